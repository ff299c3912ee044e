/**
 * Reference values in the backoffice (spec 3 §2.6, §5, §7 "Reference values"): certification schemes, feedstock
 * certifications and incentives — list, create, change, delete, each write with its action-log row (and a live
 * 'reference-values' event) in the same transaction. A scheme or feedstock certification that a credit's
 * registration data names cannot be deleted (the credit would lose its scheme, its baseline and so its CO2eq basis).
 */
import type { Tx } from '../../datasources';
import {
  type AdminCertificationScheme,
  type AdminNamedReference,
  FEEDSTOCK_CERTIFICATION_DETAIL_KEYS,
  MSG,
  type NamedReferenceInput,
  type NamedReferenceSortField,
  type ReferenceFilter,
  SCHEME_DETAIL_KEYS,
  type SchemeCreate,
  type SchemeSortField,
  type SchemeUpdate,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import { conflict, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';
import type { ListPage } from '../list-page';
import { likePattern, SqlFilter } from '../../repositories/sql-filter';
import { publish } from '../platform/events.service';

/** The two id-and-name lists; the only table names this service puts into SQL besides the schemes'. */
const NAMED = {
  feedstockCertifications: {
    table: 'ref_feedstock_certifications',
    subject: 'feedstock_certification',
    label: 'Feedstock certification',
    detailKeys: FEEDSTOCK_CERTIFICATION_DETAIL_KEYS as readonly string[],
    inUseMessage: MSG.feedstockCertificationInUse,
  },
  incentives: {
    table: 'ref_incentives',
    subject: 'incentive',
    label: 'Incentive',
    detailKeys: [] as readonly string[],
    inUseMessage: '',
  },
} as const;
export type NamedReferenceList = keyof typeof NAMED;

/**
 * JSONPath condition: some `key` anywhere in credits.details equals $n (the id as a number), $s (the id as text)
 * or $name. Keys come from the contract's constant lists, never from a client.
 */
function detailsPath(keys: readonly string[]): string {
  return keys.map((k) => `exists($.**.${k} ? (@ == $n || @ == $s || @ == $name))`).join(' || ');
}

/** SQL: whether any credit names the row `r` (id and name columns) under one of `keys`. */
function inUseSql(keys: readonly string[], alias: string): string {
  if (!keys.length) return 'false';
  return `EXISTS (SELECT 1 FROM credits c WHERE jsonb_path_match(c.details,
            '${detailsPath(keys)}',
            jsonb_build_object('n', ${alias}.id, 's', ${alias}.id::text, 'name', ${alias}.name)))`;
}

const SCHEME_COLUMNS_SQL = `r.id, r.name, r.baseline_value::float8 AS "baselineValue", r.fuel_emission_factor::float8 AS "fuelEmissionFactor"`;
/** One scheme with its in-use flag (a scan of the credits: asked for one row, never for a list page). */
const SCHEME_SELECT = `SELECT ${SCHEME_COLUMNS_SQL}, ${inUseSql(SCHEME_DETAIL_KEYS, 'r')} AS "inUse" FROM ref_certification_schemes r`;

const SCHEME_SORT: Record<SchemeSortField, string> = {
  id: 'r.id',
  name: 'lower(r.name)',
  baselineValue: 'r.baseline_value',
  fuelEmissionFactor: 'r.fuel_emission_factor',
};
const NAMED_SORT: Record<NamedReferenceSortField, string> = { id: 'r.id', name: 'lower(r.name)' };

const SCHEME_COLUMNS: Record<keyof SchemeUpdate, string> = {
  name: 'name',
  baselineValue: 'baseline_value',
  fuelEmissionFactor: 'fuel_emission_factor',
};

function where(filter: ReferenceFilter): SqlFilter {
  const w = new SqlFilter();
  if (filter.q) w.add('r.name ILIKE ?', likePattern(filter.q));
  if (filter.id) w.add('r.id = ANY(?::int[])', filter.id);
  return w;
}

/** A unique-name violation becomes the 409 the form shows under the name. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw conflict(MSG.referenceNameTaken, [{ path: 'name', message: MSG.referenceNameTaken }]);
    throw e;
  }
}

export class ReferenceAdminService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
  ) {}

  // ---- certification schemes ----

  async listSchemes(filter: ReferenceFilter, page: ListPage<SchemeSortField>) {
    const w = where(filter);
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM ref_certification_schemes r ${w.sql}`,
      w.params,
    );
    const rows = await this.db.rows<AdminCertificationScheme>(
      `SELECT ${SCHEME_COLUMNS_SQL} FROM ref_certification_schemes r ${w.sql} ORDER BY ${SCHEME_SORT[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      w.params,
    );
    return { rows, total: Number(total!.n) };
  }

  async scheme(id: number, db: Queryable = this.db.pool, lock = false): Promise<AdminCertificationScheme> {
    const row = await this.db.one<AdminCertificationScheme>(
      `${SCHEME_SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
      db,
    );
    if (!row) throw notFound();
    return row;
  }

  createScheme(input: SchemeCreate, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return uniqueName(() =>
      this.db.tx(async (tx) => {
        const { id } = (await this.db.one<{ id: number }>(
          `INSERT INTO ref_certification_schemes (name, baseline_value, fuel_emission_factor) VALUES ($1, $2, $3) RETURNING id`,
          [input.name, input.baselineValue, input.fuelEmissionFactor],
          tx,
        ))!;
        const after = await this.scheme(id, tx);
        await this.write(tx, 'Certification scheme created', 'certification_scheme', after.id, by, meta, {
          scheme: plain(after),
        });
        return after;
      }),
    );
  }

  /** Applies the given fields that differ; nothing changed: no write, no log row, no event. */
  updateScheme(id: number, input: SchemeUpdate, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return uniqueName(() =>
      this.db.tx(async (tx) => {
        const before = await this.scheme(id, tx, true);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const sets: string[] = [];
        const params: unknown[] = [id];
        for (const [key, column] of Object.entries(SCHEME_COLUMNS) as [keyof SchemeUpdate, string][]) {
          const next = input[key];
          if (next === undefined || next === before[key]) continue;
          changes[key] = { from: before[key], to: next };
          params.push(next);
          sets.push(`${column} = $${params.length}`);
        }
        if (!sets.length) return before;
        await tx.query(
          `UPDATE ref_certification_schemes SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
          params,
        );
        const after = await this.scheme(id, tx);
        await this.write(tx, 'Certification scheme updated', 'certification_scheme', id, by, meta, {
          name: after.name,
          changes,
        });
        return after;
      }),
    );
  }

  /** Deletes a scheme no credit names; answers it as it was. */
  removeScheme(id: number, by: Editor, meta: RequestMeta): Promise<AdminCertificationScheme> {
    return this.db.tx(async (tx) => {
      // the share lock on credits keeps a registration from naming the scheme between the check and the delete
      await tx.query('LOCK TABLE credits IN SHARE MODE');
      const before = await this.scheme(id, tx, true);
      if (before.inUse) throw conflict(MSG.schemeInUse, [{ path: 'id', message: MSG.schemeInUse }]);
      await tx.query('DELETE FROM ref_certification_schemes WHERE id = $1', [id]);
      await this.write(tx, 'Certification scheme deleted', 'certification_scheme', id, by, meta, {
        scheme: plain(before),
      });
      return before;
    });
  }

  // ---- feedstock certifications and incentives ----

  async listNamed(list: NamedReferenceList, filter: ReferenceFilter, page: ListPage<NamedReferenceSortField>) {
    const { table } = NAMED[list];
    const w = where(filter);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} r ${w.sql}`, w.params);
    const rows = await this.db.rows<AdminNamedReference>(
      `SELECT r.id, r.name FROM ${table} r ${w.sql}
        ORDER BY ${NAMED_SORT[page.sortField]} ${page.sortOrder}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      w.params,
    );
    return { rows, total: Number(total!.n) };
  }

  async named(
    list: NamedReferenceList,
    id: number,
    db: Queryable = this.db.pool,
    lock = false,
  ): Promise<AdminNamedReference> {
    const { table, detailKeys } = NAMED[list];
    const row = await this.db.one<AdminNamedReference>(
      `SELECT r.id, r.name, ${inUseSql(detailKeys, 'r')} AS "inUse" FROM ${table} r WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
      db,
    );
    if (!row) throw notFound();
    return row;
  }

  createNamed(list: NamedReferenceList, input: NamedReferenceInput, by: Editor, meta: RequestMeta) {
    const { table, subject, label } = NAMED[list];
    return uniqueName(() =>
      this.db.tx(async (tx) => {
        const { id } = (await this.db.one<{ id: number }>(
          `INSERT INTO ${table} (name) VALUES ($1) RETURNING id`,
          [input.name],
          tx,
        ))!;
        await this.write(tx, `${label} created`, subject, id, by, meta, { name: input.name });
        return this.named(list, id, tx);
      }),
    );
  }

  updateNamed(list: NamedReferenceList, id: number, input: NamedReferenceInput, by: Editor, meta: RequestMeta) {
    const { table, subject, label } = NAMED[list];
    return uniqueName(() =>
      this.db.tx(async (tx) => {
        const before = await this.named(list, id, tx, true);
        if (before.name === input.name) return before;
        await tx.query(`UPDATE ${table} SET name = $2 WHERE id = $1`, [id, input.name]);
        await this.write(tx, `${label} updated`, subject, id, by, meta, {
          changes: { name: { from: before.name, to: input.name } },
        });
        return this.named(list, id, tx);
      }),
    );
  }

  removeNamed(list: NamedReferenceList, id: number, by: Editor, meta: RequestMeta) {
    const { table, subject, label, inUseMessage } = NAMED[list];
    return this.db.tx(async (tx) => {
      if (inUseMessage) await tx.query('LOCK TABLE credits IN SHARE MODE');
      const before = await this.named(list, id, tx, true);
      if (before.inUse) throw conflict(inUseMessage, [{ path: 'id', message: inUseMessage }]);
      await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      await this.write(tx, `${label} deleted`, subject, id, by, meta, { name: before.name });
      return before;
    });
  }

  private async write(
    tx: Tx,
    action: string,
    subjectType: string,
    id: number,
    by: Editor,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    await this.log.write(tx, {
      kind: 'User',
      action,
      userId: by.userId,
      companyId: by.companyId,
      subjectType,
      subjectId: String(id),
      ip: meta.ip,
      details: { id, adminId: by.userId, ...details },
    });
    await publish(tx, { topic: 'reference-values', data: { list: subjectType, id } });
  }
}

const plain = ({ inUse: _inUse, ...rest }: AdminCertificationScheme) => rest;
