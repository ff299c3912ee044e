/**
 * The access token (DESIGN §3): a short-lived HS256 JWT naming the user and its session — the refresh family the
 * login began (`sid`). The authorizer honours it only while that family holds a live refresh token, so logout and
 * revocation end access at once (issue 11.7).
 */
import { inject } from '@loopback/core';
import { HttpErrors } from '@loopback/rest';
import type { TokenService } from '@loopback/authentication';
import { TokenServiceBindings } from '@loopback/authentication-jwt';
import { securityId, type UserProfile } from '@loopback/security';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

interface AccessClaims {
  id: string;
  name?: string;
  email?: string;
  sid: string;
}

/** How many verified tokens are remembered (about 400 bytes each); the oldest is forgotten first. */
const VERIFIED_TOKENS_KEPT = 5_000;

interface VerifiedToken {
  claims: AccessClaims;
  /** The token's `exp`, seconds since the epoch. */
  exp: number;
}

export class AccessTokenService implements TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a public key on
   * every call and falls back to a secret key after that attempt throws — the dearest step of verifying a token.
   */
  private readonly key: KeyObject;
  /**
   * Tokens already verified, by their whole text (so by their signature too): a client sends the same token with every
   * request until it expires, and the signature and claims of those exact bytes need not be checked again. A
   * remembered token is honoured only until its `exp`, as jsonwebtoken would; the session it names is still checked
   * on every request (the authorizer).
   */
  private readonly verified = new Map<string, VerifiedToken>();

  constructor(
    @inject(TokenServiceBindings.TOKEN_SECRET) secret: string,
    @inject(TokenServiceBindings.TOKEN_EXPIRES_IN) private readonly expiresIn: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  async verifyToken(token: string): Promise<UserProfile> {
    const known = this.verified.get(token);
    // jsonwebtoken's own rule: expired once the clock, in whole seconds, reaches `exp`
    if (known && known.exp > Math.floor(Date.now() / 1000)) return profileOf(known.claims);
    let claims: Partial<AccessClaims> & { exp?: unknown; nbf?: unknown };
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as typeof claims;
    } catch (e) {
      this.verified.delete(token);
      throw new HttpErrors.Unauthorized(`Error verifying token : ${(e as Error).message}`);
    }
    // a token without a session is not honoured
    if (typeof claims.id !== 'string' || typeof claims.sid !== 'string')
      throw new HttpErrors.Unauthorized('Error verifying token : no session');
    const verified = { id: claims.id, name: claims.name, sid: claims.sid };
    // only a token that expires and is valid from now on is remembered (the registry's own never carry `nbf`)
    if (typeof claims.exp === 'number' && claims.nbf === undefined) this.remember(token, verified, claims.exp);
    return profileOf(verified);
  }

  private remember(token: string, claims: AccessClaims, exp: number): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, { claims, exp });
  }

  async generateToken(profile: UserProfile): Promise<string> {
    const claims: AccessClaims = {
      id: profile[securityId],
      name: profile.name,
      email: profile.email,
      sid: profile.sid,
    };
    if (!claims.sid) throw new HttpErrors.Unauthorized('Error generating token : no session');
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: Number(this.expiresIn) });
  }
}

/** A new profile each time: the caller may add to it (LoopBack binds it as the request's user). */
function profileOf(claims: AccessClaims): UserProfile {
  return { [securityId]: claims.id, id: claims.id, name: claims.name, sid: claims.sid };
}
