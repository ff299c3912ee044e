/**
 * The registry's PostgreSQL datasource (loopback-connector-postgresql): the one pool for request work. pg-boss,
 * LISTEN/NOTIFY, migrations and the CSV cursor keep their own connections.
 */
import { juggler } from '@loopback/repository';
import { type Pool, types } from 'pg';
import { sendPreparedStatements } from './prepared-statements';

// DATE stays a 'yyyy-MM-dd' string (no time-zone shift); NUMERIC and BIGINT are never turned into floats.
types.setTypeParser(1082, (v) => v);

export class PostgresDataSource extends juggler.DataSource {
  static readonly dataSourceName = 'postgres';

  constructor(
    readonly url: string,
    max = 10,
    /** Connect on the first query only (the OpenAPI document boots the app without a database). */
    lazyConnect = false,
  ) {
    super({
      name: PostgresDataSource.dataSourceName,
      connector: 'postgresql',
      url,
      max,
      lazyConnect,
      // an idle connection dropped by the server (restart, shutdown) must not crash the process
      onError: (e: Error) => console.error('[db] idle connection error:', e.message),
    });
    sendPreparedStatements(this.connector as unknown as Parameters<typeof sendPreparedStatements>[0]);
  }

  /** The connector's pg pool, for the few readers that stream (the CSV cursor). */
  get pool(): Pool {
    return (this.connector as unknown as { pg: Pool }).pg;
  }
}
