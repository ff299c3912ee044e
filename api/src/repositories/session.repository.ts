/** Sessions: refresh-token families, one-time codes and link tokens. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RefreshToken } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';

export class SessionRepository extends SqlRepository<RefreshToken, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RefreshToken, dataSource);
  }

  /** Stores a link token by the digest of its text (the text itself is only ever mailed or shown once). */
  async issueLinkToken(
    t: {
      kind: string;
      tokenHash: string;
      email: string | null;
      userId: string | null;
      companyId: string | null;
      createdBy: string | null;
      data: string;
      expiresAt: Date;
    },
    tx?: Tx,
  ): Promise<void> {
    await this.run(
      `INSERT INTO link_tokens (kind, token_hash, email, user_id, company_id, created_by, data, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [t.kind, t.tokenHash, t.email, t.userId, t.companyId, t.createdBy, t.data, t.expiresAt],
      tx,
    );
  }

  /** The link token of a kind with this digest, used or not; `lock` holds its row so two uses cannot race. */
  findLinkToken(kind: string, tokenHash: string, lock: boolean, tx?: Tx): Promise<LinkTokenRow | undefined> {
    return this.one(
      `SELECT * FROM link_tokens WHERE kind = $1 AND token_hash = $2 ${lock ? 'FOR UPDATE' : ''}`,
      [kind, tokenHash],
      tx,
    );
  }

  /** Marks a link token used: it is never valid again. */
  async useLinkToken(id: string, at: Date, tx?: Tx): Promise<void> {
    await this.run('UPDATE link_tokens SET used_at = $2 WHERE id = $1', [id, at], tx);
  }

  /** How many password-reset links the e-mail was sent in the last hour (by the database's clock). */
  async countRecentResetLinks(email: string, tx?: Tx): Promise<number> {
    const row = await this.one<{ n: number }>(
      // created_at is the database's time, so the hour is counted in it too
      "SELECT count(*)::int AS n FROM link_tokens WHERE kind = 'password_reset' AND email = $1 AND created_at > now() - interval '1 hour'",
      [email],
      tx,
    );
    return row!.n;
  }

  /** A company's open invites: unused, unexpired, to an e-mail that is not yet one of its users. */
  findOpenInvites(companyId: string, now: Date, tx?: Tx): Promise<{ id: string; email: string }[]> {
    return this.rows(
      `SELECT id, email FROM link_tokens WHERE kind = 'invite' AND company_id = $1 AND used_at IS NULL AND expires_at > $2
         AND NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = $1 AND u.email = link_tokens.email AND u.status NOT IN ('Removed', 'Closed'))
       ORDER BY created_at`,
      [companyId, now],
      tx,
    );
  }

  /** Closes the company's unused invites to an e-mail (a new invite replaces them). */
  async closeInvitesTo(companyId: string, email: string, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      "UPDATE link_tokens SET used_at = $3 WHERE kind = 'invite' AND company_id = $1 AND email = $2 AND used_at IS NULL",
      [companyId, email, at],
      tx,
    );
  }

  /** Cancels one unused invite of the company; false when there is none such. */
  async cancelInvite(inviteId: string, companyId: string, at: Date, tx?: Tx): Promise<boolean> {
    return !!(await this.run(
      "UPDATE link_tokens SET used_at = $3 WHERE id = $1 AND kind = 'invite' AND company_id = $2 AND used_at IS NULL",
      [inviteId, companyId, at],
      tx,
    ));
  }

  /** Ends every session of every account of an e-mail (a new password). */
  async revokeSessionsOfEmail(email: string, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE email = $1)',
      [email, at],
      tx,
    );
  }

  /** Ends every session of a user (removed, or a refresh token replayed). */
  async revokeSessionsOfUser(userId: string, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, at],
      tx,
    );
  }

  /** Uses up every open login code of the e-mail (a new one replaces them). */
  async consumeOpenCodes(email: string, at: Date, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE one_time_codes SET consumed_at = $2 WHERE email = $1 AND consumed_at IS NULL',
      [email, at],
      tx,
    );
  }

  /** Stores a login code by its digest. */
  async createCode(email: string, codeHash: string, expiresAt: Date, tx?: Tx): Promise<void> {
    await this.run(
      'INSERT INTO one_time_codes (email, code_hash, expires_at) VALUES ($1, $2, $3)',
      [email, codeHash, expiresAt],
      tx,
    );
  }

  /** The e-mail's newest open login code, locked. */
  lockLatestCode(email: string, tx?: Tx): Promise<{ id: string; code_hash: string; expires_at: Date } | undefined> {
    return this.one(
      `SELECT id, code_hash, expires_at FROM one_time_codes WHERE email = $1 AND consumed_at IS NULL
       ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
      [email],
      tx,
    );
  }

  /** Counts a wrong try of a login code. */
  async countCodeAttempt(id: string, tx?: Tx): Promise<void> {
    await this.run('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [id], tx);
  }

  /** Uses up a login code. */
  async consumeCode(id: string, at: Date, tx?: Tx): Promise<void> {
    await this.run('UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1', [id, at], tx);
  }

  /** The refresh token with this digest, locked. */
  lockRefreshToken(
    tokenHash: string,
    tx?: Tx,
  ): Promise<
    | {
        id: string;
        user_id: string;
        family_id: string;
        expires_at: Date;
        revoked_at: Date | null;
        replaced_by: string | null;
      }
    | undefined
  > {
    return this.one(
      'SELECT id, user_id, family_id, expires_at, revoked_at, replaced_by FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
      [tokenHash],
      tx,
    );
  }

  /** Revokes one refresh token. */
  async revokeRefreshToken(id: string, at: Date, tx?: Tx): Promise<void> {
    await this.run('UPDATE refresh_tokens SET revoked_at = $2 WHERE id = $1', [id, at], tx);
  }

  /** A refresh token that is not revoked, by id. */
  findLiveRefreshToken(
    id: string,
    tx?: Tx,
  ): Promise<{ token_hash: string; user_agent: string | null; expires_at: Date } | undefined> {
    return this.one(
      'SELECT token_hash, user_agent, expires_at FROM refresh_tokens WHERE id = $1 AND revoked_at IS NULL',
      [id],
      tx,
    );
  }

  /** Revokes a rotated refresh token and links it to its successor (by the successor's digest). */
  async replaceRefreshToken(id: string, at: Date, successorHash: string, tx?: Tx): Promise<void> {
    await this.run(
      'UPDATE refresh_tokens SET revoked_at = $2, replaced_by = (SELECT id FROM refresh_tokens WHERE token_hash = $3) WHERE id = $1',
      [id, at, successorHash],
      tx,
    );
  }

  /** Revokes the whole family of a refresh token (logout); the user of the revoked tokens, if any was live. */
  revokeFamilyOf(tokenHash: string, at: Date, tx?: Tx): Promise<{ user_id: string } | undefined> {
    return this.one(
      `UPDATE refresh_tokens SET revoked_at = $2
        WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1) AND revoked_at IS NULL
        RETURNING user_id`,
      [tokenHash, at],
      tx,
    );
  }

  /** Stores a refresh token in a family (a new family, named by the token's own id, when none is given). */
  async createRefreshToken(
    t: { userId: string; tokenHash: string; expiresAt: Date; familyId: string | null; userAgent: string | null },
    tx?: Tx,
  ): Promise<string> {
    const row = await this.one<{ family_id: string }>(
      `INSERT INTO refresh_tokens (id, user_id, token_hash, expires_at, family_id, user_agent)
       SELECT id, $1, $2, $3, coalesce($4::uuid, id), $5 FROM (SELECT gen_random_uuid() AS id) g RETURNING family_id`,
      [t.userId, t.tokenHash, t.expiresAt, t.familyId, t.userAgent],
      tx,
    );
    return row!.family_id;
  }
}

/** A stored link token (its text is never stored, only its digest). */
export interface LinkTokenRow {
  id: string;
  email: string | null;
  user_id: string | null;
  company_id: string | null;
  created_by: string | null;
  data: unknown;
  expires_at: Date;
  used_at: Date | null;
}
