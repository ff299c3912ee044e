/**
 * The registry's PostgreSQL datasource (loopback-connector-postgresql): the one pool for request work. pg-boss,
 * LISTEN/NOTIFY, migrations and the CSV cursor keep their own connections.
 */
import { juggler } from '@loopback/repository';
import { type Pool, types } from 'pg';

// DATE stays a 'yyyy-MM-dd' string (no time-zone shift); NUMERIC and BIGINT are never turned into floats.
types.setTypeParser(1082, (v) => v);

export class PostgresDataSource extends juggler.DataSource {
  static readonly dataSourceName = 'postgres';

  /** `lazy`: connect at the first query, not at once (a datasource that may never query, e.g. the OpenAPI build). */
  constructor(
    readonly url: string,
    max = 10,
    lazy = false,
  ) {
    super({
      name: PostgresDataSource.dataSourceName,
      connector: 'postgresql',
      url,
      max,
      lazyConnect: lazy,
      // an idle connection dropped by the server (restart, shutdown) must not crash the process
      onError: (e: Error) => console.error('[db] idle connection error:', e.message),
    });
  }

  /** The connector's pg pool, for the few readers that stream (the CSV cursor). */
  get pool(): Pool {
    return (this.connector as unknown as { pg: Pool }).pg;
  }
}
