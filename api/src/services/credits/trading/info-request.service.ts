/**
 * Scope 1 information requests (spec 2 §2.9, §2.10; spec 3 §4): an Airline or Facilitator user asks one of the
 * holder's Airline connections (not created by a facilitator) for the Scope 1 information of a BCU; one pending
 * request per BCU ('There is an ongoing request for the selected BCU ID'). The Airline approves (answer yes, claim
 * country, reporting — which sets it as the credit's Scope 1 provider) or denies, only while pending; unanswered
 * requests expire after INFO_REQUEST_EXPIRY_DAYS. Each step writes its BCU event and action-log row.
 */
import type { Tx } from '../../../datasources';
import {
  type InfoRequestAnswer,
  type InfoRequestCreate,
  type InfoRequestFilter,
  type InfoRequestStatus,
  type InfoRequestView,
  type INFO_REQUEST_SORT_FIELDS,
  type TransferRecipient,
  INFO_REQUEST_EXPIRY_DAYS,
  INFO_REQUEST_STATUS_LABELS,
  MSG,
} from '../../../contracts';
import type { Database } from '../../../db/database';
import { conflict, invalid, notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import type { LedgerActor, LedgerService } from '../ledger/ledger.service';
import type { ListPage } from '../../list-page';
import type { MailService } from '../../platform/mail.service';
import { type TradingActor, companyEmails, creditAccess, ledgerActor, userEmail } from './trading-support';

const SORT_SQL: Record<(typeof INFO_REQUEST_SORT_FIELDS)[number], string> = {
  createdAt: 'q.created_at',
  status: 'q.status',
};

const SELECT = `
  SELECT q.id, q.status, q.credit_id AS "creditId", c.bcuid,
         json_build_object('id', rq.id, 'name', rq.name, 'type', rq.type) AS requester,
         trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS "requesterUser",
         json_build_object('id', t.id, 'name', t.name, 'type', t.type) AS company,
         q.answer, q.credit_claim_country AS "creditClaimCountry", q.reporting,
         q.created_at AS "createdAt", q.answered_at AS "answeredAt", q.expires_at AS "expiresAt"
  FROM info_requests q JOIN credits c ON c.id = q.credit_id JOIN companies rq ON rq.id = q.requester_company_id
  JOIN companies t ON t.id = q.target_company_id LEFT JOIN users u ON u.id = q.requester_user_id`;

type Raw = Omit<InfoRequestView, 'statusLabel' | 'createdAt' | 'answeredAt' | 'expiresAt'> & {
  createdAt: Date;
  answeredAt: Date | null;
  expiresAt: Date;
};
const view = (r: Raw): InfoRequestView => ({
  ...r,
  statusLabel: INFO_REQUEST_STATUS_LABELS[r.status as InfoRequestStatus],
  createdAt: r.createdAt.toISOString(),
  answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
  expiresAt: r.expiresAt.toISOString(),
});

const AIRLINE_CONNECTIONS = `
  SELECT c.id, c.name, c.type, c.country FROM company_contacts k JOIN companies c ON c.id = k.to_company_id
  WHERE k.from_company_id = $1 AND NOT k.is_created_by_facilitator AND c.type = 'Airline' AND c.status = 'Active' AND c.id <> $2`;

interface Row {
  id: string;
  status: string;
  credit_id: string;
  requester_company_id: string;
  requester_user_id: string;
  holder_company_id: string;
  target_company_id: string;
  expires_at: Date;
}

export class InfoRequestService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** The companies that can be asked about a credit: the holder's Airline connections not created by a facilitator. */
  async targets(actor: TradingActor, creditId: string): Promise<TransferRecipient[]> {
    const credit = await this.db.one<Parameters<typeof creditAccess>[3] & object>(
      'SELECT * FROM credits WHERE id = $1',
      [creditId],
    );
    const access = await creditAccess(this.db, this.db.pool, actor, credit);
    return this.db.rows<TransferRecipient>(`${AIRLINE_CONNECTIONS} ORDER BY c.name, c.id`, [
      access.credit.company_id,
      actor.companyId,
    ]);
  }

  async create(actor: TradingActor, input: InfoRequestCreate): Promise<InfoRequestView> {
    const id = await this.db
      .tx(async (tx) => {
        const access = await creditAccess(
          this.db,
          tx,
          actor,
          (await this.ledger.lock(tx, [input.creditId])).get(input.creditId),
        );
        if (access.credit.status !== 'Active') throw conflict(MSG.creditNotActive);
        this.ledger.refuseExpired(access.credit);
        const target = await this.db.one(
          `${AIRLINE_CONNECTIONS} AND c.id = $3`,
          [access.credit.company_id, actor.companyId, input.companyId],
          tx,
        );
        if (!target)
          throw invalid(MSG.infoRequestTargetNotAllowed, [
            { path: 'companyId', message: MSG.infoRequestTargetNotAllowed },
          ]);
        const ongoing = await this.db.one(
          "SELECT 1 FROM info_requests WHERE credit_id = $1 AND status = 'Pending'",
          [access.credit.id],
          tx,
        );
        if (ongoing) throw conflict(MSG.ongoingInfoRequest);
        const now = this.clock.now();
        const row = (await this.db.one<{ id: string }>(
          `INSERT INTO info_requests (credit_id, requester_company_id, requester_user_id, holder_company_id, target_company_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [
            access.credit.id,
            actor.companyId,
            actor.userId,
            access.credit.company_id,
            input.companyId,
            now,
            new Date(now.getTime() + INFO_REQUEST_EXPIRY_DAYS * 86_400_000),
          ],
          tx,
        ))!;
        await this.ledger.record(tx, access.credit.id, 'Scope 1 Request Submitted', ledgerActor(actor), {
          details: { infoRequestId: row.id, targetCompanyId: input.companyId },
        });
        for (const to of await companyEmails(this.db, tx, input.companyId))
          await this.mail.queue(tx, {
            to,
            subject: 'Scope 1 information request',
            text: `Hello,\n\nyou have been asked for the Scope 1 information of ${access.credit.bcuid}. Please answer in Scope 1 Info Requests:\n${this.publicUrl}/dashboard/incoming-requests/info-requests/${row.id}\n`,
          });
        return row.id;
      })
      .catch((e: { code?: string }) => {
        // the partial unique index: a concurrent request for the same BCU got there first
        if (e.code === '23505') throw conflict(MSG.ongoingInfoRequest);
        throw e;
      });
    void this.mail.flush();
    return this.get(actor, id);
  }

  async list(actor: TradingActor, f: InfoRequestFilter, page: ListPage<(typeof INFO_REQUEST_SORT_FIELDS)[number]>) {
    const params: unknown[] = [actor.companyId];
    const where = [f.direction === 'sent' ? 'q.requester_company_id = $1' : 'q.target_company_id = $1'];
    if (f.status) where.push(`q.status = ANY($${params.push([f.status].flat())})`);
    if (f.creditId) where.push(`q.credit_id = $${params.push(f.creditId)}`);
    if (f.q)
      where.push(
        `(c.bcuid ILIKE $${params.push(`%${f.q.replace(/[\\%_]/g, (x) => `\\${x}`)}%`)} OR rq.name ILIKE $${params.length} OR t.name ILIKE $${params.length})`,
      );
    const w = `WHERE ${where.join(' AND ')}`;
    const total = await this.db.one<{ n: string }>(
      `SELECT count(*) AS n FROM info_requests q JOIN credits c ON c.id = q.credit_id JOIN companies rq ON rq.id = q.requester_company_id
       JOIN companies t ON t.id = q.target_company_id ${w}`,
      params,
    );
    const rows = await this.db.rows<Raw>(
      `${SELECT} ${w} ORDER BY ${SORT_SQL[page.sortField]} ${page.sortOrder}, q.id LIMIT ${page.limit} OFFSET ${page.offset}`,
      params,
    );
    return { rows: rows.map(view), total: Number(total!.n) };
  }

  /** Pending requests to answer (the tab's badge). */
  async count(actor: TradingActor): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      "SELECT count(*) AS n FROM info_requests WHERE target_company_id = $1 AND status = 'Pending'",
      [actor.companyId],
    );
    return Number(row!.n);
  }

  /** A request the actor sent or received; anything else is a 404. */
  async get(actor: TradingActor, id: string): Promise<InfoRequestView> {
    const row = await this.db.one<Raw>(
      `${SELECT} WHERE q.id = $1 AND (q.requester_company_id = $2 OR q.target_company_id = $2)`,
      [id, actor.companyId],
    );
    if (!row) throw notFound();
    return view(row);
  }

  /**
   * The target Airline approves (yes, country, reporting → the credit's Scope 1 provider) or denies, while pending.
   * Approval is refused (409) once the BCU is no longer Active with its holder (ledger.setScope1): a late answer
   * never rewrites a retired, expired or held BCU.
   */
  async answer(actor: TradingActor, id: string, input: InfoRequestAnswer): Promise<InfoRequestView> {
    await this.db.tx(async (tx) => {
      const r = await this.db.one<Row>(
        'SELECT * FROM info_requests WHERE id = $1 AND target_company_id = $2 FOR UPDATE',
        [id, actor.companyId],
        tx,
      );
      if (!r) throw notFound();
      if (r.status !== 'Pending' || r.expires_at <= this.clock.now()) throw conflict(MSG.requestNotPending);
      const now = this.clock.now();
      const by = ledgerActor(actor);
      if (input.action === 'Approve') {
        await tx.query(
          "UPDATE info_requests SET status = 'Approved', answer = 'yes', credit_claim_country = $2, reporting = $3, answered_by_user_id = $4, answered_at = $5 WHERE id = $1",
          [id, input.creditClaimCountry, input.reporting, actor.userId, now],
        );
        await this.ledger.setScope1(
          tx,
          r.credit_id,
          r.holder_company_id,
          {
            scope1CompanyId: actor.companyId,
            creditClaimCountry: input.creditClaimCountry!,
            reporting: input.reporting!,
          },
          by,
        );
      } else {
        await tx.query(
          "UPDATE info_requests SET status = 'Denied', answered_by_user_id = $2, answered_at = $3 WHERE id = $1",
          [id, actor.userId, now],
        );
        await this.ledger.record(tx, r.credit_id, 'Scope 1 Request Rejected', by, { details: { infoRequestId: id } });
      }
      await this.notify(tx, r, input.action === 'Approve' ? 'approved' : 'denied');
    });
    void this.mail.flush();
    return this.get(actor, id);
  }

  /** Expires pending requests past their deadline, or about a BCU whose validity ended (System); returns their ids. */
  async expire(scope: { companyIds?: string[] } = {}): Promise<string[]> {
    const due = await this.db.rows<{ id: string }>(
      `SELECT q.id FROM info_requests q JOIN credits c ON c.id = q.credit_id WHERE q.status = 'Pending' AND (q.expires_at <= $1 OR c.expires_at <= $1)
       ${scope.companyIds ? 'AND (q.requester_company_id = ANY($2::uuid[]) OR q.target_company_id = ANY($2::uuid[]))' : ''} ORDER BY q.id`,
      scope.companyIds ? [this.clock.now(), scope.companyIds] : [this.clock.now()],
    );
    const done: string[] = [];
    for (const { id } of due) {
      const ok = await this.db.tx(async (tx) => {
        const r = await this.db.one<Row>(
          "SELECT * FROM info_requests WHERE id = $1 AND status = 'Pending' FOR UPDATE SKIP LOCKED",
          [id],
          tx,
        );
        if (!r) return false;
        await tx.query("UPDATE info_requests SET status = 'Expired', answered_at = $2 WHERE id = $1", [
          id,
          this.clock.now(),
        ]);
        const by: LedgerActor = { kind: 'System' };
        await this.ledger.record(tx, r.credit_id, 'Scope 1 Request Expired', by, { details: { infoRequestId: id } });
        await this.notify(tx, r, 'expired');
        return true;
      });
      if (ok) done.push(id);
    }
    if (done.length) void this.mail.flush();
    return done;
  }

  private async notify(tx: Tx, r: Row, outcome: string) {
    const bcuid = (await this.db.one<{ bcuid: string }>('SELECT bcuid FROM credits WHERE id = $1', [r.credit_id], tx))!
      .bcuid;
    for (const to of await userEmail(this.db, tx, r.requester_user_id))
      await this.mail.queue(tx, {
        to,
        subject: `Scope 1 information request ${outcome}`,
        text: `Hello,\n\nyour Scope 1 information request for ${bcuid} has been ${outcome}.\n`,
      });
  }
}
