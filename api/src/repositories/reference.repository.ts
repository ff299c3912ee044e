/** Reference values (feedstocks, schemes, processes, …) of the registration forms. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { RefFeedstock } from '../models';
import { SqlRepository } from './sql.repository';
import type { Tx } from '../datasources';
import {
  FEEDSTOCK_CERTIFICATION_DETAIL_KEYS,
  SCHEME_DETAIL_KEYS,
  type AdminCertificationScheme,
  type AdminNamedReference,
  type NamedReferenceSortField,
  type ReferenceFilter,
  type SchemeCreate,
  type SchemeSortField,
} from '../contracts';
import type { ListPage } from '../services/list-page';
import { SqlFilter, likePattern } from './sql-filter';
import type { CertificationScheme, ConversionProcess, Feedstock, ReferenceItem } from '../contracts';

export class ReferenceRepository extends SqlRepository<RefFeedstock, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(RefFeedstock, dataSource);
  }

  /** The certification schemes with their baseline and fuel emission factor as exact decimal text. */
  registrationSchemes() {
    return this.rows<{ id: number; name: string; baselineValue: string; fuelEmissionFactor: string }>(
      `SELECT id, name, baseline_value::text AS "baselineValue", fuel_emission_factor::text AS "fuelEmissionFactor" FROM ref_certification_schemes`,
    );
  }

  /** The names of the feedstock certifications. */
  async feedstockCertificationNames(): Promise<string[]> {
    return (await this.rows<{ name: string }>('SELECT name FROM ref_feedstock_certifications')).map((r) => r.name);
  }

  /** The names of the incentives. */
  async incentiveNames(): Promise<string[]> {
    return (await this.rows<{ name: string }>('SELECT name FROM ref_incentives')).map((r) => r.name);
  }

  /**
   * A registration's named reference values in one round trip (names case-insensitive): whether the product type,
   * chain of custody model and end product exist, the feedstock certification's name, the feedstock with its raw
   * material, and the conversion process.
   */
  async resolveRegistration(r: {
    productType: string;
    chain: string;
    endProduct: string;
    feedstockCertification: string;
    feedstockId: number;
    conversionProcess: string;
  }) {
    return (await this.one<{
      productType: boolean;
      chain: boolean;
      endProduct: boolean;
      feedstockCertification: string | null;
      feedstock: { feedstock: string; rawMaterial: string; rawMaterialId: number } | null;
      conversion: { code: string; name: string } | null;
    }>(
      `SELECT EXISTS (SELECT 1 FROM ref_product_types WHERE lower(name) = lower($1)) AS "productType",
              EXISTS (SELECT 1 FROM ref_chain_of_custody_models WHERE lower(name) = lower($2)) AS chain,
              EXISTS (SELECT 1 FROM ref_end_products WHERE lower(name) = lower($3)) AS "endProduct",
              (SELECT name FROM ref_feedstock_certifications WHERE lower(name) = lower($4) LIMIT 1) AS "feedstockCertification",
              (SELECT json_build_object('feedstock', f.name, 'rawMaterial', r.name, 'rawMaterialId', r.id)
                 FROM ref_feedstocks f JOIN ref_raw_materials r ON r.id = f.raw_material_id WHERE f.id = $5) AS feedstock,
              (SELECT json_build_object('code', code, 'name', name) FROM ref_conversion_processes WHERE lower(code) = lower($6) LIMIT 1) AS conversion`,
      [r.productType, r.chain, r.endProduct, r.feedstockCertification, r.feedstockId, r.conversionProcess],
    ))!;
  }

  // ---- reference values in the backoffice (spec 3 §2.6): schemes, feedstock certifications, incentives ----

  /** A page of certification schemes under the filter, with the total. */
  async schemePage(
    filter: ReferenceFilter,
    page: ListPage<SchemeSortField>,
  ): Promise<{ rows: AdminCertificationScheme[]; total: number }> {
    const w = referenceWhere(filter);
    const total = await this.one<{ n: string }>(
      `SELECT count(*) AS n FROM ref_certification_schemes r ${w.sql}`,
      w.params,
    );
    const rows = await this.rows<AdminCertificationScheme>(
      `SELECT ${SCHEME_COLUMNS_SQL} FROM ref_certification_schemes r ${w.sql} ORDER BY ${SCHEME_SORT[page.sortField]} ${page.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      w.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** One scheme with whether a credit names it (a scan of the credits: one row, never a list page); `lock` locks it. */
  adminScheme(id: number, tx?: Tx, lock = false): Promise<AdminCertificationScheme | undefined> {
    return this.one<AdminCertificationScheme>(
      `${SCHEME_SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
      tx,
    );
  }

  /** Adds a scheme; its id. */
  async insertScheme(input: SchemeCreate, tx: Tx): Promise<number> {
    const row = await this.one<{ id: number }>(
      `INSERT INTO ref_certification_schemes (name, baseline_value, fuel_emission_factor) VALUES ($1, $2, $3) RETURNING id`,
      [input.name, input.baselineValue, input.fuelEmissionFactor],
      tx,
    );
    return row!.id;
  }

  /** Sets the given fields of a scheme (only the contract's fields: name, baselineValue, fuelEmissionFactor). */
  async updateScheme(id: number, values: Partial<SchemeCreate>, tx: Tx): Promise<void> {
    const keys = (Object.keys(values) as (keyof SchemeCreate)[]).filter((k) => values[k] !== undefined);
    if (!keys.length) return;
    await this.run(
      `UPDATE ref_certification_schemes SET ${keys.map((k, i) => `${SCHEME_COLUMNS[k]} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...keys.map((k) => values[k])],
      tx,
    );
  }

  async deleteScheme(id: number, tx: Tx): Promise<void> {
    await this.run('DELETE FROM ref_certification_schemes WHERE id = $1', [id], tx);
  }

  /**
   * Keeps every credit as it is until `tx` ends (a share lock), so no registration names a reference value
   * between the in-use check and its deletion.
   */
  async holdCredits(tx: Tx): Promise<void> {
    await this.run('LOCK TABLE credits IN SHARE MODE', [], tx);
  }

  /** A page of an id-and-name list under the filter, with the total. */
  async namedPage(
    list: NamedReferenceTable,
    filter: ReferenceFilter,
    page: ListPage<NamedReferenceSortField>,
  ): Promise<{ rows: AdminNamedReference[]; total: number }> {
    const { table } = NAMED_TABLES[list];
    const w = referenceWhere(filter);
    const total = await this.one<{ n: string }>(`SELECT count(*) AS n FROM ${table} r ${w.sql}`, w.params);
    const rows = await this.rows<AdminNamedReference>(
      `SELECT r.id, r.name FROM ${table} r ${w.sql}
        ORDER BY ${NAMED_SORT[page.sortField]} ${page.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, r.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      w.params,
    );
    return { rows, total: Number(total!.n) };
  }

  /** One entry of an id-and-name list with whether a credit names it; `lock` locks it. */
  adminNamed(list: NamedReferenceTable, id: number, tx?: Tx, lock = false): Promise<AdminNamedReference | undefined> {
    const { table, detailKeys } = NAMED_TABLES[list];
    return this.one<AdminNamedReference>(
      `SELECT r.id, r.name, ${inUseSql(detailKeys, 'r')} AS "inUse" FROM ${table} r WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [id],
      tx,
    );
  }

  /** Adds an entry to an id-and-name list; its id. */
  async insertNamed(list: NamedReferenceTable, name: string, tx: Tx): Promise<number> {
    const row = await this.one<{ id: number }>(
      `INSERT INTO ${NAMED_TABLES[list].table} (name) VALUES ($1) RETURNING id`,
      [name],
      tx,
    );
    return row!.id;
  }

  async renameNamed(list: NamedReferenceTable, id: number, name: string, tx: Tx): Promise<void> {
    await this.run(`UPDATE ${NAMED_TABLES[list].table} SET name = $2 WHERE id = $1`, [id, name], tx);
  }

  async deleteNamed(list: NamedReferenceTable, id: number, tx: Tx): Promise<void> {
    await this.run(`DELETE FROM ${NAMED_TABLES[list].table} WHERE id = $1`, [id], tx);
  }

  /** The certification schemes with their exact baseline and emission factor (NUMERIC as text), CORSIA flagged. */
  findCertificationSchemes(): Promise<CertificationScheme[]> {
    return this.rows<CertificationScheme>(
      `SELECT id, name, baseline_value::text AS "baselineValue", fuel_emission_factor::text AS "fuelEmissionFactor",
              name ILIKE '%corsia%' AS "isCorsia"
         FROM ref_certification_schemes ORDER BY id`,
    );
  }

  /** One of the id-and-name lists, in its order. */
  findNamedList(list: NamedList): Promise<ReferenceItem[]> {
    const { table, order } = NAMED_LISTS[list];
    return this.rows<ReferenceItem>(`SELECT id, name FROM ${table} ORDER BY ${order}`);
  }

  /** The conversion processes, in their order. */
  findConversionProcesses(): Promise<ConversionProcess[]> {
    return this.rows<ConversionProcess>(
      'SELECT id, code, name, astm_annex AS "astmAnnex" FROM ref_conversion_processes ORDER BY sort',
    );
  }

  /** The feedstocks (of one raw material, when given) with their raw material's name, in their order. */
  findFeedstocks(rawMaterialId?: number): Promise<Feedstock[]> {
    return this.rows<Feedstock>(
      `SELECT f.id, f.name, f.raw_material_id AS "rawMaterialId", r.name AS "rawMaterial"
         FROM ref_feedstocks f JOIN ref_raw_materials r ON r.id = f.raw_material_id
        WHERE $1::int IS NULL OR f.raw_material_id = $1
        ORDER BY f.sort`,
      [rawMaterialId ?? null],
    );
  }
}
// ---- reference values admin SQL ----

/** The id-and-name lists the admin edits, with the credit details keys that name their entries. */
const NAMED_TABLES = {
  feedstockCertifications: {
    table: 'ref_feedstock_certifications',
    detailKeys: FEEDSTOCK_CERTIFICATION_DETAIL_KEYS as readonly string[],
  },
  incentives: { table: 'ref_incentives', detailKeys: [] as readonly string[] },
} as const;
export type NamedReferenceTable = keyof typeof NAMED_TABLES;

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
const SCHEME_SELECT = `SELECT ${SCHEME_COLUMNS_SQL}, ${inUseSql(SCHEME_DETAIL_KEYS, 'r')} AS "inUse" FROM ref_certification_schemes r`;

const SCHEME_SORT: Record<SchemeSortField, string> = {
  id: 'r.id',
  name: 'lower(r.name)',
  baselineValue: 'r.baseline_value',
  fuelEmissionFactor: 'r.fuel_emission_factor',
};
const NAMED_SORT: Record<NamedReferenceSortField, string> = { id: 'r.id', name: 'lower(r.name)' };

const SCHEME_COLUMNS: Record<keyof SchemeCreate, string> = {
  name: 'name',
  baselineValue: 'baseline_value',
  fuelEmissionFactor: 'fuel_emission_factor',
};

function referenceWhere(filter: ReferenceFilter): SqlFilter {
  const w = new SqlFilter();
  if (filter.q) w.add('r.name ILIKE ?', likePattern(filter.q));
  if (filter.id) w.add('r.id = ANY(?::int[])', filter.id);
  return w;
}
/** The id-and-name lists, each with its table and order; the only table names these reads put into SQL. */
export const NAMED_LISTS = {
  feedstockCertifications: { table: 'ref_feedstock_certifications', order: 'lower(name), id' },
  incentives: { table: 'ref_incentives', order: 'id' },
  rawMaterials: { table: 'ref_raw_materials', order: 'sort' },
  productTypes: { table: 'ref_product_types', order: 'sort' },
  endProducts: { table: 'ref_end_products', order: 'sort' },
  chainOfCustodyModels: { table: 'ref_chain_of_custody_models', order: 'sort' },
} as const;
export type NamedList = keyof typeof NAMED_LISTS;
