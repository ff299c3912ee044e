/**
 * The company application form values → the `CompanyApplication` payload (spec 1 §3): Supplier
 * fields only for a Supplier, the token only where the type accepts one, empty website omitted,
 * certificate dates as yyyy-MM-dd.
 */
import { tokenAcceptedFor, type CompanyApplication, type CompanyType } from '@bcu/api/contracts';

/** A date value as the form holds it (antd DatePicker gives a dayjs; anything with `format`). */
export interface DateLike {
  format(template: string): string;
}

export interface ApplicationValues {
  companyName?: string;
  accountType?: CompanyType;
  token?: string;
  registrationIdentification?: string;
  registrationNumber?: string;
  rsb?: string;
  certificateStartDate?: DateLike | null;
  certificateEndDate?: DateLike | null;
  streetAddress?: string;
  streetAddressLineTwo?: string;
  zip?: string;
  city?: string;
  country?: string;
  companyPhone?: { code?: string; number?: string };
  website?: string;
  name?: string;
  surname?: string;
  email?: string;
  position?: string;
  userPhone?: { code?: string; number?: string };
  password?: string;
  confirmPassword?: string;
  agreement?: boolean;
}

const trimmed = (v: string | undefined): string | undefined => {
  const t = v?.trim();
  return t ? t : undefined;
};

/** The payload to validate with `CompanyApplication` and send as the multipart `payload` field. */
export function buildApplication(v: ApplicationValues, captchaToken: string | undefined): Record<string, unknown> {
  const supplier = v.accountType === 'Supplier';
  const token = v.accountType && tokenAcceptedFor(v.accountType) ? trimmed(v.token) : undefined;
  const payload: Partial<Record<keyof CompanyApplication, unknown>> = {
    companyName: v.companyName?.trim(),
    accountType: v.accountType,
    registrationNumber: v.registrationNumber,
    registrationIdentification: v.registrationIdentification,
    streetAddress: v.streetAddress,
    streetAddressLineTwo: trimmed(v.streetAddressLineTwo),
    zip: v.zip,
    city: v.city,
    country: v.country,
    companyPhone: { code: v.companyPhone?.code ?? '', number: v.companyPhone?.number ?? '' },
    website: trimmed(v.website),
    name: v.name,
    surname: v.surname,
    email: v.email,
    position: v.position,
    userPhone: { code: v.userPhone?.code ?? '', number: v.userPhone?.number ?? '' },
    password: v.password,
    agreement: v.agreement === true ? true : v.agreement,
    token,
    captchaToken: token ? undefined : captchaToken,
  };
  if (supplier) {
    payload.rsb = trimmed(v.rsb);
    payload.certificateStartDate = v.certificateStartDate?.format('YYYY-MM-DD');
    payload.certificateEndDate = v.certificateEndDate?.format('YYYY-MM-DD');
  }
  // omit what is empty, so the strict schema sees only the fields that belong to this type
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}
