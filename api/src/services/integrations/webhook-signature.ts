/**
 * The signature of a webhook delivery (issue 16.2): `BCU-Signature: t=<unix seconds>,v1=<hex>`, where the hex is the
 * HMAC-SHA256 of `<t>.<body>` with the endpoint's secret. A receiver recomputes it over the raw body it received,
 * compares in constant time, and refuses a timestamp too far from its own clock (a replayed delivery).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signPayload = (secret: string, timestamp: number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header value for a body sent at `timestamp` (unix seconds). */
export const signatureHeader = (secret: string, timestamp: number, body: string): string =>
  `t=${timestamp},v1=${signPayload(secret, timestamp, body)}`;

/**
 * Whether `header` is a valid signature of `body` with `secret`, made at most `toleranceSeconds` from `now`
 * (unix seconds). The receiver's side: the guide (docs/integrators.md) shows the same steps.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(Buffer.from(v1, 'hex'), Buffer.from(signPayload(secret, t, body), 'hex'));
}
