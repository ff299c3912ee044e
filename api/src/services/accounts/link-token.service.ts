/** Single-use, expiring link tokens (e-mail confirmation, invites, password reset/set, share tokens). */
import type { Tx } from '../../datasources';
import type { SessionRepository } from '../../repositories';
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
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  /** Stores the digest of a new token and returns the token itself (to be mailed or shown once). */
  async issue(
    tx: Tx,
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
    await this.sessions.issueLinkToken(
      {
        kind: t.kind,
        tokenHash: sha256(token),
        email: t.email ?? null,
        userId: t.userId ?? null,
        companyId: t.companyId ?? null,
        createdBy: t.createdBy ?? null,
        data: JSON.stringify(t.data ?? {}),
        expiresAt: t.expiresAt,
      },
      tx,
    );
    return token;
  }

  /** Reads a valid (unused, unexpired) token without using it. */
  async peek(kind: LinkTokenKind, token: string, invalidMessage: string = MSG.invalidToken): Promise<LinkToken> {
    return this.find(undefined, kind, token, invalidMessage, false);
  }

  /** Uses a valid token once: later uses are refused (row lock, so two uses cannot race). */
  async consume(
    tx: Tx,
    kind: LinkTokenKind,
    token: string,
    invalidMessage: string = MSG.invalidToken,
  ): Promise<LinkToken> {
    const t = await this.find(tx, kind, token, invalidMessage, true);
    await this.sessions.useLinkToken(t.id, this.clock.now(), tx);
    return t;
  }

  private async find(
    tx: Tx | undefined,
    kind: LinkTokenKind,
    token: string,
    invalidMessage: string,
    lock: boolean,
  ): Promise<LinkToken> {
    const r = await this.sessions.findLinkToken(kind, sha256(token), lock, tx);
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
