/**
 * Public area and messages (spec 1 §2, §3, §5): the banner parameters of the landing page, the contact
 * form (visitors and signed-in users) and the feedback button. Texts come from `MSG`.
 */
import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS } from './limits';
import { Phone, text } from './common';

export { PUBLIC_API } from './public-api';

/** Banner switches of the landing page (spec 3 §2.6: text values 'true' or 'false'). */
export const PARAMETER_KEYS = ['showHomepageDemoBanner', 'showHomepageAcademyBanner'] as const;
export type ParameterKey = (typeof PARAMETER_KEYS)[number];
export const ParameterSetting = z.object({ key: z.enum(PARAMETER_KEYS), value: z.enum(['true', 'false']) });
export type ParameterSetting = z.infer<typeof ParameterSetting>;

/** The longest contact message or feedback the registry stores (a 15-row text area, not a 255-character input). */
export const MESSAGE_MAX = 5000;
const messageTooLong = `Message must be at most ${MESSAGE_MAX} characters`;

/** A required text of the contact form: trimmed, the spec's 'is required' text, at most 255 characters. */
const contactText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(LIMITS.textMax, { error: MSG.textTooLong });

const ContactMessage = z
  .string({ error: MSG.messageRequired })
  .trim()
  .min(1, { error: MSG.messageRequired })
  .max(MESSAGE_MAX, { error: messageTooLong });

/** 'Email is required' when empty, 'Please enter a valid email' when malformed (spec 1 §5). */
const ContactEmail = z
  .string({ error: MSG.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: MSG.emailRequired })
  .max(LIMITS.textMax, { error: MSG.textTooLong })
  .pipe(z.email({ error: MSG.validEmail }));

/** The visitor's contact form (spec 1 §3 "Contact message", §5 "Contact form"): every field required. */
export const ContactRequest = z
  .object({
    firstName: contactText(MSG.nameRequired),
    lastName: contactText(MSG.surnameRequired),
    companyName: contactText(MSG.companyRequired),
    position: contactText(MSG.positionRequired),
    email: ContactEmail,
    cellPhone: Phone,
    message: ContactMessage,
    captchaToken: z.string({ error: MSG.captchaRequired }).min(1, { error: MSG.captchaRequired }).max(10_000),
  })
  .strict();
export type ContactRequest = z.infer<typeof ContactRequest>;

/**
 * A signed-in user's contact form: name, surname, company, position and e-mail are the session's (shown
 * pre-filled and disabled), so only the phone and the message travel; no captcha for a known user.
 */
export const SignedInContactRequest = z.object({ cellPhone: Phone, message: ContactMessage }).strict();
export type SignedInContactRequest = z.infer<typeof SignedInContactRequest>;

/** Feedback: non-empty after trimming (spec 1 §5). */
export const FeedbackRequest = z
  .object({
    feedback: text(MSG.feedbackEmpty)
      .trim()
      .min(1, { error: MSG.feedbackEmpty })
      .max(MESSAGE_MAX, { error: `Feedback must be at most ${MESSAGE_MAX} characters` }),
  })
  .strict();
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;
