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

export class AccessTokenService implements TokenService {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken first tries to read it as a public key on
   * every call and falls back to a secret key after that attempt throws — the dearest step of verifying a token.
   */
  private readonly key: KeyObject;

  constructor(
    @inject(TokenServiceBindings.TOKEN_SECRET) secret: string,
    @inject(TokenServiceBindings.TOKEN_EXPIRES_IN) private readonly expiresIn: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret));
  }

  async verifyToken(token: string): Promise<UserProfile> {
    let claims: Partial<AccessClaims>;
    try {
      claims = jwt.verify(token, this.key, { algorithms: ['HS256'] }) as Partial<AccessClaims>;
    } catch (e) {
      throw new HttpErrors.Unauthorized(`Error verifying token : ${(e as Error).message}`);
    }
    // a token without a session is not honoured
    if (typeof claims.id !== 'string' || typeof claims.sid !== 'string')
      throw new HttpErrors.Unauthorized('Error verifying token : no session');
    return { [securityId]: claims.id, id: claims.id, name: claims.name, sid: claims.sid };
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
