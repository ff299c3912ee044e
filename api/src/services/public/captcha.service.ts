/**
 * ALTCHA proof-of-work captcha: self-hosted, no third party (DESIGN §2). Any registry instance verifies a challenge
 * another one issued (the signing key derives from the shared JWT secret), and a solution is good once across all
 * instances (its nonce is marked used in PostgreSQL).
 */
import { createChallenge, verifySolution, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaSolutionRepository } from '../../repositories';
import { hmac } from '../platform/crypto';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Redeemed solutions of expired challenges are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60 * 1000;

export class CaptchaService {
  /** The challenges' signing key: the same on every instance that shares the JWT secret, and only derived from it. */
  private readonly secret: string;
  private sweptAt = 0;

  constructor(
    private readonly maxCounter: number,
    serverSecret: string,
    private readonly solutions: CaptchaSolutionRepository,
  ) {
    this.secret = hmac(serverSecret, 'altcha-challenge-signing');
  }

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

  /** True when `token` (the widget's base64 payload) solves a challenge a registry instance issued and nobody used yet. */
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
    if (typeof nonce !== 'string' || !nonce) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
    }).catch(() => undefined);
    if (!result?.verified) return false;
    await this.sweep();
    // a verified challenge is younger than its TTL, so its nonce needs keeping no longer than that
    return this.solutions.markUsed(nonce, CHALLENGE_TTL_MS);
  }

  private async sweep(): Promise<void> {
    if (Date.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = Date.now();
    await this.solutions.sweepExpired();
  }
}
