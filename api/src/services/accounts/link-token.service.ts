/** Single-use, expiring link tokens (e-mail confirmation, invites, password reset/set, share tokens). */
import type { Queryable } from '../../db/database';
import { MSG } from '../../contracts';
import { badRequest } from '../errors';
import { randomToken, sha256 } from '../platform/crypto';
import type { Clock } from '../platform/clock';

export type LinkTokenKind = 'email_confirmation' | 'invite' | 'password_reset' | 'password_set' | 'share';

export interface LinkToken {
  id: string;
  email: string | null;
  userId: string | null;
  companyId: string | null;
  createdBy: string | null;
  data: unknown;
  expiresAt: Date;
}

export class LinkTokenService {
  constructor(private readonly clock: Clock) {}

  /** Stores the digest of a new token and returns the token itself (to be mailed or shown once). */
  async issue(
    db: Queryable,
    t: {
      kind: LinkTokenKind;
      email?: string;
      userId?: string;
      companyId?: string;
      createdBy?: string;
      data?: unknown;
      expiresAt: Date;
    },
  ): Promise<string> {
    const token = randomToken();
    await db.query(
      `INSERT INTO link_tokens (kind, token_hash, email, user_id, company_id, created_by, data, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        t.kind,
        sha256(token),
        t.email ?? null,
        t.userId ?? null,
        t.companyId ?? null,
        t.createdBy ?? null,
        JSON.stringify(t.data ?? {}),
        t.expiresAt,
      ],
    );
    return token;
  }

  /** Reads a valid (unused, unexpired) token without using it. */
  async peek(
    db: Queryable,
    kind: LinkTokenKind,
    token: string,
    invalidMessage: string = MSG.invalidToken,
  ): Promise<LinkToken> {
    return this.find(db, kind, token, invalidMessage, '');
  }

  /** Uses a valid token once: later uses are refused (row lock, so two uses cannot race). */
  async consume(
    db: Queryable,
    kind: LinkTokenKind,
    token: string,
    invalidMessage: string = MSG.invalidToken,
  ): Promise<LinkToken> {
    const t = await this.find(db, kind, token, invalidMessage, 'FOR UPDATE');
    await db.query('UPDATE link_tokens SET used_at = $2 WHERE id = $1', [t.id, this.clock.now()]);
    return t;
  }

  private async find(
    db: Queryable,
    kind: LinkTokenKind,
    token: string,
    invalidMessage: string,
    lock: string,
  ): Promise<LinkToken> {
    const { rows } = await db.query<{
      id: string;
      email: string | null;
      user_id: string | null;
      company_id: string | null;
      created_by: string | null;
      data: unknown;
      expires_at: Date;
      used_at: Date | null;
    }>(`SELECT * FROM link_tokens WHERE kind = $1 AND token_hash = $2 ${lock}`, [kind, sha256(token)]);
    const r = rows[0];
    if (!r || r.used_at || r.expires_at <= this.clock.now())
      throw badRequest(invalidMessage, [{ path: 'token', message: invalidMessage }]);
    return {
      id: r.id,
      email: r.email,
      userId: r.user_id,
      companyId: r.company_id,
      createdBy: r.created_by,
      data: r.data,
      expiresAt: r.expires_at,
    };
  }
}
