/** Field schemas reused by several requests, each carrying the spec's message. */
import { z } from 'zod';
import { MSG } from './messages';
import { isKnownDialCode } from './geo';
import { LIMITS } from './limits';

/** A NUL character, or a UTF-16 surrogate that is not part of a pair (no character at all). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The rule of every text a client sends (issue 11.6): no NUL character and no lone surrogate — PostgreSQL's
 * text and jsonb cannot hold them. Decided here once: `text()` is the base of the text fields, and the API holds
 * every string of every request (body, path, query) to it before a schema reads it (see `unstorableTextPath`).
 */
export const isStorableText = (s: string): boolean => !UNSTORABLE.test(s);

/** Where in a request value (object, array, string; keys included) the first unstorable text is, if any. */
export function unstorableTextPath(value: unknown, at: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : at;
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const key = Array.isArray(value) ? Number(k) : k;
    if (!isStorableText(k)) return [...at, key];
    const found = unstorableTextPath(v, [...at, key]);
    if (found) return found;
  }
  return undefined;
}

/** A text field: a string the registry can store; `message` is the field's message for anything else. */
export const text = (message: string = MSG.textUnstorable) =>
  z.string({ error: message }).refine(isStorableText, { error: message });

/** A required trimmed text of at most 255 characters (spec 1 §5 'Text inputs accept at most 255 characters'). */
export const requiredText = (message: string) =>
  text(message)
    .trim()
    .min(1, { error: message })
    .max(LIMITS.textMax, { error: MSG.textTooLong });

export const optionalText = () => text().trim().max(LIMITS.textMax, { error: MSG.textTooLong });

export const Email = z
  .string({ error: MSG.validEmail })
  .trim()
  .toLowerCase()
  .max(LIMITS.textMax, { error: MSG.textTooLong })
  .pipe(z.email({ error: MSG.validEmail }));

/** Phone: a dial code from the known list and 4 to 11 digits (spec 1 §5). */
export const Phone = z
  .object({
    code: z.string({ error: MSG.phoneCodeFormat }).refine(isKnownDialCode, { error: MSG.phoneCodeFormat }),
    number: z.string({ error: MSG.phoneFormat }).regex(/^\d{4,11}$/, { error: MSG.phoneFormat }),
  })
  .strict();
export type Phone = z.infer<typeof Phone>;

/** The password rule of spec 1 §5: 8 characters or more with a digit, a lower-case and a capital letter. */
export const Password = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .max(128, { error: MSG.passwordRule })
  .regex(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$/, { error: MSG.passwordRule });

/**
 * A one-time code: five digits (spec 1 §5). 'OTP must be a number from email.' answers a code that is not a number;
 * a number of another length is refused as such (issue 10 §10), never cut to five digits.
 */
export const Otp = z
  .string({ error: MSG.otpFormat })
  .regex(/^\d+$/, { error: MSG.otpFormat, abort: true })
  .length(5, { error: MSG.otpLength });

/** An opaque token from a link (hex or base64url). */
export const LinkToken = z
  .string({ error: MSG.tokenRequiredDot })
  .min(1, { error: MSG.tokenRequiredDot })
  .max(200, { error: MSG.invalidToken });

/** A calendar date as yyyy-MM-dd; year 0 (which zod's ISO date takes) does not exist in PostgreSQL's calendar. */
export const IsoDate = z.iso
  .date({ error: MSG.invalidDate })
  .refine((d) => !d.startsWith('0000'), { error: MSG.invalidDate });
