/**
 * Screen labels of the backoffice that the contract catalogue (`MSG`) does not hold yet, copied verbatim from
 * the specs (section given). Messages the server also sends come from `MSG`; only labels live here, once.
 * Candidates to move into `@bcu/api/contracts` when the contract owner adds them.
 */
import type { SubmissionStatus, SubmissionType } from '@bcu/api/contracts';

export const TEXT = {
  // spec 1 §2 Login, three steps
  logIn: 'Log In',
  forgotPassword: 'Forgot password?',
  continueToAccount: 'Continue to your account',
  proceedToAccount: 'Proceed to Account',
  // spec 1 §2 user menu
  logOut: 'Log Out',
  // spec 1 §2 header and spec 3 §2.1
  appTitle: 'Book & Claim Registry',
  submissionsList: 'Submissions List',
  companyInfo: 'Company Info',
  usersInfo: 'Users Info',
  userProfile: 'User Profile',
  note: 'Note',
  approve: 'Approve',
  reject: 'Reject',
  // spec 3 §8
  noteSaved: 'Your note has been saved',
  noResult: 'No result found',
  // issue 10 point 9: a failed list load offers to load it again
  retry: 'Retry',
} as const;

/** Submission type names of spec 3 §9 ('also named …'). */
export const SUBMISSION_TYPE_LABELS: Record<SubmissionType, string> = {
  Registration: 'Account Registration',
  ProfileUpdate: 'Account Profile Update',
  BCURegistration: 'BCU Registration',
  BCUTransfer: 'BCU Transfer',
  BCURetirement: 'BCU Retirement',
};

/** Submission status labels of spec 3 §4 (Pending shows as 'For Consideration'). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  Pending: 'For Consideration',
  Approved: 'Approved',
  Rejected: 'Rejected',
};
