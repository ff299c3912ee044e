/** Enumerations of spec 1 §1 and spec 3 §2.1, shared by the API, the backoffice and the portal. */
import { z } from 'zod';

export const COMPANY_TYPES = [
  'Supplier',
  'Intermediary',
  'Airline',
  'Forwarder',
  'Corporate',
  'Facilitator',
  'Auditor',
  'Admin',
] as const;
export const CompanyType = z.enum(COMPANY_TYPES, { error: 'Type is required' });
export type CompanyType = z.infer<typeof CompanyType>;

/** Company types a visitor may apply for (the Admin company exists from the start). */
export const APPLICABLE_COMPANY_TYPES = COMPANY_TYPES.filter((t) => t !== 'Admin');
export const ApplicableCompanyType = z.enum(
  APPLICABLE_COMPANY_TYPES as [Exclude<CompanyType, 'Admin'>, ...Exclude<CompanyType, 'Admin'>[]],
  { error: 'Type is required' },
);

/** Labels shown for each company type (spec 1 §1). */
export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  Supplier: 'Supplier',
  Intermediary: 'Intermediary',
  Airline: 'Transport Service Provider (TSP)',
  Forwarder: 'Logistics Service Provider (LSP)',
  Corporate: 'Corporate End-user',
  Facilitator: 'Facilitator',
  Auditor: 'Sustainability Auditor',
  Admin: 'System Admin',
};

export const ROLES = ['SystemUser', 'Auditor', 'Admin', 'SuperAdmin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const USER_TYPES = ['Primary', 'Secondary'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;
export const USER_TYPE_LABELS: Record<UserType, string> = { Primary: 'Account owner', Secondary: 'User' };

export const USER_STATUSES = ['Active', 'Closed', 'Inactive', 'Pending', 'Removed', 'Suspended', 'Locked'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

/** Tag colours of user statuses (spec 1 §4). */
export const USER_STATUS_COLORS: Partial<Record<UserStatus, string>> = {
  Active: 'green',
  Pending: 'gold',
  Suspended: 'red',
  Locked: 'default',
};

export const COMPANY_STATUSES = ['Pending', 'Active', 'Declined', 'Suspended', 'Inactive', 'Closed'] as const;
export const CompanyStatus = z.enum(COMPANY_STATUSES);
export type CompanyStatus = z.infer<typeof CompanyStatus>;
/**
 * The company statuses an admin sets (spec 3 §3 "Company / account" status, §4 "Company status"); the others
 * (Declined, Inactive, Closed) are set only by the application review and the account lifecycle.
 */
export const ADMIN_COMPANY_STATUSES = ['Active', 'Pending', 'Suspended'] as const satisfies readonly CompanyStatus[];

export const SUBMISSION_TYPES = [
  'Registration',
  'ProfileUpdate',
  'BCURegistration',
  'BCUTransfer',
  'BCURetirement',
] as const;
export const SubmissionType = z.enum(SUBMISSION_TYPES);
export type SubmissionType = z.infer<typeof SubmissionType>;

export const SUBMISSION_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const SubmissionStatus = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof SubmissionStatus>;

export const REGISTRATION_IDENTIFICATIONS = [
  'Registration number',
  'Identification number',
  'VAT identification number',
  'Tax registration number',
  'Trade register number',
] as const;

export const INDUSTRIES = [
  'Agriculture',
  'Construction',
  'Consulting',
  'Education',
  'Financial Services',
  'Food & Beverage',
  'Healthcare',
  'Logistics',
  'Manufacturing',
  'Media & Entertainment',
  'Real Estate',
  'Renewable Energy',
  'Retail',
  'Technology',
  'Transportation',
] as const;

/** Action-log kinds (spec 3 §4): actions a person took, and actions the system took on its own. */
export const LOG_KINDS = ['User', 'System'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** The keys of the link settings (spec 1 §3) shown on the documentation page and in the footer. */
export const LINK_KEYS = [
  'privacyPolicyURL',
  'registryRulebookURL',
  'registryLaunchVideoURL',
  'registryLaunchPresentationURL',
  'declarationOfCommitmentURL',
  'termsAndConditionsURL',
  'feeScheduleURL',
  'registryManualURL',
  'proofOfSustainabilityTemplateURL',
  'proofOfComplianceTemplateURL',
  'traderCertificationInformationURL',
  'registryConnectRulesOfParticipation',
  // the Training page's link to the external academy (spec 1 §2 "Training")
  'trainingAcademyURL',
] as const;
export type LinkKey = (typeof LINK_KEYS)[number];
