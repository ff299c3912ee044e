/**
 * The SQL of the credit views (contracts/credit-views.ts): the list and detail columns, the searches and the
 * lineage's events. `c` is credits, `h` the holder, `fc` the facilitator, `cs` the scheme, `fs` the feedstock.
 * Rows are turned into views by services/credits/ledger/credit-projection.ts.
 */
import { likePattern } from './sql-filter';
import { prepared } from '../datasources/prepared-statements';

/** SQL of the list columns; `c` is credits, `h` the holder, `fc` the facilitator, `cs` the scheme, `fs` the feedstock. */
export const LIST_FROM = `
  FROM credits c
  JOIN companies h ON h.id = c.company_id
  LEFT JOIN companies fc ON fc.id = c.facilitator_company_id
  LEFT JOIN ref_certification_schemes cs ON cs.id::text = c.details->>'sustainabilityCertification'
  LEFT JOIN ref_feedstocks fs ON fs.id::text = c.details->>'rawMaterialFeedstock'`;

export const PRODUCT_TYPE_SQL = `coalesce(c.details->'edited'->>'productType', c.details->>'endProductType', c.details->>'productType')`;

/**
 * The ids of the credits whose BCU ID, PoS number or holder's name contains `search` — with `balance`, also the product
 * type and feedstock name the balance shows: one branch per index (BCU ID and PoS number trigrams, the holder through
 * company_id, expression indexes), to be gathered with `c.id = ANY(ARRAY(…))` so the outer scan looks the few matches
 * up by primary key instead of scanning every credit. `param` binds a value and names its placeholder.
 *
 * A BCU ID is 'BCU-', digits and hyphens (the credits table checks it), so a search that begins with 'BCU-', in any
 * case, can only be found at the start of an ID: that branch asks for the IDs beginning with the search in capitals
 * (LIKE, exact in every collation) — the same credits as the case-blind 'contains', about five times faster, because
 * the trigram index no longer has to be read for every ID that merely shares 'BCU-2…' with it.
 */
export function creditSearchIds(search: string, param: (value: unknown) => string, balance: boolean): string {
  const pattern = param(likePattern(search));
  const bcuid = /^bcu-/i.test(search)
    ? `bcuid LIKE ${param(likePattern(search.toUpperCase()).slice(1))}`
    : `bcuid ILIKE ${pattern}`;
  const branches = [
    `SELECT id FROM credits WHERE ${bcuid}`,
    `SELECT id FROM credits WHERE pos_number ILIKE ${pattern}`,
    `SELECT id FROM credits WHERE company_id = ANY(ARRAY(SELECT id FROM companies WHERE name ILIKE ${pattern}))`,
  ];
  if (balance)
    branches.push(
      `SELECT c.id FROM credits c WHERE ${PRODUCT_TYPE_SQL} ILIKE ${pattern}`,
      `SELECT id FROM credits WHERE details->>'rawMaterialFeedstock' IN (SELECT id::text FROM ref_feedstocks WHERE name ILIKE ${pattern})`,
    );
  return branches.join('\n  UNION ');
}

export const RAW_MATERIAL_SQL = `coalesce(c.details->'edited'->>'rawMaterial', fs.name, c.details->>'rawMaterial')`;
export const SCHEME_SQL = `coalesce(c.details->'edited'->>'certificationScheme', cs.name, c.details->>'certificationScheme')`;

export const LIST_SELECT = `
  SELECT c.id, c.bcuid, ${PRODUCT_TYPE_SQL} AS product_type, ${RAW_MATERIAL_SQL} AS raw_material,
         ${SCHEME_SQL} AS scheme, c.registration_approved_at, c.co2eq_kg, c.volume_kg, c.energy_mj, c.status,
         c.expires_at, c.company_id, h.name AS holder_name, h.type AS holder_type, c.facilitator_company_id,
         fc.name AS facilitator_name, c.facilitator_amount_kg, c.pos_number, c.updated_at, c.created_at
  ${LIST_FROM}`;

/**
 * The credit and its ancestors (a split part's history starts with its root's registration), each parent looked up by
 * its key. A prepared statement keeps one plan for every credit: planned as a join, it would read every credit for
 * the parent of each; the sub-select (kept apart from the join by OFFSET 0) makes it one index lookup per ancestor.
 */
const LINEAGE = `lineage(id, parent_id) AS (
    SELECT id, parent_id FROM credits WHERE id = $1
    UNION ALL SELECT p.id, p.parent_id
      FROM lineage l CROSS JOIN LATERAL (SELECT id, parent_id FROM credits WHERE id = l.parent_id OFFSET 0) p
  )`;

/** The lineage's events `e`, looked up through their credit's index for each credit of the lineage, as its parents are. */
const LINEAGE_EVENTS = 'lineage l CROSS JOIN LATERAL (SELECT * FROM credit_events WHERE credit_id = l.id OFFSET 0) e';

export const LINEAGE_EVENTS_SQL = `
  WITH RECURSIVE ${LINEAGE}
  SELECT e.id, e.created_at, e.triggered_by, e.initiator_name, e.account_name, e.event, e.bcuid, e.pre_status,
         e.post_status, e.amount_kg, e.holder_name
  FROM ${LINEAGE_EVENTS}
  ORDER BY e.created_at DESC, e.id DESC`;

/**
 * A company as `{id, name, type}` (JSON), null when `idSql` names none: a sub-select rather than a join, so a view
 * naming several companies does not make the planner search the join orders of all of them for each statement.
 */
export const companyRefJson = (idSql: string) =>
  `(SELECT json_build_object('id', x.id, 'name', x.name, 'type', x.type) FROM companies x WHERE x.id = ${idSql})`;
const companyRef = (alias: string, column: string) => `${companyRefJson(`c.${column}`)} AS ${alias}`;

export const DETAIL_SELECT = `
  SELECT c.id, c.bcuid, ${PRODUCT_TYPE_SQL} AS product_type, ${RAW_MATERIAL_SQL} AS raw_material,
         ${SCHEME_SQL} AS scheme, c.registration_approved_at, c.co2eq_kg, c.volume_kg, c.energy_mj, c.status,
         c.expires_at, c.company_id, h.name AS holder_name, h.type AS holder_type, c.facilitator_company_id,
         fc.name AS facilitator_name, c.facilitator_amount_kg, c.pos_number, c.updated_at, c.created_at,
         c.root_id, c.parent_id, (SELECT p.bcuid FROM credits p WHERE p.id = c.parent_id) AS origin,
         c.issuer_company_id, i.name AS issuer_name, i.type AS issuer_type, c.registration_flow,
         c.registration_denied_at, c.pos_file_id, c.supplier_file_id, c.details, cs.name AS cs_name,
         cs.baseline_value::text AS cs_baseline, fs.name AS fs_name,
         ${companyRef('scope1', 'scope1_company_id')}, ${companyRef('scope3', 'scope3_company_id')},
         ${companyRef('scope3_logistic', 'scope3_logistic_company_id')},
         c.credit_claim_country, c.reporting, c.scope3_anonymity, c.transferred_by_facilitator,
         coalesce(i.certificate_end_date < ($2::timestamptz AT TIME ZONE 'UTC')::date, false) AS certification_expired
  ${LIST_FROM}
  JOIN companies i ON i.id = c.issuer_company_id
  WHERE c.id = $1`;

/**
 * DETAIL_SELECT with the BCU events of the credit's lineage (as LINEAGE_EVENTS_SQL reads them, newest first) in one
 * statement: the events as the JSON column `lineage_events`, their numbers and times as text (the repository turns
 * the times into the Dates their columns would have been). The answer of every ledger decision: planned once per
 * connection.
 */
export const DETAIL_WITH_EVENTS_SQL = prepared(`
  WITH RECURSIVE ${LINEAGE},
  d AS (${DETAIL_SELECT})
  SELECT d.*, (
    SELECT coalesce(json_agg(json_build_object('id', e.id::text, 'created_at', e.created_at::text,
             'triggered_by', e.triggered_by, 'initiator_name', e.initiator_name, 'account_name', e.account_name,
             'event', e.event, 'bcuid', e.bcuid, 'pre_status', e.pre_status, 'post_status', e.post_status,
             'amount_kg', e.amount_kg::text, 'holder_name', e.holder_name) ORDER BY e.created_at DESC, e.id DESC), '[]')
    FROM ${LINEAGE_EVENTS}) AS lineage_events
  FROM d`);
