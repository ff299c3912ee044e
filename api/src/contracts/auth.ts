/** Requests of login, session and password handling (spec 1 §3, §4, §5). */
import { z } from 'zod';
import { MSG } from './messages';
import { CompanyType, Role, UserStatus, UserType } from './enums';
import { LinkToken, Otp, Password } from './common';

const LoginEmail = z.string({ error: MSG.emailFormat }).trim().toLowerCase().pipe(z.email({ error: MSG.emailFormat }));
const AnyPassword = z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(128);

/** Step 1: e-mail and password; a 5-digit code is mailed and the accounts of the e-mail are listed. */
export const LoginRequest = z.object({ email: LoginEmail, password: AnyPassword }).strict();
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginAccount = z.object({
  userId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyType: CompanyType,
  isReadOnly: z.boolean(),
});
export type LoginAccount = z.infer<typeof LoginAccount>;

export const LoginChallenge = z.object({ message: z.string(), accounts: z.array(LoginAccount) });
export type LoginChallenge = z.infer<typeof LoginChallenge>;

/** Step 2: the code is checked without consuming it, so the user can then pick an account. */
export const CodeCheckRequest = z.object({ email: LoginEmail, otp: Otp }).strict();

/** Step 3: credentials, code and the chosen account yield a session. */
export const SessionRequest = z
  .object({ email: LoginEmail, password: AnyPassword, otp: Otp, userId: z.uuid() })
  .strict();
export type SessionRequest = z.infer<typeof SessionRequest>;

export const SessionCompany = z.object({
  name: z.string(),
  type: CompanyType,
  address: z.string().nullable(),
  addressNumber: z.string().nullable(),
  country: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});

/** The session user of spec 1 §3. */
export const SessionUser = z.object({
  id: z.string(),
  SUID: z.string(),
  email: z.string(),
  role: Role,
  type: UserType,
  status: UserStatus,
  prevStatus: UserStatus.nullable(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  cellPhone: z.object({ code: z.string(), number: z.string() }).nullable(),
  isEmailConfirmed: z.boolean(),
  isAdminApproved: z.boolean(),
  createdAt: z.string(),
  companyId: z.string(),
  company: SessionCompany,
  connectTourCompleted: z.boolean(),
  accountTypes: z.array(CompanyType),
  /** True when the account may only read (Auditors, and Suspended users as spec 1 §2 allows). */
  isReadOnly: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const Session = z.object({ accessToken: z.string(), expiresIn: z.number(), user: SessionUser });
export type Session = z.infer<typeof Session>;
export const RefreshedToken = z.object({ accessToken: z.string(), expiresIn: z.number() });

export const ForgotPasswordRequest = z.object({ email: LoginEmail }).strict();

const NewPassword = { password: Password, confirmPassword: z.string() };
const samePassword = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const sameAsAbove = { path: ['confirmPassword'], error: MSG.passwordSameAsAbove };

/** Reset (forgot password) and set (first password of an invited or admin-created user). */
export const TokenPasswordRequest = z
  .object({ token: LinkToken, ...NewPassword })
  .strict()
  .refine(samePassword, sameAsAbove);
export type TokenPasswordRequest = z.infer<typeof TokenPasswordRequest>;
export const ChangePasswordRequest = z
  .object({
    oldPassword: z.string({ error: MSG.oldPasswordRequired }).min(1, { error: MSG.oldPasswordRequired }),
    ...NewPassword,
  })
  .strict()
  .refine(samePassword, sameAsAbove);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ShareToken = z.object({ token: z.string(), expiresAt: z.string() });
export type ShareToken = z.infer<typeof ShareToken>;
