/**
 * A LISTEN connection of its own (not one of the pool's: a pool closed first must not wait for it). PostgreSQL
 * delivers a NOTIFY only when its transaction commits, so a rolled-back write is never heard.
 */
import { Client } from 'pg';
import type { PostgresDataSource } from './postgres.datasource';

export interface Listener {
  /** Ends the connection; `onLost` is not called for an ended listener. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called with each notification's payload on `channel`. */
  onNotify(payload: string): void;
  /** Called once when the connection breaks (server restart, network); the caller decides to listen again. */
  onLost?(error?: Error): void;
}

/** Opens a connection to the datasource's database and LISTENs on `channel`. */
export async function listen(
  dataSource: PostgresDataSource,
  channel: string,
  options: ListenOptions,
): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const client = new Client({ connectionString: dataSource.url });
  let ended = false;
  let lost = false;
  const onLost = (e?: Error) => {
    if (ended || lost) return;
    lost = true;
    client.end().catch(() => undefined);
    options.onLost?.(e);
  };
  client.on('notification', (n) => {
    if (n.channel === channel && n.payload) options.onNotify(n.payload);
  });
  client.on('error', onLost);
  client.on('end', () => onLost());
  await client.connect();
  await client.query(`LISTEN ${channel}`);
  return {
    async close() {
      ended = true;
      await client.end().catch(() => undefined);
    },
  };
}
