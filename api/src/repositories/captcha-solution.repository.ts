/** Redeemed captcha solutions, shared by every registry instance on the database. */
import { inject } from '@loopback/core';
import type { PostgresDataSource, Tx } from '../datasources';
import { CaptchaSolution } from '../models';
import { SqlRepository } from './sql.repository';

export class CaptchaSolutionRepository extends SqlRepository<CaptchaSolution, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(CaptchaSolution, dataSource);
  }

  /**
   * Marks a challenge's solution used for `ttlMs`: true the first time, false when any instance redeemed it already
   * (one atomic insert; the primary key refuses the second).
   */
  async markUsed(nonce: string, ttlMs: number, tx?: Tx): Promise<boolean> {
    const row = await this.one<{ nonce: string }>(
      `INSERT INTO captcha_solutions (nonce, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond')
       ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
      [nonce, ttlMs],
      tx,
    );
    return row !== undefined;
  }

  /** Forgets solutions whose challenge has expired: an expired challenge is refused anyway. */
  sweepExpired(tx?: Tx): Promise<number> {
    return this.run('DELETE FROM captcha_solutions WHERE expires_at < now()', [], tx);
  }
}
