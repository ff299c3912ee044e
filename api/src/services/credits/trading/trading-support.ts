/**
 * What the trading services share: who may act on a credit (its holder, or a facilitator it is assigned to), the
 * request views, and the mail recipients of a company.
 */
import type { CompanyType, CreditRequestView, SubmissionType } from '../../../contracts';
import { MSG, kgToTonnes } from '../../../contracts';
import type { Database, Queryable } from '../../../db/database';
import type { Tx } from '../../../datasources';
import { notFound } from '../../errors';
import type { CreditRow, LedgerActor } from '../ledger/ledger.service';
import { publishSubmission } from '../../admin/submission-events';

/** The signed-in user as the trading services need it. */
export interface TradingActor {
  userId: string;
  companyId: string;
  companyType: CompanyType;
  ip?: string;
}

export const ledgerActor = (a: TradingActor): LedgerActor => ({
  kind: 'User',
  userId: a.userId,
  companyId: a.companyId,
  ip: a.ip,
});

export interface CreditAccess {
  credit: CreditRow;
  /** The holder's company type: the variant of the transfer / retirement form (spec 2 §2.7). */
  holderType: CompanyType;
  holderName: string;
  /** A facilitator acting on behalf of the holder. */
  byFacilitator: boolean;
  /** What may move: the volume, or the facilitator amount capped at the volume (spec 2 §5). */
  availableKg: bigint;
}

/**
 * The credit as the actor may use it: its holder, or the Facilitator company it is assigned to. Anything else is a
 * 404 with no data (DESIGN §3). Call with a locked credit row.
 */
export async function creditAccess(
  db: Database,
  tx: Queryable,
  actor: TradingActor,
  credit: CreditRow | undefined,
): Promise<CreditAccess> {
  if (!credit || !credit.bcuid) throw notFound();
  const own = credit.company_id === actor.companyId;
  const byFacilitator =
    !own && actor.companyType === 'Facilitator' && credit.facilitator_company_id === actor.companyId;
  if (!own && !byFacilitator) throw notFound();
  const holder = (await db.one<{ type: CompanyType; name: string }>(
    'SELECT type, name FROM companies WHERE id = $1',
    [credit.company_id],
    tx,
  ))!;
  const volume = BigInt(credit.volume_kg);
  const fa = credit.facilitator_amount_kg ? BigInt(credit.facilitator_amount_kg) : 0n;
  return {
    credit,
    holderType: holder.type,
    holderName: holder.name,
    byFacilitator,
    availableKg: byFacilitator ? (fa < volume ? fa : volume) : volume,
  };
}

/** Whether the holder stays anonymous in statements of retirements this contact makes on its behalf (spec 2 §2.11). */
export async function publicAnonymity(
  db: Database,
  tx: Queryable,
  holderId: string,
  facilitatorId: string,
): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2 AND is_allow_on_behalf AND is_public_anonymity',
    [holderId, facilitatorId],
    tx,
  );
  return !!row;
}

/** True when the holder's contact list lets this facilitator act on its behalf (company_contacts, spec 2 §2.11). */
export async function allowsOnBehalf(
  db: Database,
  tx: Queryable,
  holderId: string,
  facilitatorId: string,
): Promise<boolean> {
  const row = await db.one(
    'SELECT 1 FROM company_contacts WHERE from_company_id = $1 AND to_company_id = $2 AND is_allow_on_behalf',
    [holderId, facilitatorId],
    tx,
  );
  return !!row;
}

/**
 * The validity job closes the admin's pending submission of a request whose BCU expired (Rejected, the expiry as the
 * review message), so the submission list never offers a decision that can no longer be made.
 */
export async function closeSubmissionOnExpiry(
  db: Database,
  tx: Tx,
  submissionId: string | null,
  now: Date,
): Promise<void> {
  if (!submissionId) return;
  const s = await db.one<{ id: string; type: SubmissionType; company_id: string }>(
    `UPDATE submissions SET status = 'Rejected', review_message = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1 AND status = 'Pending'
     RETURNING id, type, company_id`,
    [submissionId, MSG.creditExpired, now],
    tx,
  );
  if (s) await publishSubmission(tx, { id: s.id, type: s.type, status: 'Rejected', companyId: s.company_id });
}

/** E-mail addresses of a company's active users. */
export async function companyEmails(db: Database, tx: Queryable, companyId: string): Promise<string[]> {
  const rows = await db.rows<{ email: string }>(
    "SELECT email FROM users WHERE company_id = $1 AND status = 'Active' ORDER BY type, created_at",
    [companyId],
    tx,
  );
  return rows.map((r) => r.email);
}

export async function userEmail(db: Database, tx: Queryable, userId: string | null): Promise<string[]> {
  if (!userId) return [];
  const row = await db.one<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId], tx);
  return row ? [row.email] : [];
}

/** The SELECT behind CreditRequestView (alias r for credit_requests). */
export const REQUEST_SELECT = `
  SELECT r.id, r.kind, r.status, r.credit_id AS "creditId", oc.bcuid, r.held_credit_id AS "heldCreditId", hc.bcuid AS "heldBcuid",
         r.amount_kg::text AS "amountKg", hc.co2eq_kg::text AS "co2eqKg", hc.energy_mj::text AS "energyMj",
         r.amount_type AS "amountType", r.amount_input AS "amountInput",
         json_build_object('id', s.id, 'name', s.name, 'type', s.type) AS sender,
         trim(coalesce(su.first_name, '') || ' ' || coalesce(su.last_name, '')) AS "senderUser",
         CASE WHEN rc.id IS NULL THEN NULL ELSE json_build_object('id', rc.id, 'name', rc.name, 'type', rc.type) END AS receiver,
         CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object('id', f.id, 'name', f.name, 'type', f.type) END AS "onBehalfBy",
         r.is_scope1_provider AS "isScope1Provider", r.is_scope3_provider AS "isScope3Provider",
         r.credit_claim_country AS "creditClaimCountry", r.reporting,
         CASE WHEN s3.id IS NULL THEN NULL ELSE json_build_object('id', s3.id, 'name', s3.name, 'type', s3.type) END AS "scope3Company",
         r.scope3_anonymity AS "scope3Anonymity", r.submission_id AS "submissionId", r.statement_id AS "statementId",
         r.created_at AS "createdAt", r.decided_at AS "decidedAt", r.completed_at AS "completedAt", r.expires_at AS "expiresAt"
  FROM credit_requests r
  JOIN credits oc ON oc.id = r.credit_id
  JOIN credits hc ON hc.id = r.held_credit_id
  JOIN companies s ON s.id = r.sender_company_id
  LEFT JOIN users su ON su.id = r.sender_user_id
  LEFT JOIN companies rc ON rc.id = r.receiver_company_id
  LEFT JOIN companies f ON f.id = r.on_behalf_company_id
  LEFT JOIN companies s3 ON s3.id = r.scope3_company_id`;

type RawRequest = Omit<
  CreditRequestView,
  'amount' | 'tonnesOfCO2eq' | 'neatAmountInMJ' | 'createdAt' | 'decidedAt' | 'completedAt' | 'expiresAt'
> & {
  amountKg: string;
  co2eqKg: string;
  energyMj: string;
  createdAt: Date;
  decidedAt: Date | null;
  completedAt: Date | null;
  expiresAt: Date | null;
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRequestView(r: RawRequest): CreditRequestView {
  const { amountKg, co2eqKg, energyMj, ...rest } = r;
  return {
    ...rest,
    amount: kgToTonnes(amountKg),
    tonnesOfCO2eq: kgToTonnes(co2eqKg),
    neatAmountInMJ: energyMj,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    completedAt: iso(r.completedAt),
    expiresAt: iso(r.expiresAt),
  };
}

export async function requestView(db: Database, id: string, tx?: Queryable): Promise<CreditRequestView> {
  const row = await db.one<RawRequest>(`${REQUEST_SELECT} WHERE r.id = $1`, [id], tx);
  if (!row) throw notFound();
  return toRequestView(row);
}

export const fmtDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');
