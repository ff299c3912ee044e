/**
 * What a refused request must leave as it was: the action log and the ledger's totals, and (for the authorization
 * matrix) the content of every table.
 */
import type { Database } from '../../db/database';

export async function actionLogCount(db: Database): Promise<number> {
  return Number((await db.one<{ n: string }>('SELECT count(*)::text AS n FROM action_logs'))!.n);
}

/** Credits per status with their summed volume, and the number of credit events. */
export async function ledgerTotals(db: Database): Promise<string> {
  const credits = await db.rows<{ status: string; n: string; kg: string }>(
    'SELECT status, count(*)::text AS n, coalesce(sum(volume_kg), 0)::text AS kg FROM credits GROUP BY status ORDER BY status',
  );
  const events = await db.one<{ n: string }>('SELECT count(*)::text AS n FROM credit_events');
  return JSON.stringify({ credits, events: events!.n });
}

/** An md5 of every row of every table of the public schema, but those named in `skip`. */
export async function tableDigests(db: Database, skip: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await db.rows<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.filter((x) => !skip.includes(x.name))) {
    const row = await db.one<{ d: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS d FROM "${name}" t`,
    );
    out[name] = row!.d ?? '';
  }
  return out;
}
