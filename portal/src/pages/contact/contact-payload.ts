/**
 * The contact form's values and requests (spec 1 §2 "Contact Us", §3 "Contact message"): a visitor sends
 * every field plus the captcha; a signed-in user's identity is the session's, so only phone and message travel.
 */
import type { ContactRequest, SessionUser, SignedInContactRequest } from '@bcu/api/contracts';

export interface ContactValues {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  position?: string;
  email?: string;
  cellPhone?: { code?: string; number?: string };
  message?: string;
}

/** The message `/contact-us?prefield=true` starts with (the Training page's contact button). */
export const TRAINING_MESSAGE =
  'Hello, we are interested in the training courses of the Book & Claim Registry academy for our team. Could you tell us more about the courses and whether discounts are available? Thank you.';

/** Initial values: the session's identity and phone when signed in, the training message when asked for. */
export function initialContactValues(user: SessionUser | null, prefield: boolean): ContactValues {
  return {
    ...(user && {
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.company.name,
      position: user.position ?? '',
      email: user.email,
      cellPhone: user.cellPhone ?? undefined,
    }),
    ...(prefield && { message: TRAINING_MESSAGE }),
  };
}

const phone = (v: ContactValues) => ({ code: v.cellPhone?.code ?? '', number: (v.cellPhone?.number ?? '').trim() });

export function visitorRequest(v: ContactValues, captchaToken: string | undefined): Partial<ContactRequest> {
  return {
    firstName: v.firstName ?? '',
    lastName: v.lastName ?? '',
    companyName: v.companyName ?? '',
    position: v.position ?? '',
    email: v.email ?? '',
    cellPhone: phone(v),
    message: v.message ?? '',
    ...(captchaToken && { captchaToken }),
  };
}

export function signedInRequest(v: ContactValues): SignedInContactRequest {
  return { cellPhone: phone(v), message: v.message ?? '' };
}
