/**
 * The base of the registry's repositories: LoopBack's transactional CRUD over one model, plus named SQL for what a
 * filter cannot say (joins, aggregates, locks). Every method takes the unit of work's `tx` when it runs inside one.
 */
import { DefaultTransactionalRepository, type Entity, type Options } from '@loopback/repository';
import { types } from 'pg';
import type { Tx } from '../datasources';
import type { PreparedOption, PreparedSql } from '../datasources/prepared-statements';

type Params = readonly unknown[];

/** Options that run a repository call inside `tx` (or on the pool without one). */
export const inTx = (tx?: Tx): Options | undefined => (tx ? { transaction: tx } : undefined);

/** A statement's text and the options that send it: in `tx`, and under its name when it is prepared. */
function statement(sql: string | PreparedSql, tx?: Tx): [string, (Options & PreparedOption) | undefined] {
  return typeof sql === 'string' ? [sql, inTx(tx)] : [sql.text, { ...inTx(tx), prepared: sql.name }];
}

/**
 * A timestamptz read inside a JSON column (as `created_at::text`, the very text node-postgres receives for the column
 * itself), turned into the Date node-postgres makes of that column by the same parser: the answers' `toISOString()`
 * dates do not depend on whether a value came as a column or inside a JSON sub-select (PostgreSQL's own JSON writes a
 * timestamp in another form, with a 'T' and the session's offset).
 */
const TIMESTAMPTZ_OID = 1184;
const parseTimestamptz = types.getTypeParser(TIMESTAMPTZ_OID) as (text: string) => Date;
export const timestamptzFromJson = (text: string | null): Date | null =>
  text === null ? null : parseTimestamptz(text);

export class SqlRepository<
  T extends Entity,
  ID,
  Relations extends object = object,
> extends DefaultTransactionalRepository<T, ID, Relations> {
  /** The rows a statement returns (a SELECT, or an INSERT/UPDATE/DELETE with RETURNING). */
  protected async rows<R extends object>(sql: string | PreparedSql, params: Params = [], tx?: Tx): Promise<R[]> {
    const [text, options] = statement(sql, tx);
    const result = (await this.execute(text, params as unknown[], options)) as R[] | { rows?: R[] } | null;
    if (Array.isArray(result)) return result;
    return result?.rows ?? [];
  }

  /** The first row a statement returns, if any. */
  protected async one<R extends object>(
    sql: string | PreparedSql,
    params: Params = [],
    tx?: Tx,
  ): Promise<R | undefined> {
    return (await this.rows<R>(sql, params, tx))[0];
  }

  /** Runs an UPDATE or DELETE; the number of rows it changed. */
  protected async run(sql: string | PreparedSql, params: Params = [], tx?: Tx): Promise<number> {
    const [text, options] = statement(sql, tx);
    const result = (await this.execute(text, params as unknown[], options)) as { count?: number } | unknown[] | null;
    if (Array.isArray(result)) return result.length;
    return result?.count ?? 0;
  }
}
