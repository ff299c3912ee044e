/**
 * The action log's types (spec 3 §4 'Log types'), each under the name it is written with. The action filter of
 * the Logs List offers all of them, whether or not one has happened yet.
 *
 * Kind: the spec's System events are written as System when the system does them (the lifecycle suspends an
 * account, the schedule expires a BCU or a Scope 1 request, a mail leaves, a user is locked after failed logins,
 * an unused session ends); the same type done by an admin is a User row whose details carry the admin's id.
 */
export const LOG_ACTION = {
  accountRegistered: 'Company application submitted',
  accountApproved: 'Registration submission approved',
  accountChanged: 'Account changed',
  accountSuspended: 'Account suspended',
  accountRestored: 'Account restored',
  accountLinked: 'Account linked',
  userInvited: 'User invited',
  userRemoved: 'User removed',
  emailConfirmed: 'Email confirmed',
  emailLinkSent: 'Email link sent',
  emailSent: 'Email sent',
  contactTokenGenerated: 'Contact token generated',
  shareTokenGenerated: 'Share token generated',
  passwordResetRequested: 'Password reset requested',
  passwordReset: 'Password reset',
  passwordSet: 'Password set',
  passwordChanged: 'Password changed',
  login: 'User logged in',
  logout: 'User logged out',
  inactivityLogout: 'Inactivity logout',
  bcuRegistrationRequested: 'BCU registration requested',
  bcuRegistrationApproved: 'BCU registration approved',
  bcuRegistrationDenied: 'BCU registration denied',
  bcuTransferRequested: 'BCU transfer requested',
  bcuTransferApproved: 'BCU transfer approved',
  bcuTransferDenied: 'BCU transfer denied',
  bcuRetirementRequested: 'BCU retirement requested',
  bcuRetirementApproved: 'BCU retirement approved',
  bcuRetirementDenied: 'BCU retirement denied',
  retirementStatementCreated: 'Retirement statement created',
  bcuInfoRequested: 'BCU info requested',
  bcuInfoApproved: 'BCU info approved',
  bcuInfoDenied: 'BCU info denied',
  creditInfoExpired: 'Credit info expired',
  accountNoteUpdated: 'Account note updated',
  bcuNoteUpdated: 'BCU note updated',
  submissionNoteUpdated: 'Submission note updated',
  attachmentAdded: 'Attachment added',
  attachmentRemoved: 'Attachment removed',
  creditStatusChanged: 'Credit status changed',
  userStatusChanged: 'User status changed',
  userLocked: 'User locked',
  userUnlocked: 'User unlocked',
  connectionRequestSent: 'Connection request sent',
  connectionRequestApproved: 'Connection request approved',
  connectionRequestDeclined: 'Connection request declined',
  connectPreferencesUpdated: 'Connect preferences updated',
  apiKeyCreated: 'API key created',
  apiKeyRevoked: 'API key revoked',
  apiKeyWrite: 'API key write',
} as const;

export type LogActionName = (typeof LOG_ACTION)[keyof typeof LOG_ACTION];

/** Every action the spec names, for the action filter. */
export const LOG_ACTION_NAMES: readonly LogActionName[] = Object.values(LOG_ACTION);
