/** Random tokens and digests: link tokens are mailed in clear and stored only as SHA-256 digests. */
import crypto from 'node:crypto';

export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');
export const sha256 = (value: string | Buffer): string => crypto.createHash('sha256').update(value).digest('hex');
/**
 * A keyed digest (HMAC-SHA-256 with a server secret): for values too small to hide behind a bare hash, such as a
 * 5-digit code, and for values derived from a secret the server alone may compute.
 */
export const hmac = (secret: string, value: string): string =>
  crypto.createHmac('sha256', secret).update(value).digest('base64url');
/** A uniformly random numeric code of `length` digits. */
export const numericCode = (length: number): string =>
  String(crypto.randomInt(0, 10 ** length)).padStart(length, '0');
export const safeEqual = (a: string, b: string): boolean => {
  const ba = Buffer.from(a);
  const bb = Buffer.from(b);
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
};
