/** Business constants and limits of spec 1 §9. */
export const LIMITS = {
  companyNameMin: 3,
  companyNameMax: 100,
  zipMinExclusive: 3,
  textMax: 255,
  otpLength: 5,
  /** Minutes a one-time login code stays valid. */
  otpTtlMinutes: 10,
  /** Hours an invite, referral or auditor token stays valid (spec 1 §4). */
  inviteTokenHours: 48,
  /** Hours a password-reset or set-password link stays valid. */
  passwordTokenHours: 24,
  /** Reset mails one e-mail address receives per hour at most; further requests get the same answer, no mail. */
  resetMailsPerHour: 3,
  /** Days an e-mail confirmation link stays valid. */
  emailConfirmationDays: 7,
  /** Months of access an auditor token grants. */
  auditorAccessMonths: 1,
  /** Failed password or code attempts in a row that lock a user. */
  maxFailedLogins: 5,
  pdfMaxBytes: 10 * 1024 * 1024,
  logoMaxBytes: 2 * 1024 * 1024,
  maxCompanyUsers: 10,
  auditorCompanyListLimit: 100,
  noteMax: 1000,
  /** Access token lifetime in seconds. */
  accessTokenSeconds: 15 * 60,
  /** Refresh token lifetime in days. */
  refreshTokenDays: 7,
  /**
   * Seconds after a refresh in which the same browser presenting the token it just replaced gets the same new
   * token (two tabs refreshing at once) instead of ending every session as a replay.
   */
  refreshReplayGraceSeconds: 30,
  /** Registry Connect (spec 3 §9): request message, pitch, tags per section and characters per tag. */
  connectMessageMax: 500,
  connectPitchMax: 140,
  connectTagsMax: 5,
  connectTagMax: 30,
  appVersion: '1.6.1',
  copyrightYear: 2025,
} as const;
