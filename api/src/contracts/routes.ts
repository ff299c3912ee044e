/**
 * The API's paths (under /api), named once so both front ends call exactly what the server serves.
 * Request and answer shapes are the schemas of this module; errors follow DESIGN §3:
 * `{ error: { statusCode, name, message, details: [{ path, message }] } }`.
 */
export const API = {
  captchaChallenge: '/captcha/challenge', // GET → ALTCHA challenge (public)
  links: '/links', // GET → [{ key, url }] (public)
  countries: '/reference/countries', // GET → CountryOption[] (public)
  statements: '/statements', // GET list (public, simple-rest convention)

  validateAccount: '/auth/validate-account', // POST AccountExistenceCheck → AccountExistence
  register: '/auth/register', // POST multipart: payload (JSON CompanyApplication) + signedCompanyLetter (PDF)
  confirmEmail: '/email-confirmation/confirm', // POST EmailConfirmation → { email }
  inviteCheck: '/invites/check', // POST InviteCheck → InviteeData
  confirmIdentity: '/invites/confirm-identity', // POST IdentityConfirmation → InviteeData
  registerInvited: '/invites/register', // POST InvitedRegistration → { message }

  login: '/auth/login', // POST LoginRequest → LoginChallenge (code mailed)
  checkCode: '/auth/check-code', // POST { email, otp } → { valid: true }
  session: '/auth/session', // POST SessionRequest → Session + refresh cookie
  refresh: '/auth/refresh', // POST (cookie) → { accessToken, expiresIn } + rotated cookie
  logout: '/auth/logout', // POST → 204, cookie cleared
  me: '/auth', // GET → SessionUser

  forgotPassword: '/account/forgot-password', // POST { email } → 204 (always)
  resetPassword: '/account/reset-password', // POST TokenPasswordRequest → 204
  setPassword: '/account/set-password', // POST TokenPasswordRequest → 204
  changePassword: '/account/change-password', // POST ChangePasswordRequest → 204 (auth)
  shareToken: '/share-token/generate', // POST → ShareToken (auth)

  adminSubmissions: '/admin/submissions', // GET list; GET /{id}; POST /{id}/approve|reject ReviewDecision; PUT /{id}/note
  adminCompanyLetter: (companyId: string) => `/admin/companies/${companyId}/signed-letter`, // GET → application/pdf
} as const;
