/**
 * The unit of work: every write runs in `transaction(async (tx) => …)`, and repositories take `tx` to run inside it.
 * A transaction aborted only because of concurrent ones (deadlock, serialization failure, a chain position of the
 * action log taken by a concurrent commit, a prepared statement a migration outdated) is run again from the start, up
 * to TX_ATTEMPTS times; then it is refused as a write conflict and nothing is changed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { IsolationLevel, type Transaction } from '@loopback/repository';
import type { PoolClient } from 'pg';
import { MSG } from '../contracts/messages';
import { conflict } from '../services/errors';
import { collectAtCommit, flushAtCommit } from '../repositories/at-commit';
import type { PostgresDataSource } from './postgres.datasource';
import { isOutdatedPreparedStatement } from './prepared-statements';

/** A PostgreSQL transaction of the datasource. */
export interface Tx extends Transaction {
  /** The transaction's connection (the connector's pg client); only repositories use it. */
  readonly connection: PoolClient;
  /** Raw SQL on the transaction, for seeds and test fixtures only: the registry's own SQL lives in repositories. */
  query: PoolClient['query'];
}

/** How often a transaction is run when PostgreSQL aborts it for a deadlock or a serialization failure. */
export const TX_ATTEMPTS = 4;

/**
 * Whether PostgreSQL aborted the transaction only because of what ran beside it: other transactions at the same
 * moment, or a migration that outdated a prepared statement (prepared-statements.ts).
 */
export function isTransientConflict(e: unknown): boolean {
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  return (
    code === '40P01' ||
    code === '40001' ||
    (code === '23505' && constraint === 'action_logs_chain_seq') ||
    isOutdatedPreparedStatement(e)
  );
}

export class UnitOfWork {
  constructor(private readonly dataSource: PostgresDataSource) {}

  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws (see above for retries). */
  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(fn);
      } catch (e) {
        if (!isTransientConflict(e)) throw e;
        if (attempt >= TX_ATTEMPTS) throw conflict(MSG.writeConflict);
        await sleep(Math.random() * 20 * attempt);
      }
    }
  }

  private async once<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const tx = (await this.dataSource.beginTransaction(IsolationLevel.READ_COMMITTED)) as Tx;
    tx.query = tx.connection.query.bind(tx.connection) as PoolClient['query'];
    collectAtCommit(tx);
    try {
      const result = await fn(tx);
      await flushAtCommit(tx);
      await tx.commit();
      return result;
    } catch (e) {
      await tx.rollback().catch(() => undefined);
      throw e;
    }
  }
}
