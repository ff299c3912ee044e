/** `Idempotency-Key`s of companies and the answers they were given (issue 16.3). */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { IdempotencyKey } from '../models';
import { SqlRepository } from './sql.repository';

/** A key's row: the request it was first used with and, once that request succeeded, its answer. */
export interface IdempotencyRow {
  requestHash: string;
  status: number | null;
  response: unknown;
}

export class IdempotencyRepository extends SqlRepository<IdempotencyKey, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(IdempotencyKey, dataSource);
  }

  /**
   * Claims the company's key for a request: true when this call inserted the row. A key remembered longer than
   * `rememberHours` is forgotten first, so it can be claimed afresh. Concurrent claims of one key are decided by
   * the primary key: exactly one insert wins.
   */
  async claim(companyId: string, key: string, requestHash: string, rememberHours: number): Promise<boolean> {
    await this.run(
      `DELETE FROM idempotency_keys WHERE company_id = $1 AND key = $2 AND created_at <= now() - $3 * interval '1 hour'`,
      [companyId, key, rememberHours],
    );
    const inserted = await this.rows(
      `INSERT INTO idempotency_keys (company_id, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (company_id, key) DO NOTHING RETURNING key`,
      [companyId, key, requestHash],
    );
    return inserted.length === 1;
  }

  findKey(companyId: string, key: string): Promise<IdempotencyRow | undefined> {
    return this.one<IdempotencyRow>(
      `SELECT request_hash AS "requestHash", status, response FROM idempotency_keys WHERE company_id = $1 AND key = $2`,
      [companyId, key],
    );
  }

  /** Stores the answer of the request that claimed the key. */
  async complete(companyId: string, key: string, status: number, response: unknown): Promise<void> {
    await this.run(`UPDATE idempotency_keys SET status = $3, response = $4::jsonb WHERE company_id = $1 AND key = $2`, [
      companyId,
      key,
      status,
      JSON.stringify(response ?? null),
    ]);
  }

  /** Frees a key whose request failed (it changed nothing), so that a retry runs it again. */
  async release(companyId: string, key: string): Promise<void> {
    await this.run('DELETE FROM idempotency_keys WHERE company_id = $1 AND key = $2 AND status IS NULL', [
      companyId,
      key,
    ]);
  }

  /** Forgets the keys older than `rememberHours`. */
  sweep(rememberHours: number): Promise<number> {
    return this.run(`DELETE FROM idempotency_keys WHERE created_at <= now() - $1 * interval '1 hour'`, [rememberHours]);
  }
}
