/**
 * The ledger (DESIGN §4): the ONLY code that creates credits (a registration's Pending credit, a split's parts),
 * issues or denies a registration, changes a credit's volume, owner, status or facilitator assignment, and appends
 * BCU events. The database holds to it: those writes pass only while the ledger's own transaction flag is set
 * (CreditRepository.asLedger; migration 1763760001500), so any other writer is refused.
 * Every step runs inside the caller's transaction, locks the credits it touches (SELECT … FOR UPDATE, in id order),
 * checks their status after the lock, and writes its BCU event (pre/post status, amount, who) and its action-log row
 * in the same transaction. Volumes are integer kilograms handled as BigInt; a split divides volume, CO2eq and MJ
 * exactly (contracts/amounts.ts) and the children get the BCUIDs `{parent}-01` (the moving part) and `{parent}-02`.
 *
 * Invariant: a credit's volume never changes after it is created — a registered credit's first event is
 * 'Registration Approved', a split child's first event is 'Split' with its volume; a Split parent keeps its volume
 * and its (not Merged) children's volumes sum to it exactly; a part returned next to its Active sibling merges back
 * (both Merged, the parent Active again). So the registered total always equals the sum over the leaf credits
 * (every status but Split and Merged).
 */
import type { Tx } from '../../../datasources';
import {
  EXPIRING_STATUSES,
  LOG_ACTION,
  MSG,
  type CreditEventKind,
  type CreditStatus,
  childBcuids,
  isPastValidity,
  kgToTonnes,
  quantities,
  splitQuantities,
  CREDIT_VALIDITY_MONTHS,
} from '../../../contracts';
import type { UnitOfWork } from '../../../datasources';
import type { CreditRepository, CreditRow, LedgerEventRow } from '../../../repositories';
import { conflict, invalid, notFound } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import { addMonths, type Clock } from '../../platform/clock';
import { publish } from '../../platform/events.service';
import type { WebhookEmitter } from '../../integrations/webhook.service';

/** Who makes a ledger step: a user (with the company acting) or the System (a schedule). */
export interface LedgerActor {
  kind: 'User' | 'System';
  userId?: string | null;
  /** The company acting (the holder, or a facilitator acting on its behalf). */
  companyId?: string | null;
  ip?: string;
}

export type { CreditRow } from '../../../repositories';

/** A registration's Pending credit and its submission event (figures computed by the registration). */
export interface RegistrationInput {
  creditId: string;
  submissionId: string;
  companyId: string;
  companyName: string;
  userId: string;
  userName: string;
  volumeKg: string;
  co2eqKg: string;
  energyMj: string;
  details: unknown;
  posNumber: string;
  posFileId: string;
  supplierFileId: string | null;
  registrationFlow: string;
  eventDetails: unknown;
  now: Date;
}

/** An admin's decision on a Pending registration. */
export interface RegistrationDecision {
  creditId: string;
  submissionId: string;
  companyId: string;
  companyName: string;
  volumeKg: string;
  reviewerId: string;
  reviewerName: string | null;
  message: string | null;
  now: Date;
}

/** Formats the BCUID of spec DESIGN §4: BCU-{year}-{000123}. */
export const formatBcuid = (year: number, n: number | string): string => `BCU-${year}-${String(n).padStart(6, '0')}`;

/** Scope information a completed request writes onto the credit (spec 2 §2.7–§2.9). */
export interface ScopeUpdate {
  scope1CompanyId?: string | null;
  scope3CompanyId?: string | null;
  scope3LogisticCompanyId?: string | null;
  scope3Anonymity?: boolean;
  creditClaimCountry?: string | null;
  reporting?: string | null;
}

interface EventInput {
  event: CreditEventKind;
  pre: CreditStatus | null;
  post: CreditStatus | null;
  amountKg: bigint | string | null;
  by: LedgerActor;
  submissionId?: string | null;
  details?: Record<string, unknown>;
}

/** Columns that a split does not copy from the parent (the rest is registration data shared by the lineage). */
const NOT_COPIED = new Set([
  'id',
  'bcuid',
  'parent_id',
  'root_id',
  'status',
  'volume_kg',
  'co2eq_kg',
  'energy_mj',
  'facilitator_company_id',
  'facilitator_amount_kg',
  'created_at',
  'updated_at',
]);

const LOG_ACTIONS: Partial<Record<CreditEventKind, string>> = {
  'Transfer Submitted': 'BCU transfer requested',
  'Transfer Approved': 'BCU transfer approved',
  'Transfer Rejected': 'BCU transfer denied',
  'Deposit Approved': 'BCU deposit approved',
  'Deposit Rejected': 'BCU deposit denied',
  'Deposit Expired': 'BCU deposit expired',
  'Retirement Submitted': 'BCU retirement requested',
  'Retirement Approved': 'BCU retirement approved',
  'Retirement Rejected': 'BCU retirement denied',
  'Scope 1 Request Submitted': 'BCU info requested',
  'Scope 1 Request Approved': 'BCU info approved',
  'Scope 1 Request Rejected': 'BCU info denied',
  'Scope 1 Request Expired': 'BCU info expired',
  Split: 'BCU split',
  Merge: 'BCU merged',
  Expired: 'Credit status changed',
  Edited: 'BCU corrected',
  'Facilitator Assigned': 'BCU facilitator assigned',
  'Facilitator Unassigned': 'BCU facilitator unassigned',
};

export class LedgerService {
  private copyColumns?: Promise<string[]>;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly credits: CreditRepository,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs a ledger step's writes with the ledger's flag on (CreditRepository.asLedger). A step whose only ledger write
   * is one statement (an event, a status change, a deposit's move) lets that statement carry the flag instead.
   */
  private write<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
    return this.credits.asLedger(tx, fn);
  }

  /** Locks the credits (in id order, so concurrent steps never deadlock) and returns them by id. */
  async lock(tx: Tx, ids: string[]): Promise<Map<string, CreditRow>> {
    const unique = [...new Set(ids)].sort();
    const rows = await this.credits.lockByIds(unique, tx);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Locks one credit; 404 when it does not exist. */
  async lockOne(tx: Tx, id: string): Promise<CreditRow> {
    const c = (await this.lock(tx, [id])).get(id);
    if (!c) throw notFound();
    return c;
  }

  /** Refuses (409) a credit whose validity has ended by the clock, whatever its status says and whether or not the job ran. */
  refuseExpired(c: CreditRow): void {
    if (isPastValidity(c.expires_at, this.clock.now())) throw conflict(MSG.creditExpired);
  }

  /**
   * Holds `amountKg` of an Active credit for a request: the whole credit becomes Transit, or it is split and the
   * moving child (`-01`) becomes Transit while `-02` stays Active. `facilitatorKg` is the part of the amount taken
   * from a facilitator's assignment (a facilitator acting on behalf). Returns the held credit.
   */
  async hold(
    tx: Tx,
    creditId: string,
    amountKg: bigint,
    event: 'Transfer Submitted' | 'Retirement Submitted',
    by: LedgerActor,
    opts: { submissionId?: string | null; byFacilitator?: boolean } = {},
  ): Promise<CreditRow> {
    return this.write(tx, () => this.holdPart(tx, creditId, amountKg, event, by, opts));
  }

  private async holdPart(
    tx: Tx,
    creditId: string,
    amountKg: bigint,
    event: 'Transfer Submitted' | 'Retirement Submitted',
    by: LedgerActor,
    opts: { submissionId?: string | null; byFacilitator?: boolean },
  ): Promise<CreditRow> {
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Active') throw conflict(MSG.creditNotActive);
    this.refuseExpired(c);
    const volume = BigInt(c.volume_kg);
    if (amountKg <= 0n || amountKg > volume) throw invalid(`amount ${amountKg} outside 1..${volume}`);
    const held = amountKg === volume ? c : (await this.split(tx, c, amountKg, by, opts))[0];
    return this.setStatus(tx, held, 'Transit', {
      event,
      pre: 'Active',
      post: 'Transit',
      amountKg: held.volume_kg,
      by,
      submissionId: opts.submissionId,
    });
  }

  /**
   * A step that leaves the status as it is (Transfer Approved, Scope 1 request events): only its event and log. The
   * credit is given by id, or as the row the caller already locked in this transaction (no second lock).
   */
  async record(
    tx: Tx,
    credit: string | CreditRow,
    event: CreditEventKind,
    by: LedgerActor,
    opts: { submissionId?: string | null; amountKg?: bigint | string | null; details?: Record<string, unknown> } = {},
  ) {
    const step = (c: CreditRow, ownStep: boolean) =>
      this.event(
        tx,
        c,
        {
          event,
          pre: c.status,
          post: c.status,
          amountKg: opts.amountKg ?? c.volume_kg,
          by,
          submissionId: opts.submissionId,
          details: opts.details,
        },
        ownStep,
      );
    // a credit the caller locked: the event is the step's only write and carries the ledger's flag itself
    if (typeof credit !== 'string') {
      await step(credit, true);
      return credit;
    }
    return this.write(tx, async () => {
      const c = await this.lockOne(tx, credit);
      await step(c, false);
      return c;
    });
  }

  /**
   * Gives a held (Transit) credit back to its holder as Active: Transfer / Deposit / Retirement rejected, Deposit
   * expired — or as Expired when its validity has ended meanwhile.
   */
  async release(
    tx: Tx,
    creditId: string,
    event: 'Transfer Rejected' | 'Deposit Rejected' | 'Deposit Expired' | 'Retirement Rejected',
    by: LedgerActor,
    submissionId?: string | null,
  ): Promise<CreditRow> {
    return this.write(tx, async () => {
      const c = await this.lockOne(tx, creditId);
      if (c.status !== 'Transit') throw conflict(MSG.requestNotPending);
      const released = await this.setStatus(tx, c, 'Active', {
        event,
        pre: 'Transit',
        post: 'Active',
        amountKg: c.volume_kg,
        by,
        submissionId,
      });
      const back = (await this.mergeBack(tx, released, by, submissionId)) ?? released;
      // a part that comes back after its validity ended is Expired at once: the clock decides, not the hourly job
      return isPastValidity(back.expires_at, this.clock.now()) ? this.expire(tx, back) : back;
    });
  }

  /**
   * Merge (DESIGN §4): a part returned to its holder whose sibling is still Active with the same holder, scope data
   * and expiry is joined back: both children become Merged and the parent is Active again with its own BCUID.
   * Volumes never change, so every sum stays exact. Returns the parent when merged.
   */
  private async mergeBack(
    tx: Tx,
    c: CreditRow,
    by: LedgerActor,
    submissionId?: string | null,
  ): Promise<CreditRow | undefined> {
    if (!c.parent_id) return undefined;
    const locked = await this.lock(tx, await this.credits.familyIds(c.parent_id, tx));
    const parent = locked.get(c.parent_id);
    const children = [...locked.values()].filter((x) => x.parent_id === c.parent_id);
    const same = (a: CreditRow, b: CreditRow) =>
      a.company_id === b.company_id &&
      a.scope1_company_id === b.scope1_company_id &&
      a.scope3_company_id === b.scope3_company_id &&
      a.scope3_logistic_company_id === b.scope3_logistic_company_id &&
      a.credit_claim_country === b.credit_claim_country &&
      a.reporting === b.reporting &&
      String(a.expires_at) === String(b.expires_at);
    if (!parent || parent.status !== 'Split' || children.length !== 2) return undefined;
    if (!children.every((x) => x.status === 'Active' && same(x, parent))) return undefined;
    const facilitators = new Set(children.map((x) => x.facilitator_company_id).filter(Boolean));
    if (facilitators.size > 1) return undefined;
    const fa = children.reduce((sum, x) => sum + BigInt(x.facilitator_amount_kg ?? 0), 0n);
    for (const child of children)
      await this.setStatus(tx, child, 'Merged', {
        event: 'Merge',
        pre: 'Active',
        post: 'Merged',
        amountKg: child.volume_kg,
        by,
        submissionId,
        details: { intoId: parent.id, intoBcuid: parent.bcuid },
      });
    await this.credits.setFacilitatorAssignment(
      parent.id,
      fa > 0n ? ([...facilitators][0] as string) : null,
      fa > 0n ? fa.toString() : null,
      tx,
    );
    return this.setStatus(tx, parent, 'Active', {
      event: 'Merge',
      pre: 'Split',
      post: 'Active',
      amountKg: parent.volume_kg,
      by,
      submissionId,
      details: { children: children.map((x) => ({ id: x.id, bcuid: x.bcuid, volumeKg: x.volume_kg })) },
    });
  }

  /** Deposit Approved: a held credit becomes the receiver's, Active, without facilitator; scope data from the sender. */
  async moveOwnership(
    tx: Tx,
    creditId: string,
    toCompanyId: string,
    by: LedgerActor,
    opts: { submissionId?: string | null; byFacilitator?: boolean; scope?: ScopeUpdate } = {},
  ): Promise<CreditRow> {
    // the move and its event are one statement carrying the ledger's flag; the scope data is not the ledger's to guard
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Transit') throw conflict(MSG.requestNotPending);
    this.refuseExpired(c);
    const e: EventInput = {
      event: 'Deposit Approved',
      pre: 'Transit',
      post: 'Active',
      amountKg: c.volume_kg,
      by,
      submissionId: opts.submissionId,
      details: { fromCompanyId: c.company_id },
    };
    const after = await this.credits.moveToHolder(
      toCompanyId,
      opts.byFacilitator ?? false,
      this.clock.now(),
      this.eventRow({ ...c, company_id: toCompanyId }, e),
      tx,
    );
    await this.applyScope(tx, c.id, opts.scope);
    await this.announce(tx, after, e);
    return after;
  }

  /** Retirement Approved: a held credit becomes Retired with its claim data. */
  async retire(
    tx: Tx,
    credit: string | CreditRow,
    by: LedgerActor,
    opts: { submissionId?: string | null; scope?: ScopeUpdate } = {},
  ): Promise<CreditRow> {
    // a row the caller locked in this transaction is current: it is not read again
    const c = typeof credit === 'string' ? await this.lockOne(tx, credit) : credit;
    if (c.status !== 'Transit') throw conflict(MSG.requestNotPending);
    this.refuseExpired(c);
    // the claim data is not the ledger's to guard; the status and its event are one statement carrying the flag
    await this.applyScope(tx, c.id, opts.scope);
    return this.setStatus(tx, c, 'Retired', {
      event: 'Retirement Approved',
      pre: 'Transit',
      post: 'Retired',
      amountKg: c.volume_kg,
      by,
      submissionId: opts.submissionId,
    });
  }

  /**
   * An approved Scope 1 answer sets the Scope 1 provider, claim country and reporting of the credit — and of the parts
   * split from it meanwhile that the same holder still has Active (with the Split records between them), each with its
   * event. A credit that has left the holder's balance — retired, expired, moved away, or held in Transit for a
   * transfer or retirement whose claim is already made — is never rewritten: with no Active part left the answer is
   * refused (409).
   */
  async setScope1(
    tx: Tx,
    creditId: string,
    holderId: string,
    scope: { scope1CompanyId: string; creditClaimCountry: string; reporting: string },
    by: LedgerActor,
  ) {
    const locked = await this.lock(tx, await this.credits.heldLineageIds(creditId, holderId, tx));
    const now = this.clock.now();
    const live = [...locked.values()].filter((c) => !isPastValidity(c.expires_at, now));
    if (!live.some((c) => c.id === creditId) || !live.some((c) => c.status === 'Active'))
      throw conflict(MSG.infoRequestCreditNotActive);
    await this.write(tx, async () => {
      for (const c of live) {
        await this.applyScope(tx, c.id, scope);
        await this.event(tx, c, {
          event: 'Scope 1 Request Approved',
          pre: c.status,
          post: c.status,
          amountKg: c.volume_kg,
          by,
          details: { scope1CompanyId: scope.scope1CompanyId, requestedFor: creditId },
        });
      }
    });
  }

  /** Assigns an Active credit (up to `amountKg`) to a facilitator company (spec 2 §5). */
  async assignFacilitator(
    tx: Tx,
    creditId: string,
    facilitatorId: string,
    amountKg: bigint,
    by: LedgerActor,
  ): Promise<CreditRow> {
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Active') throw invalid(MSG.onlyActiveToFacilitator);
    this.refuseExpired(c);
    if (amountKg <= 0n || amountKg > BigInt(c.volume_kg)) throw invalid(`amount ${amountKg} outside 1..${c.volume_kg}`);
    return this.write(tx, async () => {
      const after = await this.credits.assignFacilitator(
        c.id,
        facilitatorId,
        amountKg.toString(),
        this.clock.now(),
        tx,
      );
      await this.event(tx, after, {
        event: 'Facilitator Assigned',
        pre: c.status,
        post: c.status,
        amountKg,
        by,
        details: { facilitatorCompanyId: facilitatorId },
      });
      return after;
    });
  }

  async unassignFacilitator(tx: Tx, creditId: string, by: LedgerActor): Promise<CreditRow> {
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Active') throw invalid(MSG.onlyActiveToFacilitator);
    if (!c.facilitator_company_id) throw conflict(MSG.facilitatorNotAssigned);
    return this.write(tx, async () => {
      const after = await this.credits.unassignFacilitator(c.id, this.clock.now(), tx);
      await this.event(tx, after, {
        event: 'Facilitator Unassigned',
        pre: c.status,
        post: c.status,
        amountKg: c.facilitator_amount_kg,
        by,
        details: { facilitatorCompanyId: c.facilitator_company_id },
      });
      return after;
    });
  }

  /**
   * Expires the credits whose 24-month validity has ended in any status but Transit and the final ones (event
   * 'Expired', System), in batches, skipping rows another transaction holds (they are picked up by the next run).
   * Held (Transit) credits are the trading schedule's: their request is cancelled first (trading-expiry.service.ts).
   * Returns the expired credit ids.
   */
  async expireCredits(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    const statuses = EXPIRING_STATUSES.filter((s) => s !== 'Transit');
    const expired: string[] = [];
    for (;;) {
      const batch = await this.uow.transaction(async (tx) => {
        const rows = await this.credits.lockExpiredBatch(this.clock.now(), statuses, scope.companyIds, tx);
        await this.write(tx, async () => {
          for (const c of rows) await this.expire(tx, c);
        });
        return rows.map((r) => r.id);
      });
      expired.push(...batch);
      if (batch.length < 200) return expired;
    }
  }

  /** The Transit credits whose validity has ended (their requests are cancelled before they expire). */
  async heldPastValidity(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    return this.credits.heldPastValidityIds(this.clock.now(), scope.companyIds);
  }

  /** A locked credit past its validity, in an expiring status other than Transit, becomes Expired (System). */
  async expire(tx: Tx, c: CreditRow): Promise<CreditRow> {
    if (
      c.status === 'Transit' ||
      !(EXPIRING_STATUSES as readonly string[]).includes(c.status) ||
      !isPastValidity(c.expires_at, this.clock.now())
    )
      throw conflict(MSG.creditNotActive);
    return this.write(tx, () =>
      this.setStatus(tx, c, 'Expired', {
        event: 'Expired',
        pre: c.status,
        post: 'Expired',
        amountKg: c.volume_kg,
        by: { kind: 'System' },
      }),
    );
  }

  /**
   * A registration (spec 2 §2.13): the Pending credit without BCUID, held by the registering company, and its
   * 'Registration Submitted' event, in the registration's transaction.
   */
  async register(tx: Tx, r: RegistrationInput): Promise<void> {
    await this.write(tx, async () => {
      await this.credits.insertRegistered(
        {
          id: r.creditId,
          submissionId: r.submissionId,
          companyId: r.companyId,
          userId: r.userId,
          volumeKg: r.volumeKg,
          co2eqKg: r.co2eqKg,
          energyMj: r.energyMj,
          details: r.details,
          posNumber: r.posNumber,
          posFileId: r.posFileId,
          supplierFileId: r.supplierFileId,
          registrationFlow: r.registrationFlow,
          now: r.now,
        },
        tx,
      );
      await this.credits.appendRegistrationEvent(
        {
          creditId: r.creditId,
          event: 'Registration Submitted',
          bcuid: null,
          pre: null,
          post: 'Pending',
          amountKg: r.volumeKg,
          userId: r.userId,
          initiatorName: r.userName,
          companyId: r.companyId,
          companyName: r.companyName,
          submissionId: r.submissionId,
          details: r.eventDetails,
          at: r.now,
        },
        tx,
      );
    });
  }

  /**
   * Issuing (the admin approves a registration): the Pending credit gets its BCUID BCU-{year}-{number}, becomes
   * Active with 24 months of validity, with its 'Registration Approved' event. Returns the BCUID.
   */
  async issue(tx: Tx, d: RegistrationDecision): Promise<string> {
    return this.write(tx, async () => {
      const bcuid = formatBcuid(d.now.getUTCFullYear(), await this.credits.nextBcuNumber(tx));
      await this.credits.markIssued(d.creditId, bcuid, d.now, addMonths(d.now, CREDIT_VALIDITY_MONTHS), tx);
      await this.registrationDecided(tx, d, 'Registration Approved', bcuid, 'Active');
      return bcuid;
    });
  }

  /** Denial of a registration: the Pending credit becomes Denied, with its 'Registration Rejected' event. */
  async deny(tx: Tx, d: RegistrationDecision): Promise<void> {
    await this.write(tx, async () => {
      await this.credits.markDenied(d.creditId, d.now, tx);
      await this.registrationDecided(tx, d, 'Registration Rejected', null, 'Denied');
    });
  }

  private registrationDecided(
    tx: Tx,
    d: RegistrationDecision,
    event: 'Registration Approved' | 'Registration Rejected',
    bcuid: string | null,
    post: CreditStatus,
  ) {
    return this.credits.appendRegistrationEvent(
      {
        creditId: d.creditId,
        event,
        bcuid,
        pre: 'Pending',
        post,
        amountKg: d.volumeKg,
        userId: d.reviewerId,
        initiatorName: d.reviewerName,
        companyId: d.companyId,
        companyName: d.companyName,
        submissionId: d.submissionId,
        details: { message: d.message },
        at: d.now,
      },
      tx,
    );
  }

  /**
   * The 'Edited' event of an admin's correction of descriptive data (the figures are `correct`'s): before and
   * after of the changed fields, the admin and the admin's company, status unchanged.
   */
  async recordEdited(tx: Tx, creditId: string, userId: string, details: unknown): Promise<void> {
    await this.write(tx, () => this.credits.appendEditedEvent(creditId, userId, details, this.clock.now(), tx));
  }

  // ---- internals ----

  /** Splits a locked Active credit: parent → Split; `-01` carries `kg`, `-02` the rest; both Active, events 'Split'. */
  /**
   * An admin's correction of volume, energy or status (spec 3 §5 "Admin BCU edit"), in the edit's transaction.
   * Volume and energy: only on a registered BCU that is its own lineage (no parent, never split, not held by a
   * request), so no other credit's sum depends on it; CO2eq follows the energy in proportion. Status: any status of
   * the full list except those the requests own (Pending, Approved, Denied, Transit, Split, Merged, Retired), and
   * never away from one of them. One 'Edited' event records before and after.
   */
  async correct(
    tx: Tx,
    edit: {
      creditId: string;
      volumeKg?: bigint;
      energyMj?: bigint;
      status?: string;
      by: { userId: string; companyId: string };
    },
  ): Promise<CreditRow> {
    const c = await this.lockOne(tx, edit.creditId);
    const by: LedgerActor = { kind: 'User', userId: edit.by.userId, companyId: edit.by.companyId };
    const sets: Record<string, unknown> = {};
    const set = (col: string, v: unknown) => {
      sets[col] = v;
    };
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    if (edit.volumeKg !== undefined || edit.energyMj !== undefined) {
      const children = await this.credits.hasChildren(c.id, tx);
      if (c.parent_id || children || !['Active', 'Pending', 'Suspended', 'Inactive', 'Expired'].includes(c.status))
        throw conflict(MSG.creditCorrectionLineage, [
          { path: edit.volumeKg !== undefined ? 'volume' : 'neatAmountInMJ', message: MSG.creditCorrectionLineage },
        ]);
      if (edit.volumeKg !== undefined) {
        set('volume_kg', edit.volumeKg.toString());
        // an assignment never exceeds the volume
        if (c.facilitator_amount_kg !== null && BigInt(c.facilitator_amount_kg) > edit.volumeKg)
          set('facilitator_amount_kg', edit.volumeKg.toString());
        before.volumeKg = c.volume_kg;
        after.volumeKg = edit.volumeKg.toString();
      }
      if (edit.energyMj !== undefined) {
        const oldMj = BigInt(c.energy_mj);
        const co2 = BigInt(c.co2eq_kg);
        // CO2eq = energy × (baseline − LCA) / 10^6: proportional to the energy, rounded half away from zero
        const scaled = oldMj === 0n ? co2 : (2n * co2 * edit.energyMj + (co2 < 0n ? -oldMj : oldMj)) / (2n * oldMj);
        set('energy_mj', edit.energyMj.toString());
        set('co2eq_kg', scaled.toString());
        Object.assign(before, { energyMj: c.energy_mj, co2eqKg: c.co2eq_kg });
        Object.assign(after, { energyMj: edit.energyMj.toString(), co2eqKg: scaled.toString() });
      }
    }
    let status = c.status;
    if (edit.status !== undefined && edit.status !== c.status) {
      const byRequest: CreditStatus[] = ['Pending', 'Approved', 'Denied', 'Transit', 'Split', 'Merged', 'Retired'];
      if (byRequest.includes(c.status) || byRequest.includes(edit.status as CreditStatus))
        throw conflict(MSG.creditStatusByRequest, [{ path: 'status', message: MSG.creditStatusByRequest }]);
      // the clock decides validity: an expired BCU (or one past its date before the job ran) only ever becomes Expired
      if ((c.status === 'Expired' || isPastValidity(c.expires_at, this.clock.now())) && edit.status !== 'Expired')
        throw conflict(MSG.creditExpiredStays, [{ path: 'status', message: MSG.creditExpiredStays }]);
      status = edit.status as CreditStatus;
      set('status', status);
    }
    if (!Object.keys(sets).length) return c;
    set('updated_at', this.clock.now());
    return this.write(tx, async () => {
      const row = await this.credits.updateColumns(c.id, sets, tx);
      await this.event(tx, row, {
        event: 'Edited',
        pre: c.status,
        post: status,
        amountKg: row.volume_kg,
        by,
        details: { before, after, ...(status !== c.status ? { statusChange: true } : {}) },
      });
      return row;
    });
  }

  private async split(
    tx: Tx,
    c: CreditRow,
    kg: bigint,
    by: LedgerActor,
    opts: { submissionId?: string | null; byFacilitator?: boolean },
  ): Promise<[CreditRow, CreditRow]> {
    const [moving, rest] = splitQuantities(
      quantities({ volumeKg: c.volume_kg, co2eqKg: c.co2eq_kg, energyMj: c.energy_mj }),
      kg,
    );
    // the facilitator's assignment is divided so that its total stays the same
    const fa = c.facilitator_amount_kg ? BigInt(c.facilitator_amount_kg) : 0n;
    let faMoving = 0n;
    let faRest = 0n;
    if (fa > 0n) {
      if (opts.byFacilitator) {
        faMoving = kg < fa ? kg : fa;
        faRest = fa - faMoving;
      } else {
        faRest = fa < rest.volumeKg ? fa : rest.volumeKg;
        faMoving = fa - faRest;
      }
    }
    const existing = await this.credits.childCount(c.id, tx);
    const [bcuid1, bcuid2] = childBcuids(c.bcuid, existing);
    const cols = await this.columnsToCopy();
    const now = this.clock.now();
    const insert = (bcuid: string, q: typeof moving, faKg: bigint) =>
      this.credits.insertSplitChild(
        c.id,
        cols,
        {
          bcuid,
          volumeKg: q.volumeKg.toString(),
          co2eqKg: q.co2eqKg.toString(),
          energyMj: q.energyMj.toString(),
          facilitatorCompanyId: faKg > 0n ? c.facilitator_company_id : null,
          facilitatorAmountKg: faKg > 0n ? faKg.toString() : null,
          now,
        },
        tx,
      );
    const first = await insert(bcuid1, moving, faMoving);
    const second = await insert(bcuid2, rest, faRest);
    await this.setStatus(tx, c, 'Split', {
      event: 'Split',
      pre: 'Active',
      post: 'Split',
      amountKg: c.volume_kg,
      by,
      submissionId: opts.submissionId,
      details: {
        children: [
          { id: first.id, bcuid: bcuid1, volumeKg: moving.volumeKg.toString() },
          { id: second.id, bcuid: bcuid2, volumeKg: rest.volumeKg.toString() },
        ],
      },
    });
    for (const child of [first, second])
      await this.event(tx, child, {
        event: 'Split',
        pre: null,
        post: 'Active',
        amountKg: child.volume_kg,
        by,
        submissionId: opts.submissionId,
        details: { parentId: c.id, parentBcuid: c.bcuid },
      });
    return [first, second];
  }

  /**
   * A status change with its BCU event (one statement, which carries the ledger's flag when it is a step by itself),
   * its log row and its live events.
   */
  private async setStatus(tx: Tx, c: CreditRow, status: CreditStatus, e: EventInput): Promise<CreditRow> {
    const after = await this.credits.setStatus(status, this.clock.now(), this.eventRow(c, e), tx);
    await this.announce(tx, after, e);
    // however a credit expires (its date passed, or a part came back after it), its holder's systems are told
    if (status === 'Expired')
      await this.hooks?.emit(tx, [after.company_id], 'credit.expired', {
        kind: 'credit',
        id: after.id,
        BCUID: after.bcuid,
        status: 'Expired',
        amount: kgToTonnes(after.volume_kg),
        expiresAt: after.expires_at ? new Date(after.expires_at).toISOString() : null,
      });
    return after;
  }

  /** Where expiries are announced to the holder's webhook endpoints (set when the services are built). */
  private hooks?: WebhookEmitter;

  notifyWith(hooks: WebhookEmitter): void {
    this.hooks = hooks;
  }

  private async applyScope(tx: Tx, id: string, s?: ScopeUpdate) {
    if (!s) return;
    const sets: Record<string, unknown> = {};
    const set = (col: string, v: unknown) => {
      if (v === undefined) return;
      sets[col] = v;
    };
    set('scope1_company_id', s.scope1CompanyId);
    set('scope3_company_id', s.scope3CompanyId);
    set('scope3_logistic_company_id', s.scope3LogisticCompanyId);
    set('scope3_anonymity', s.scope3Anonymity);
    set('credit_claim_country', s.creditClaimCountry);
    set('reporting', s.reporting);
    await this.credits.setColumns(id, sets, tx);
  }

  /**
   * The BCU event row, the action-log row and the live events of one step (same transaction; events at commit).
   * `ownStep`: the event is the step's only write, outside `write`: its statement sets the ledger's flag for itself.
   */
  private async event(tx: Tx, c: CreditRow, e: EventInput, ownStep = false): Promise<void> {
    await this.credits.appendEvent(this.eventRow(c, e), tx, ownStep);
    await this.announce(tx, c, e);
  }

  /** The BCU event row of a step on the credit `c` (as it is after the step: its holder is the event's). */
  private eventRow(c: CreditRow, e: EventInput): LedgerEventRow {
    return {
      creditId: c.id,
      event: e.event,
      bcuid: c.bcuid,
      pre: e.pre,
      post: e.post,
      amountKg: e.amountKg === null ? null : e.amountKg.toString(),
      triggeredBy: e.by.kind,
      userId: e.by.userId ?? null,
      accountCompanyId: e.by.companyId ?? null,
      holderCompanyId: c.company_id,
      submissionId: e.submissionId ?? null,
      details: e.details ?? {},
      at: this.clock.now(),
    };
  }

  /** A step's action-log row and live events, at commit (`c`: the credit after the step). */
  private async announce(tx: Tx, c: CreditRow, e: EventInput): Promise<void> {
    const by = e.by;
    // spec 3 §4 "Live data events": the holder's and the acting company's balance and counters; the admins' BCUs
    const companyIds = [...new Set([c.company_id, by.companyId].filter((id): id is string => !!id))];
    await publish(tx, { topic: 'balance', data: { creditId: c.id }, companyIds });
    await publish(tx, { topic: 'counters', data: { event: e.event }, companyIds });
    await publish(tx, { topic: 'bcus', data: { id: c.id } });
    // spec 3 §4 log types: an admin's correction that changes the status is a 'credit status changed' naming the admin
    const statusByAdmin = e.event === 'Edited' && e.pre !== e.post;
    await this.log.write(tx, {
      // spec 3 §4 log types: the schedule's expiry of a Scope 1 request is the System event 'credit info expired'
      kind: by.kind,
      action:
        by.kind === 'System' && e.event === 'Scope 1 Request Expired'
          ? 'Credit info expired'
          : statusByAdmin
            ? LOG_ACTION.creditStatusChanged
            : (LOG_ACTIONS[e.event] ?? `BCU ${e.event.toLowerCase()}`),
      userId: by.userId ?? null,
      companyId: by.companyId ?? null,
      subjectType: 'credit',
      subjectId: c.id,
      ip: by.ip,
      details: {
        bcuid: c.bcuid,
        event: e.event,
        preStatus: e.pre,
        postStatus: e.post,
        amountKg: e.amountKg === null ? null : e.amountKg.toString(),
        ...(e.submissionId ? { submissionId: e.submissionId } : {}),
        ...(statusByAdmin ? { adminId: by.userId } : {}),
      },
    });
  }

  private columnsToCopy(): Promise<string[]> {
    this.copyColumns ??= this.credits.copyableColumns(NOT_COPIED);
    return this.copyColumns;
  }
}
