/**
 * The profile area (spec 1 §2 "Profile area", §4 "User management", §5 "Profile and invite"; spec 3 §2.1
 * ProfileUpdate): the signed-in user's own data and the company's data.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS } from './limits';
import { Email, Phone, optionalText, requiredText } from './common';
import { CompanyType, REGISTRATION_IDENTIFICATIONS } from './enums';
import { COUNTRY_NAMES } from './geo';

export const PROFILE_API = {
  profile: '/profile', // POST ProfileUpdateRequest → ProfileUpdateResult (auth)
  company: '/profile/company', // GET → CompanyInfo; PATCH CompanyUpdateRequest → CompanyInfo (auth)
  logo: '/profile/company/logo', // GET → image; POST multipart `logo` → 204; DELETE → 204 (auth)
} as const;

/** Logo types of spec 1 §5 (JPEG, JPG, PNG, SVG, WebP), at most 2 MB. */
export const LOGO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/webp'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** The client-side check of a chosen logo: the spec's message, or undefined when acceptable. */
export function logoProblem(file: { type?: string; size: number }): string | undefined {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type ?? '')) return MSG.invalidImage;
  if (file.size > LIMITS.logoMaxBytes) return MSG.imageTooLarge;
  return undefined;
}

/** Fields only the account owner may change, and whose change needs the admin's approval (spec 1 §4, §5). */
export const OWNER_ONLY_PROFILE_FIELDS = ['firstName', 'lastName', 'email'] as const;

/** The changed fields of a profile (spec 1 §7 'account/update'): each non-empty, at most 255 characters. */
export const ProfileUpdateRequest = z
  .object({
    firstName: requiredText(MSG.nameRequired),
    lastName: requiredText(MSG.surnameRequired),
    email: z.string({ error: MSG.emailRequired }).trim().min(1, { error: MSG.emailRequired }).pipe(Email),
    position: requiredText(MSG.positionRequired),
    cellPhone: Phone,
  })
  .partial()
  .strict()
  .refine((r) => Object.keys(r).length > 0, { error: MSG.profileNotUpdated });
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequest>;

/** 'request': a change request awaits the admin (primary user); 'applied': the profile changed at once. */
export const ProfileUpdateResult = z.object({
  outcome: z.enum(['request', 'applied']),
  message: z.string(),
  submissionId: z.string().optional(),
});
export type ProfileUpdateResult = z.infer<typeof ProfileUpdateResult>;

/** The values a ProfileUpdate submission shows before and after (spec 3 §2.1). */
export const ProfileValues = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  cellPhone: z.object({ code: z.string(), number: z.string() }).nullable(),
});
export type ProfileValues = z.infer<typeof ProfileValues>;

export const CompanyInfo = z.object({
  id: z.string(),
  name: z.string(),
  type: CompanyType,
  status: z.string(),
  registrationIdentification: z.string(),
  registrationNumber: z.string(),
  streetAddress: z.string(),
  streetAddressLineTwo: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  companyPhone: z.object({ code: z.string(), number: z.string() }),
  website: z.string().nullable(),
  approvedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  hasLogo: z.boolean(),
  /** True when the caller may edit at all; `lockedFields` are read-only for it even then. */
  editable: z.boolean(),
  lockedFields: z.array(z.string()),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

const countrySet = new Set(COUNTRY_NAMES);

export const CompanyUpdateRequest = z
  .object({
    name: z
      .string({ error: MSG.companyNameLength })
      .trim()
      .min(LIMITS.companyNameMin, { error: MSG.companyNameLength })
      .max(LIMITS.companyNameMax, { error: MSG.companyNameLength }),
    registrationIdentification: z.enum(REGISTRATION_IDENTIFICATIONS, { error: MSG.registrationIdentificationRequired }),
    registrationNumber: requiredText(MSG.registrationNumberRequired),
    streetAddress: requiredText(MSG.streetAddressRequired),
    streetAddressLineTwo: optionalText(),
    zip: z
      .string({ error: MSG.zipLength })
      .trim()
      .min(LIMITS.zipMinExclusive + 1, { error: MSG.zipLength })
      .max(LIMITS.textMax, { error: MSG.textTooLong }),
    city: requiredText(MSG.cityRequired),
    country: z.string({ error: MSG.countryRequired }).refine((c) => countrySet.has(c), { error: MSG.countryRequired }),
    companyPhone: Phone,
    website: optionalText(),
  })
  .partial()
  .strict()
  .refine((r) => Object.keys(r).length > 0, { error: MSG.accountUpdateFailed });
export type CompanyUpdateRequest = z.infer<typeof CompanyUpdateRequest>;

/**
 * spec 1 §2: for company types other than Admin and Auditor, name, identification and address fields are
 * read-only text; phone and website stay editable.
 */
export const COMPANY_LOCKED_FIELDS = [
  'name',
  'registrationIdentification',
  'registrationNumber',
  'streetAddress',
  'streetAddressLineTwo',
  'zip',
  'city',
  'country',
] as const;
export const lockedCompanyFields = (type: CompanyType): readonly string[] =>
  type === 'Admin' || type === 'Auditor' ? [] : COMPANY_LOCKED_FIELDS;

/** A ProfileUpdate request already waits for the admin: one at a time per user. */
export const PROFILE_REQUEST_PENDING = 'A profile change request is already waiting for admin approval.';
/** The new e-mail address belongs to another person's login. */
export const EMAIL_TAKEN = 'This e-mail address is already used by another login.';
