/**
 * The ledger (DESIGN §4): the ONLY code that changes a credit's volume, owner, status or facilitator assignment.
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
  quantities,
  splitQuantities,
} from '../../../contracts';
import type { Database, Queryable } from '../../../db/database';
import { conflict, invalid, notFound } from '../../errors';
import type { AuditLogService } from '../../platform/audit-log.service';
import type { Clock } from '../../platform/clock';
import { publish } from '../../platform/events.service';

/** Who makes a ledger step: a user (with the company acting) or the System (a schedule). */
export interface LedgerActor {
  kind: 'User' | 'System';
  userId?: string | null;
  /** The company acting (the holder, or a facilitator acting on its behalf). */
  companyId?: string | null;
  ip?: string;
}

export interface CreditRow {
  id: string;
  bcuid: string;
  parent_id: string | null;
  root_id: string | null;
  company_id: string;
  issuer_company_id: string;
  status: CreditStatus;
  volume_kg: string;
  co2eq_kg: string;
  energy_mj: string;
  facilitator_company_id: string | null;
  facilitator_amount_kg: string | null;
  scope1_company_id: string | null;
  scope3_company_id: string | null;
  scope3_logistic_company_id: string | null;
  credit_claim_country: string | null;
  reporting: string | null;
  expires_at: Date | null;
}

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
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly clock: Clock,
  ) {}

  /** Locks the credits (in id order, so concurrent steps never deadlock) and returns them by id. */
  async lock(tx: Queryable, ids: string[]): Promise<Map<string, CreditRow>> {
    const unique = [...new Set(ids)].sort();
    const rows = await this.db.rows<CreditRow>(
      'SELECT * FROM credits WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE',
      [unique],
      tx,
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Locks one credit; 404 when it does not exist. */
  async lockOne(tx: Queryable, id: string): Promise<CreditRow> {
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

  /** A step that leaves the status as it is (Transfer Approved, Scope 1 request events): only its event and log. */
  async record(
    tx: Tx,
    creditId: string,
    event: CreditEventKind,
    by: LedgerActor,
    opts: { submissionId?: string | null; amountKg?: bigint | string | null; details?: Record<string, unknown> } = {},
  ) {
    const c = await this.lockOne(tx, creditId);
    await this.event(tx, c, {
      event,
      pre: c.status,
      post: c.status,
      amountKg: opts.amountKg ?? c.volume_kg,
      by,
      submissionId: opts.submissionId,
      details: opts.details,
    });
    return c;
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
    const family = await this.db.rows<{ id: string }>(
      "SELECT id FROM credits WHERE id = $1 OR (parent_id = $1 AND status <> 'Merged')",
      [c.parent_id],
      tx,
    );
    const locked = await this.lock(
      tx,
      family.map((f) => f.id),
    );
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
    await tx.query('UPDATE credits SET facilitator_company_id = $2, facilitator_amount_kg = $3 WHERE id = $1', [
      parent.id,
      fa > 0n ? [...facilitators][0] : null,
      fa > 0n ? fa.toString() : null,
    ]);
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
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Transit') throw conflict(MSG.requestNotPending);
    this.refuseExpired(c);
    const now = this.clock.now();
    const after = (await this.db.one<CreditRow>(
      `UPDATE credits SET company_id = $2, status = 'Active', facilitator_company_id = NULL, facilitator_amount_kg = NULL,
              transferred_by_facilitator = $3, updated_at = $4 WHERE id = $1 RETURNING *`,
      [c.id, toCompanyId, opts.byFacilitator ?? false, now],
      tx,
    ))!;
    await this.applyScope(tx, c.id, opts.scope);
    await this.event(tx, after, {
      event: 'Deposit Approved',
      pre: 'Transit',
      post: 'Active',
      amountKg: c.volume_kg,
      by,
      submissionId: opts.submissionId,
      details: { fromCompanyId: c.company_id },
    });
    return after;
  }

  /** Retirement Approved: a held credit becomes Retired with its claim data. */
  async retire(
    tx: Tx,
    creditId: string,
    by: LedgerActor,
    opts: { submissionId?: string | null; scope?: ScopeUpdate } = {},
  ): Promise<CreditRow> {
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Transit') throw conflict(MSG.requestNotPending);
    this.refuseExpired(c);
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
    const lineage = await this.db.rows<{ id: string }>(
      `WITH RECURSIVE d AS (SELECT id FROM credits WHERE id = $1 UNION ALL SELECT c.id FROM credits c JOIN d ON c.parent_id = d.id)
       SELECT c.id FROM credits c JOIN d ON d.id = c.id WHERE c.company_id = $2 AND c.status IN ('Active', 'Split')`,
      [creditId, holderId],
      tx,
    );
    const locked = await this.lock(
      tx,
      lineage.map((r) => r.id),
    );
    const now = this.clock.now();
    const live = [...locked.values()].filter((c) => !isPastValidity(c.expires_at, now));
    if (!live.some((c) => c.id === creditId) || !live.some((c) => c.status === 'Active'))
      throw conflict(MSG.infoRequestCreditNotActive);
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
    const after = (await this.db.one<CreditRow>(
      'UPDATE credits SET facilitator_company_id = $2, facilitator_amount_kg = $3, updated_at = $4 WHERE id = $1 RETURNING *',
      [c.id, facilitatorId, amountKg.toString(), this.clock.now()],
      tx,
    ))!;
    await this.event(tx, after, {
      event: 'Facilitator Assigned',
      pre: c.status,
      post: c.status,
      amountKg,
      by,
      details: { facilitatorCompanyId: facilitatorId },
    });
    return after;
  }

  async unassignFacilitator(tx: Tx, creditId: string, by: LedgerActor): Promise<CreditRow> {
    const c = await this.lockOne(tx, creditId);
    if (c.status !== 'Active') throw invalid(MSG.onlyActiveToFacilitator);
    if (!c.facilitator_company_id) throw conflict(MSG.facilitatorNotAssigned);
    const after = (await this.db.one<CreditRow>(
      'UPDATE credits SET facilitator_company_id = NULL, facilitator_amount_kg = NULL, updated_at = $2 WHERE id = $1 RETURNING *',
      [c.id, this.clock.now()],
      tx,
    ))!;
    await this.event(tx, after, {
      event: 'Facilitator Unassigned',
      pre: c.status,
      post: c.status,
      amountKg: c.facilitator_amount_kg,
      by,
      details: { facilitatorCompanyId: c.facilitator_company_id },
    });
    return after;
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
      const batch = await this.db.tx(async (tx) => {
        const rows = await this.db.rows<CreditRow>(
          `SELECT * FROM credits WHERE status = ANY($2::text[]) AND expires_at <= $1 ${scope.companyIds ? 'AND company_id = ANY($3::uuid[])' : ''}
           ORDER BY id LIMIT 200 FOR UPDATE SKIP LOCKED`,
          scope.companyIds ? [this.clock.now(), statuses, scope.companyIds] : [this.clock.now(), statuses],
          tx,
        );
        for (const c of rows) await this.expire(tx, c);
        return rows.map((r) => r.id);
      });
      expired.push(...batch);
      if (batch.length < 200) return expired;
    }
  }

  /** The Transit credits whose validity has ended (their requests are cancelled before they expire). */
  async heldPastValidity(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    const rows = await this.db.rows<{ id: string }>(
      `SELECT id FROM credits WHERE status = 'Transit' AND expires_at <= $1 ${scope.companyIds ? 'AND company_id = ANY($2::uuid[])' : ''} ORDER BY id`,
      scope.companyIds ? [this.clock.now(), scope.companyIds] : [this.clock.now()],
    );
    return rows.map((r) => r.id);
  }

  /** A locked credit past its validity, in an expiring status other than Transit, becomes Expired (System). */
  async expire(tx: Tx, c: CreditRow): Promise<CreditRow> {
    if (
      c.status === 'Transit' ||
      !(EXPIRING_STATUSES as readonly string[]).includes(c.status) ||
      !isPastValidity(c.expires_at, this.clock.now())
    )
      throw conflict(MSG.creditNotActive);
    return this.setStatus(tx, c, 'Expired', {
      event: 'Expired',
      pre: c.status,
      post: 'Expired',
      amountKg: c.volume_kg,
      by: { kind: 'System' },
    });
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
    const sets: string[] = [];
    const params: unknown[] = [c.id];
    const set = (col: string, v: unknown) => {
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    if (edit.volumeKg !== undefined || edit.energyMj !== undefined) {
      const children = await this.db.one('SELECT 1 FROM credits WHERE parent_id = $1 LIMIT 1', [c.id], tx);
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
    if (!sets.length) return c;
    set('updated_at', this.clock.now());
    const row = (await this.db.one<CreditRow>(
      `UPDATE credits SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
      params,
      tx,
    ))!;
    await this.event(tx, row, {
      event: 'Edited',
      pre: c.status,
      post: status,
      amountKg: row.volume_kg,
      by,
      details: { before, after, ...(status !== c.status ? { statusChange: true } : {}) },
    });
    return row;
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
    const existing = (await this.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM credits WHERE parent_id = $1',
      [c.id],
      tx,
    ))!.n;
    const [bcuid1, bcuid2] = childBcuids(c.bcuid, existing);
    const cols = await this.columnsToCopy();
    const list = cols.map((col) => `"${col}"`).join(', ');
    const now = this.clock.now();
    const insert = (bcuid: string, q: typeof moving, faKg: bigint) =>
      this.db.one<CreditRow>(
        `INSERT INTO credits (bcuid, parent_id, root_id, status, volume_kg, co2eq_kg, energy_mj, facilitator_company_id,
                              facilitator_amount_kg, created_at, updated_at, ${list})
         SELECT $2, id, coalesce(root_id, id), 'Active', $3, $4, $5, $6, $7, $8, $8, ${list} FROM credits WHERE id = $1
         RETURNING *`,
        [
          c.id,
          bcuid,
          q.volumeKg.toString(),
          q.co2eqKg.toString(),
          q.energyMj.toString(),
          faKg > 0n ? c.facilitator_company_id : null,
          faKg > 0n ? faKg.toString() : null,
          now,
        ],
        tx,
      );
    const first = (await insert(bcuid1, moving, faMoving))!;
    const second = (await insert(bcuid2, rest, faRest))!;
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

  private async setStatus(tx: Tx, c: CreditRow, status: CreditStatus, e: EventInput): Promise<CreditRow> {
    const after = (await this.db.one<CreditRow>(
      'UPDATE credits SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *',
      [c.id, status, this.clock.now()],
      tx,
    ))!;
    await this.event(tx, after, e);
    return after;
  }

  private async applyScope(tx: Tx, id: string, s?: ScopeUpdate) {
    if (!s) return;
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (col: string, v: unknown) => {
      if (v === undefined) return;
      params.push(v);
      sets.push(`${col} = $${params.length}`);
    };
    set('scope1_company_id', s.scope1CompanyId);
    set('scope3_company_id', s.scope3CompanyId);
    set('scope3_logistic_company_id', s.scope3LogisticCompanyId);
    set('scope3_anonymity', s.scope3Anonymity);
    set('credit_claim_country', s.creditClaimCountry);
    set('reporting', s.reporting);
    if (sets.length) await tx.query(`UPDATE credits SET ${sets.join(', ')} WHERE id = $1`, params);
  }

  /** The BCU event row, the action-log row and the live events of one step (same transaction; events at commit). */
  private async event(tx: Tx, c: CreditRow, e: EventInput): Promise<void> {
    const by = e.by;
    // spec 3 §4 "Live data events": the holder's and the acting company's balance and counters; the admins' BCUs
    const companyIds = [...new Set([c.company_id, by.companyId].filter((id): id is string => !!id))];
    await publish(tx, { topic: 'balance', data: { creditId: c.id }, companyIds });
    await publish(tx, { topic: 'counters', data: { event: e.event }, companyIds });
    await publish(tx, { topic: 'bcus', data: { id: c.id } });
    await tx.query(
      `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, amount_kg, triggered_by, user_id,
         initiator_name, account_company_id, account_name, holder_company_id, holder_name, submission_id, details, created_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8,
         (SELECT trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) FROM users WHERE id = $8),
         $9, (SELECT name FROM companies WHERE id = $9), $10, (SELECT name FROM companies WHERE id = $10), $11, $12, $13`,
      [
        c.id,
        e.event,
        c.bcuid,
        e.pre,
        e.post,
        e.amountKg === null ? null : e.amountKg.toString(),
        by.kind,
        by.userId ?? null,
        by.companyId ?? null,
        c.company_id,
        e.submissionId ?? null,
        JSON.stringify(e.details ?? {}),
        this.clock.now(),
      ],
    );
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
    this.copyColumns ??= this.db
      .rows<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'credits' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      )
      .then((rows) => rows.map((r) => r.column_name).filter((c) => !NOT_COPIED.has(c)));
    return this.copyColumns;
  }
}
