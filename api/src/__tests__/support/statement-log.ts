/**
 * The SQL statements the process sends while `fn` runs (every node-postgres client: the datasource's pool and the
 * transactions' connections), for tests of how many round trips a request costs. Background work (jobs, the mail
 * outbox) may send statements meanwhile: tests count only the statements they are about.
 */
import { Client } from 'pg';

export async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = Client.prototype.query;
  const patched = function (this: Client, ...args: unknown[]) {
    const q = args[0] as string | { text?: string };
    const text = typeof q === 'string' ? q : q?.text;
    if (text) seen.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  Client.prototype.query = patched as typeof original;
  try {
    await fn();
  } finally {
    Client.prototype.query = original;
  }
  return seen;
}
