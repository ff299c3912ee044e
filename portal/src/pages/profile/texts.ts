/** Copy of the profile area (spec 1 §2 "Profile area"); messages come from `MSG`. */
export const PROFILE_TEXT = {
  title: 'Profile',
  companyInfo: 'Company Info',
  profileInfo: 'Profile Info',
  save: 'Save changes',
  nothingChanged: 'Nothing has changed.',
  ownerApprovalNote:
    'As the account owner, your changes are sent to the system admin as a change request and apply after approval.',
  readOnlyNote:
    'Name, identification and address can be changed by the system admin only. Please use the contact form.',
  companyName: 'Company name',
  accountType: 'Account type',
  status: 'Status',
  approvedAt: 'Approved on',
  expiresAt: 'Expires on',
} as const;
