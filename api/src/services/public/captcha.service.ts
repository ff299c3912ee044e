/** ALTCHA proof-of-work captcha: self-hosted, no third party (DESIGN §2). */
import { createChallenge, verifySolution, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { randomToken } from '../platform/crypto';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export class CaptchaService {
  private readonly secret = randomToken();
  /** Challenge nonces already redeemed, until they expire: a solution is good once. */
  private readonly used = new Map<string, number>();

  constructor(private readonly maxCounter: number) {}

  challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.secret,
    });
  }

  /** True when `token` (the widget's base64 payload) solves a challenge this server issued and nobody used yet. */
  async verify(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
      if (!payload?.challenge?.parameters || !payload.solution) return false;
    } catch {
      return false;
    }
    const nonce = payload.challenge.parameters.nonce;
    this.forgetExpired();
    if (this.used.has(nonce)) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
    }).catch(() => undefined);
    if (!result?.verified) return false;
    this.used.set(nonce, Date.now() + CHALLENGE_TTL_MS);
    return true;
  }

  private forgetExpired() {
    const now = Date.now();
    for (const [nonce, until] of this.used) if (until < now) this.used.delete(nonce);
  }
}
