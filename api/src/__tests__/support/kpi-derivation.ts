/**
 * The Impact Trends Dashboard's figures as the Transactions History's derivation gives them (TRANSACTION_SOURCES,
 * completed transactions only — contracts/kpi.ts), per UTC month and kind, for one company ($1): what the table
 * company_month_figures (migration 1763760003600) must hold. Verification only: the API reads the table.
 */
import { TRANSACTION_SOURCES } from '../../repositories/credit-request.repository';
import type { Database } from '../../db/database';

/** One month's figures of one kind: the transaction count and the kilogram sums, as text. */
export type MonthFigures = {
  month: string;
  kind: string;
  count: string;
  amountKg: string;
  co2eqKg: string;
};

/** A transaction of the derivation that is complete (contracts/kpi.ts). */
const COMPLETED = `((t.type IN ('Register', 'Incoming', 'Retirement', 'Scope1') AND t.status = 'Approved')
  OR (t.type = 'Transfer' AND t.status = 'Deposit Approved') OR t.type = 'Withdrawal')`;

/** A withdrawal counts out of the holdings (+); its reversal, back into them (−). */
const signed = (col: string) =>
  `CASE WHEN t.type = 'Withdrawal' AND t.direction = 'incoming' THEN -t.${col} ELSE t.${col} END`;

const DERIVED = `
  SELECT to_char(date_trunc('month', t.date AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
         CASE WHEN t.type IN ('Transfer', 'Retirement') AND t.company_id <> $1 THEN t.type || ' on behalf' ELSE t.type END AS kind,
         count(*)::text AS count, sum(${signed('amount_kg')})::text AS "amountKg", sum(${signed('co2eq_kg')})::text AS "co2eqKg"
  FROM (${TRANSACTION_SOURCES}) t WHERE ${COMPLETED}
  GROUP BY 1, 2 ORDER BY 1, 2`;

const KEPT = `
  SELECT to_char(month, 'YYYY-MM') AS month, kind, sum(count)::text AS count, sum(amount_kg)::text AS "amountKg",
         sum(co2eq_kg)::text AS "co2eqKg"
  FROM company_month_figures WHERE company_id = $1
  GROUP BY month, kind HAVING sum(count) <> 0 OR sum(amount_kg) <> 0 OR sum(co2eq_kg) <> 0
  ORDER BY 1, 2`;

/** The company's figures by the derivation. */
export const derivedFigures = (db: Database, companyId: string) => db.rows<MonthFigures>(DERIVED, [companyId]);

/** The company's figures as the table keeps them, summed over the slots (months and kinds all nil left out). */
export const keptFigures = (db: Database, companyId: string) => db.rows<MonthFigures>(KEPT, [companyId]);
