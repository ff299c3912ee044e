/**
 * What the trading services share: who may act on a credit (its holder, or a facilitator it is assigned to), the
 * request views, and the mail recipients of a request.
 */
import type { CompanyType, CreditRequestView, SubmissionType } from '../../../contracts';
import { MSG, kgToTonnes } from '../../../contracts';
import type { Tx } from '../../../datasources';
import { type Repositories, type RequestViewRow, inTx } from '../../../repositories';
import { notFound } from '../../errors';
import type { CreditRow, LedgerActor } from '../ledger/ledger.service';
import { publishSubmission } from '../../admin/submission-events';
import type { MailService } from '../../platform/mail.service';

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
  companies: Repositories['companies'],
  actor: TradingActor,
  credit: CreditRow | undefined,
  tx?: Tx,
): Promise<CreditAccess> {
  if (!credit || !credit.bcuid) throw notFound();
  const own = credit.company_id === actor.companyId;
  const byFacilitator =
    !own && actor.companyType === 'Facilitator' && credit.facilitator_company_id === actor.companyId;
  if (!own && !byFacilitator) throw notFound();
  const holder = (await companies.findParty(credit.company_id, tx))!;
  const volume = BigInt(credit.volume_kg);
  const fa = credit.facilitator_amount_kg ? BigInt(credit.facilitator_amount_kg) : 0n;
  return {
    credit,
    holderType: holder.type as CompanyType,
    holderName: holder.name,
    byFacilitator,
    availableKg: byFacilitator ? (fa < volume ? fa : volume) : volume,
  };
}

/** Whether the holder stays anonymous in statements of retirements this contact makes on its behalf (spec 2 §2.11). */
export async function publicAnonymity(
  contacts: Repositories['contacts'],
  holderId: string,
  facilitatorId: string,
  tx?: Tx,
): Promise<boolean> {
  const where = { fromCompanyId: holderId, toCompanyId: facilitatorId, isAllowOnBehalf: true, isPublicAnonymity: true };
  return (await contacts.count(where, inTx(tx))).count > 0;
}

/** True when the holder's contact list lets this facilitator act on its behalf (company_contacts, spec 2 §2.11). */
export async function allowsOnBehalf(
  contacts: Repositories['contacts'],
  holderId: string,
  facilitatorId: string,
  tx?: Tx,
): Promise<boolean> {
  const where = { fromCompanyId: holderId, toCompanyId: facilitatorId, isAllowOnBehalf: true };
  return (await contacts.count(where, inTx(tx))).count > 0;
}

/**
 * The validity job closes the admin's pending submission of a request whose BCU expired (Rejected, the expiry as the
 * review message), so the submission list never offers a decision that can no longer be made.
 */
export async function closeSubmissionOnExpiry(
  submissions: Repositories['submissions'],
  submissionId: string | null,
  now: Date,
  tx: Tx,
): Promise<void> {
  if (!submissionId) return;
  const s = await submissions.rejectPendingAsExpired(submissionId, MSG.creditExpired, now, tx);
  if (s)
    await publishSubmission(tx, {
      id: s.id,
      type: s.type as SubmissionType,
      status: 'Rejected',
      companyId: s.company_id,
    });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRequestView(r: RequestViewRow): CreditRequestView {
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

export async function requestView(
  creditRequests: Repositories['creditRequests'],
  id: string,
  tx?: Tx,
): Promise<CreditRequestView> {
  const row = await creditRequests.findView(id, tx);
  if (!row) throw notFound();
  return toRequestView(row);
}

export const fmtDate = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');

/**
 * Mails a request's outcome, one message to each recipient, in the caller's transaction: the user who sent the request
 * and the active users of the given companies, each address once (MailService.queueOutcome).
 */
export async function mailOutcome(
  deps: { mail: MailService; tx: Tx },
  outcome: { userId: string | null; companyIds: (string | null)[]; subject: string; text: string },
): Promise<void> {
  await deps.mail.queueOutcome(
    deps.tx,
    { userId: outcome.userId, companyIds: outcome.companyIds },
    { subject: outcome.subject, text: outcome.text },
  );
}
