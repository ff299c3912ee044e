/** Requests of the company application, e-mail confirmation and invited registration (spec 1 §3, §5). */
import { z } from 'zod';
import { MSG } from './messages';
import { ApplicableCompanyType, CompanyType, REGISTRATION_IDENTIFICATIONS } from './enums';
import { Email, LinkToken, Password, Phone, optionalText, requiredText } from './common';
import { LIMITS } from './limits';
import { COUNTRY_NAMES } from './geo';

const countrySet = new Set(COUNTRY_NAMES);

/**
 * The company application, sent as the JSON `payload` field of a multipart request beside the
 * `signedCompanyLetter` PDF. Supplier-only fields and the token are refused where they do not belong.
 */
export const CompanyApplication = z
  .object({
    companyName: z
      .string({ error: MSG.companyNameLength })
      .trim()
      .min(LIMITS.companyNameMin, { error: MSG.companyNameLength })
      .max(LIMITS.companyNameMax, { error: MSG.companyNameLength }),
    accountType: ApplicableCompanyType,
    registrationNumber: requiredText(MSG.registrationNumberRequired),
    registrationIdentification: z.enum(REGISTRATION_IDENTIFICATIONS, {
      error: MSG.registrationIdentificationRequired,
    }),
    streetAddress: requiredText(MSG.streetAddressRequired),
    streetAddressLineTwo: optionalText().optional(),
    zip: z
      .string({ error: MSG.zipLength })
      .trim()
      .min(LIMITS.zipMinExclusive + 1, { error: MSG.zipLength })
      .max(LIMITS.textMax, { error: MSG.textTooLong }),
    city: requiredText(MSG.cityRequired),
    country: z
      .string({ error: MSG.countryRequired })
      .refine((c) => countrySet.has(c), { error: MSG.countryRequired }),
    companyPhone: Phone,
    website: optionalText().optional(),
    name: requiredText(MSG.nameRequired),
    surname: requiredText(MSG.surnameRequired),
    email: Email,
    position: requiredText(MSG.positionRequired),
    userPhone: Phone,
    password: Password,
    agreement: z.literal(true, { error: MSG.agreementRequired }),
    // Supplier only
    rsb: optionalText().optional(),
    certificateStartDate: z.iso.date({ error: MSG.startDateRequired }).optional(),
    certificateEndDate: z.iso.date({ error: MSG.endDateRequired }).optional(),
    // Corporate, Intermediary (and Auditor): the referral / auditor token
    token: z.string().trim().max(200).optional(),
    captchaToken: z.string().max(10_000).optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    const supplier = a.accountType === 'Supplier';
    if (supplier) {
      if (!a.rsb) ctx.addIssue({ code: 'custom', path: ['rsb'], message: MSG.poNumberRequired });
      if (!a.certificateStartDate)
        ctx.addIssue({ code: 'custom', path: ['certificateStartDate'], message: MSG.startDateRequired });
      if (!a.certificateEndDate)
        ctx.addIssue({ code: 'custom', path: ['certificateEndDate'], message: MSG.endDateRequired });
      if (a.certificateStartDate && a.certificateEndDate && a.certificateStartDate > a.certificateEndDate) {
        ctx.addIssue({ code: 'custom', path: ['certificateStartDate'], message: MSG.startAfterEnd });
        ctx.addIssue({ code: 'custom', path: ['certificateEndDate'], message: MSG.endBeforeStart });
      }
    } else {
      for (const f of ['rsb', 'certificateStartDate', 'certificateEndDate'] as const)
        if (a[f] !== undefined)
          ctx.addIssue({ code: 'custom', path: [f], message: `${f} is only accepted for a Supplier account` });
    }
    if (tokenRequiredFor(a.accountType) && !a.token)
      ctx.addIssue({ code: 'custom', path: ['token'], message: MSG.tokenRequired });
    if (a.token && !tokenAcceptedFor(a.accountType))
      ctx.addIssue({ code: 'custom', path: ['token'], message: `token is not accepted for a ${a.accountType} account` });
    if (!a.token && !a.captchaToken)
      ctx.addIssue({ code: 'custom', path: ['captchaToken'], message: MSG.captchaRequired });
  });
export type CompanyApplication = z.infer<typeof CompanyApplication>;

/** Corporate applicants need a referral token; an Auditor needs the auditor token of the company it audits. */
export const tokenRequiredFor = (type: CompanyType): boolean => type === 'Corporate' || type === 'Auditor';
/** Intermediary applicants may bring a referral token (spec 1 §3). */
export const tokenAcceptedFor = (type: CompanyType): boolean =>
  tokenRequiredFor(type) || type === 'Intermediary';

/** Account existence check before applying (spec 1 §4). */
export const AccountExistenceCheck = z
  .object({
    email: Email,
    accountType: ApplicableCompanyType,
    accountName: z.string().trim().max(LIMITS.companyNameMax),
  })
  .strict();
export type AccountExistenceCheck = z.infer<typeof AccountExistenceCheck>;

/**
 * The three flags of spec 1 §4, read as: `isAccountTypeExist` — a company of this type with this name is
 * registered; `isAccountsExist` — the e-mail already has an account (of any type); `isAccountNameSame` — the
 * e-mail's accounts include one in the company of this type and name.
 */
export const AccountExistence = z.object({
  isAccountTypeExist: z.boolean(),
  isAccountsExist: z.boolean(),
  isAccountNameSame: z.boolean(),
});
export type AccountExistence = z.infer<typeof AccountExistence>;

export type ExistenceOutcome = 'alreadyAssociated' | 'accountExists' | 'confirmNewType' | 'submit';

/**
 * The four outcomes of spec 1 §4 "Existence result handling", decided once for UI and API alike:
 * already associated; the company exists under another person ('Account already exists.', except that a
 * further auditor may join an Auditor company's application); the e-mail has other account types (confirm
 * 'Register a New Account Type'); otherwise apply directly.
 */
export function existenceOutcome(r: AccountExistence, accountType: CompanyType): ExistenceOutcome {
  if (r.isAccountTypeExist && r.isAccountsExist && r.isAccountNameSame) return 'alreadyAssociated';
  if (r.isAccountTypeExist && accountType !== 'Auditor') return 'accountExists';
  if (r.isAccountsExist) return 'confirmNewType';
  return 'submit';
}

/** E-mail confirmation from the link of the confirmation mail (/verify-email). */
export const EmailConfirmation = z
  .object({
    token: LinkToken,
    email: z.string({ error: MSG.emailRequiredIdentity }).trim().min(1, { error: MSG.emailRequiredIdentity }).pipe(Email),
    password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }),
  })
  .strict();
export type EmailConfirmation = z.infer<typeof EmailConfirmation>;

/** Invite check (mode 2) and identity confirmation (mode 3) of /registration. */
export const InviteCheck = z.object({ token: LinkToken }).strict();
/** Mode 3 of /registration: the same proof as the e-mail confirmation, against an invite token. */
export const IdentityConfirmation = EmailConfirmation;
export type IdentityConfirmation = z.infer<typeof IdentityConfirmation>;

export const InviteeData = z.object({
  firstName: z.string(),
  lastName: z.string(),
  cellPhone: z.object({ code: z.string(), number: z.string() }).nullable(),
  position: z.string(),
  email: z.string(),
  companyName: z.string(),
  accountType: CompanyType,
  isExistingUser: z.boolean(),
});
export type InviteeData = z.infer<typeof InviteeData>;

/** Invited-user registration: a new user sets a password; an existing user links the account type. */
export const InvitedRegistration = z
  .object({
    token: LinkToken,
    name: requiredText(MSG.nameRequired),
    surname: requiredText(MSG.surnameRequired),
    position: requiredText(MSG.positionRequired),
    userPhone: Phone,
    agreement: z.literal(true, { error: MSG.agreementRequired }),
    password: Password.optional(),
    confirmPassword: z.string().optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.password !== undefined && r.password !== r.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.passwordsDoNotMatch });
  });
export type InvitedRegistration = z.infer<typeof InvitedRegistration>;
