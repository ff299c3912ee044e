/**
 * Registry Connect (spec 3 §2.7, §4 "Connection request", §5, §6): a company's matchmaking preferences, the Discover
 * list of the other participating companies, connection requests between companies and their decision.
 *
 * Readings (contracts/connect.ts): Discover shows discoverable Active companies other than the viewer's own, never
 * Admin or Auditor companies; an anonymous company shows as 'Anonymous Company #' + 4 characters of its id, with its
 * continent only and its pitches hidden, until a request between the two companies is Approved (Admin and SuperAdmin
 * always see it in full); contact details only once Approved; one Pending request per pair; only Active SystemUsers of
 * the receiving company decide, only while Pending. Every write is logged in its transaction, publishes a 'counters'
 * event to both companies and mails the companies that asked to be notified.
 */
import {
  ANONYMOUS_COMPANY_PREFIX,
  anonymousCompanyName,
  canReadAllConnectRequests,
  canWriteConnect,
  COMPANY_TYPE_LABELS,
  CONNECT_INDUSTRY_BY_TYPE,
  CONNECT_MAX_PAGE_SIZE,
  CONTINENTS,
  continentOf,
  connectLogoPath,
  COUNTRIES,
  MSG,
  type Actor,
  type AdminRequestFilter,
  type CompanyType,
  type ConnectCompany,
  type ConnectContact,
  type ConnectDiscoverySortField,
  type ConnectionRequest,
  type ConnectionRequestDecision,
  type ConnectionRequestStatus,
  type ConnectionState,
  type ConnectParty,
  type ConnectPreferences,
  type ConnectPreferencesInput,
  type ConnectRequestSortField,
  type CreateConnectionRequest,
  type DiscoveryFilter,
  type RequestListFilter,
} from '../../contracts';
import type { Database, Queryable } from '../../db/database';
import type { Tx } from '../../datasources';
import { conflict, forbidden, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { RequestMeta } from '../accounts/account.service';
import type { Clock } from '../platform/clock';
import { publish } from '../platform/events.service';
import type { FileStorageService } from '../platform/file-storage.service';
import type { ListPage } from '../list-page';
import type { MailService } from '../platform/mail.service';
import { likePattern, SqlFilter } from '../../repositories/sql-filter';
import { companyEmails } from '../credits/trading/trading-support';

export interface ConnectActor extends Actor {
  userId: string;
  companyId: string;
}

const EXCLUDED_TYPES = ['Admin', 'Auditor'];

/** The company's account owner (or its earliest Active user) as the contact, with the company's website. */
const CONTACT_SQL = `
  SELECT u.first_name || ' ' || u.last_name AS name, u.email,
         nullif(btrim(coalesce(u.phone_code, '') || ' ' || coalesce(u.phone_number, '')), '') AS phone, c.website
  FROM companies c JOIN users u ON u.company_id = c.id AND u.status = 'Active'
  WHERE c.id = $1 ORDER BY (u.type = 'Primary') DESC, u.created_at LIMIT 1`;

interface ProfileRow {
  companyId: string;
  companyName: string;
  companyType: CompanyType;
  city: string;
  country: string;
  hasLogo: boolean;
  isDiscoverable: boolean | null;
  isAnonymousConnection: boolean | null;
  isNotifyConnections: boolean | null;
  isReadyToOfferConnect: boolean | null;
  isLookingForCompanyConnect: boolean | null;
  offerTags: string[] | null;
  lookingTags: string[] | null;
  offerPitch: string | null;
  lookingPitch: string | null;
  acceptRulesOfParticipation: boolean | null;
  updatedAt: Date | null;
}

interface CardRow {
  id: string;
  name: string;
  type: CompanyType;
  city: string;
  country: string;
  hasLogo: boolean;
  hidden: boolean;
  isOffering: boolean;
  isLooking: boolean;
  offerTags: string[];
  lookingTags: string[];
  offerPitch: string;
  lookingPitch: string;
  requestId: string | null;
  requestStatus: ConnectionRequestStatus | null;
  requestSent: boolean | null;
  state: ConnectionState;
  total: string;
}

interface RequestRow {
  id: string;
  createdAt: Date;
  reviewedAt: Date | null;
  status: ConnectionRequestStatus;
  message: string;
  reviewMessage: string | null;
  senderId: string;
  senderName: string;
  senderType: CompanyType;
  senderCountry: string;
  senderAnonymous: boolean;
  receiverId: string;
  receiverName: string;
  receiverType: CompanyType;
  receiverCountry: string;
  receiverAnonymous: boolean;
  createdById: string | null;
  createdByFirst: string | null;
  createdByLast: string | null;
  reviewedById: string | null;
  reviewedByFirst: string | null;
  reviewedByLast: string | null;
  total?: string;
}

const REQUEST_SELECT = `
  SELECT r.id, r.created_at AS "createdAt", r.reviewed_at AS "reviewedAt", r.status, r.message,
         r.review_message AS "reviewMessage",
         s.id AS "senderId", s.name AS "senderName", s.type AS "senderType", s.country AS "senderCountry",
         coalesce(sp.is_anonymous, false) AS "senderAnonymous",
         v.id AS "receiverId", v.name AS "receiverName", v.type AS "receiverType", v.country AS "receiverCountry",
         coalesce(vp.is_anonymous, false) AS "receiverAnonymous",
         cu.id AS "createdById", cu.first_name AS "createdByFirst", cu.last_name AS "createdByLast",
         ru.id AS "reviewedById", ru.first_name AS "reviewedByFirst", ru.last_name AS "reviewedByLast"
  FROM connection_requests r
  JOIN companies s ON s.id = r.sender_company_id
  JOIN companies v ON v.id = r.receiver_company_id
  LEFT JOIN connect_profiles sp ON sp.company_id = s.id
  LEFT JOIN connect_profiles vp ON vp.company_id = v.id
  LEFT JOIN users cu ON cu.id = r.created_by
  LEFT JOIN users ru ON ru.id = r.reviewed_by`;

const REQUEST_SORT_SQL: Record<ConnectRequestSortField, string> = { createdAt: 'r.created_at', status: 'r.status' };
const DISCOVERY_SORT_SQL: Record<ConnectDiscoverySortField, string> = {
  name: 'lower(display_name)',
  createdAt: 'created_at',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The location filter as keys: 'c:<country>' for every country of a chosen continent, 'n:<country>' for a country. */
function locationKeys(values: string[]): string[] {
  const continents = values.filter((v) => CONTINENTS.includes(v));
  const named = values.filter((v) => !CONTINENTS.includes(v)).map((v) => `n:${v.trim().toLowerCase()}`);
  const ofContinents = COUNTRIES.filter((c) => continents.includes(c.continent)).map(
    (c) => `c:${c.name.toLowerCase()}`,
  );
  return [...ofContinents, ...named];
}

/** The company types of an industry filter (a company's industry is its account type's). */
const industryTypes = (industries: string[]) =>
  (Object.keys(CONNECT_INDUSTRY_BY_TYPE) as CompanyType[]).filter((t) =>
    industries.includes(CONNECT_INDUSTRY_BY_TYPE[t]),
  );

export class ConnectService {
  constructor(
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly files: FileStorageService,
    private readonly clock: Clock,
  ) {}

  // ---- preferences ----

  /** The viewer's company with its Connect fields (defaults until it saved preferences). */
  async preferences(actor: ConnectActor, db: Queryable = this.db.pool): Promise<ConnectPreferences> {
    const r = (await this.db.one<ProfileRow>(
      `SELECT c.id AS "companyId", c.name AS "companyName", c.type AS "companyType", c.city, c.country,
              c.logo_file_id IS NOT NULL AS "hasLogo", p.is_discoverable AS "isDiscoverable",
              p.is_anonymous AS "isAnonymousConnection", p.is_notify AS "isNotifyConnections",
              p.is_offering AS "isReadyToOfferConnect", p.is_looking AS "isLookingForCompanyConnect",
              p.offer_tags AS "offerTags", p.looking_tags AS "lookingTags", p.offer_pitch AS "offerPitch",
              p.looking_pitch AS "lookingPitch", p.rules_accepted AS "acceptRulesOfParticipation",
              p.updated_at AS "updatedAt"
       FROM companies c LEFT JOIN connect_profiles p ON p.company_id = c.id WHERE c.id = $1`,
      [actor.companyId],
      db,
    ))!;
    return {
      companyId: r.companyId,
      companyName: r.companyName,
      companyType: r.companyType,
      city: r.city,
      country: r.country,
      continent: continentOf(r.country) ?? null,
      industry: CONNECT_INDUSTRY_BY_TYPE[r.companyType],
      hasLogo: r.hasLogo,
      isDiscoverable: r.isDiscoverable ?? false,
      isAnonymousConnection: r.isAnonymousConnection ?? false,
      isNotifyConnections: r.isNotifyConnections ?? false,
      isReadyToOfferConnect: r.isReadyToOfferConnect ?? false,
      isLookingForCompanyConnect: r.isLookingForCompanyConnect ?? false,
      offerTags: r.offerTags ?? [],
      lookingTags: r.lookingTags ?? [],
      offerPitch: r.offerPitch ?? '',
      lookingPitch: r.lookingPitch ?? '',
      acceptRulesOfParticipation: r.acceptRulesOfParticipation ?? false,
      canEdit: canWriteConnect(actor) && !EXCLUDED_TYPES.includes(r.companyType),
      updatedAt: iso(r.updatedAt),
    };
  }

  /** Saves every field; an Admin company is refused 'Access Denied' (spec 3 §6, §8). */
  async savePreferences(actor: ConnectActor, input: ConnectPreferencesInput, meta: RequestMeta) {
    this.assertMayWrite(actor);
    return this.db.tx(async (tx) => {
      await tx.query(
        `INSERT INTO connect_profiles (company_id, is_discoverable, is_anonymous, is_notify, is_offering, is_looking,
           offer_tags, looking_tags, offer_pitch, looking_pitch, rules_accepted, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
         ON CONFLICT (company_id) DO UPDATE SET is_discoverable = $2, is_anonymous = $3, is_notify = $4,
           is_offering = $5, is_looking = $6, offer_tags = $7, looking_tags = $8, offer_pitch = $9,
           looking_pitch = $10, rules_accepted = $11, updated_by = $12, updated_at = $13`,
        [
          actor.companyId,
          input.isDiscoverable,
          input.isAnonymousConnection,
          input.isNotifyConnections,
          input.isReadyToOfferConnect,
          input.isLookingForCompanyConnect,
          input.offerTags,
          input.lookingTags,
          input.offerPitch,
          input.lookingPitch,
          input.acceptRulesOfParticipation,
          actor.userId,
          this.clock.now(),
        ],
      );
      await this.log.write(tx, {
        kind: 'User',
        action: 'Connect preferences updated',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'company',
        subjectId: actor.companyId,
        ip: meta.ip,
        details: { ...input },
      });
      return this.preferences(actor, tx);
    });
  }

  // ---- discovery ----

  /** A page of Discover cards. */
  async discover(
    actor: ConnectActor,
    f: DiscoveryFilter,
    page: ListPage<ConnectDiscoverySortField>,
  ): Promise<{ rows: ConnectCompany[]; total: number }> {
    const admin = canReadAllConnectRequests(actor);
    // a company that does not take part sees no one (the page shows its overlay instead)
    const participating = admin || (await this.isDiscoverable(actor.companyId));
    if (!participating) return { rows: [], total: 0 };
    const where = new SqlFilter();
    where.add(f.connectType === 'looking' ? '"isLooking" = ?' : '"isOffering" = ?', true);
    if (f.type?.length) where.add('type = ANY(?)', f.type);
    if (f.industry?.length) where.add('type = ANY(?)', industryTypes(f.industry));
    if (f.status?.length) where.add('state = ANY(?)', f.status);
    if (f.location?.length) {
      // a continent matches every company of its countries; a country name matches only companies shown in full
      where.add(
        "('c:' || lower(country) = ANY(?) OR (NOT hidden AND 'n:' || lower(country) = ANY(?)))",
        locationKeys(f.location),
      );
    }
    if (f.q) {
      where.add(
        `(display_name ILIKE ? OR array_to_string("offerTags" || "lookingTags", ' ') ILIKE ?
          OR (NOT hidden AND (city ILIKE ? OR country ILIKE ? OR "offerPitch" ILIKE ? OR "lookingPitch" ILIKE ?)))`,
        likePattern(f.q),
      );
    }
    const n = where.params.length;
    const limit = Math.min(page.limit, CONNECT_MAX_PAGE_SIZE);
    const rows = await this.db.rows<CardRow>(
      `WITH cards AS (
         SELECT c.id, c.name, c.type, c.city, c.country, c.created_at, c.logo_file_id IS NOT NULL AS "hasLogo",
                p.is_offering AS "isOffering", p.is_looking AS "isLooking", p.offer_tags AS "offerTags",
                p.looking_tags AS "lookingTags", p.offer_pitch AS "offerPitch", p.looking_pitch AS "lookingPitch",
                q.id AS "requestId", q.status AS "requestStatus", q.sender_company_id = $${n + 1} AS "requestSent",
                (p.is_anonymous AND NOT $${n + 2}::boolean AND q.status IS DISTINCT FROM 'Approved') AS hidden,
                CASE q.status WHEN 'Approved' THEN 'Connected' WHEN 'Pending' THEN 'Pending' ELSE 'None' END AS state
         FROM companies c
         JOIN connect_profiles p ON p.company_id = c.id AND p.is_discoverable
         LEFT JOIN LATERAL (
           SELECT id, status, sender_company_id FROM connection_requests r
           WHERE (r.sender_company_id = $${n + 1} AND r.receiver_company_id = c.id)
              OR (r.sender_company_id = c.id AND r.receiver_company_id = $${n + 1})
           ORDER BY (r.status = 'Approved') DESC, (r.status = 'Pending') DESC, r.created_at DESC LIMIT 1
         ) q ON true
         WHERE c.status = 'Active' AND c.type <> ALL($${n + 3}) AND c.id <> $${n + 1}
       ), named AS (
         SELECT *, CASE WHEN hidden THEN '${ANONYMOUS_COMPANY_PREFIX}' || left(id::text, 4) ELSE name END AS display_name FROM cards
       )
       SELECT *, count(*) OVER () AS total FROM named ${where.sql}
       ORDER BY ${DISCOVERY_SORT_SQL[page.sortField]} ${page.sortOrder}, id ${page.sortOrder}
       LIMIT ${limit} OFFSET ${page.offset}`,
      [...where.params, actor.companyId, admin, EXCLUDED_TYPES],
    );
    const mayRequest = canWriteConnect(actor) && !admin;
    const cards = await Promise.all(rows.map((r) => this.card(r, mayRequest)));
    // a page past the end has no row to carry the total: count again without the page
    const total: number = rows.length
      ? Number(rows[0].total)
      : page.offset > 0
        ? (await this.discover(actor, f, { ...page, offset: 0, limit: 1 })).total
        : 0;
    return { rows: cards, total };
  }

  private async card(r: CardRow, mayRequest: boolean): Promise<ConnectCompany> {
    const approved = r.requestStatus === 'Approved';
    return {
      id: r.id,
      name: r.hidden ? anonymousCompanyName(r.id) : r.name,
      isAnonymous: r.hidden,
      type: r.type,
      typeLabel: COMPANY_TYPE_LABELS[r.type],
      city: r.hidden ? null : r.city,
      country: r.hidden ? null : r.country,
      continent: continentOf(r.country) ?? null,
      industry: CONNECT_INDUSTRY_BY_TYPE[r.type],
      hasLogo: r.hasLogo && !r.hidden,
      logoUrl: r.hasLogo && !r.hidden ? connectLogoPath(r.id) : null,
      isReadyToOfferConnect: r.isOffering,
      isLookingForCompanyConnect: r.isLooking,
      offerTags: r.offerTags,
      lookingTags: r.lookingTags,
      offerPitch: r.hidden ? MSG.connectHiddenPitch : r.offerPitch,
      lookingPitch: r.hidden ? MSG.connectHiddenPitch : r.lookingPitch,
      connectionState: r.state,
      hasConnectionRequest: !!r.requestId,
      connectionRequestStatus: r.requestStatus,
      connectionRequestId: r.requestId,
      connectionRequestDirection: r.requestId ? (r.requestSent ? 'sent' : 'received') : null,
      canRequest: mayRequest && r.state === 'None',
      contact: approved ? await this.contact(r.id) : null,
    };
  }

  /** The logo of a company shown on Discover (not of a company shown anonymously). */
  async logo(actor: ConnectActor, companyId: string) {
    const c = await this.db.one<{ fileId: string | null; anonymous: boolean }>(
      `SELECT c.logo_file_id AS "fileId", p.is_anonymous AS anonymous FROM companies c
       JOIN connect_profiles p ON p.company_id = c.id AND p.is_discoverable
       WHERE c.id = $1 AND c.status = 'Active' AND c.type <> ALL($2)`,
      [companyId, EXCLUDED_TYPES],
    );
    if (!c?.fileId) throw notFound();
    if (
      c.anonymous &&
      !canReadAllConnectRequests(actor) &&
      (await this.pairStatus(actor.companyId, companyId)) !== 'Approved'
    )
      throw notFound();
    const file = await this.files.read(c.fileId);
    if (!file) throw notFound();
    return file;
  }

  // ---- connection requests ----

  /** Sends a request from the viewer's (participating) company to a participating company. */
  async createRequest(actor: ConnectActor, input: CreateConnectionRequest, meta: RequestMeta) {
    this.assertMayWrite(actor);
    const refuse = (message: string) => invalid(message, [{ path: 'receiverId', message }]);
    if (input.receiverId === actor.companyId) throw refuse(MSG.connectNotToSelf);
    if (!(await this.isDiscoverable(actor.companyId))) throw refuse(MSG.connectSenderNotParticipating);
    const id = await this.db.tx(async (tx) => {
      // both companies' rows are locked in id order so concurrent requests of a pair queue up
      await tx.query('SELECT id FROM companies WHERE id = ANY($1) ORDER BY id FOR UPDATE', [
        [actor.companyId, input.receiverId],
      ]);
      const receiver = await this.db.one<{ notify: boolean }>(
        `SELECT p.is_notify AS notify FROM companies c
         JOIN connect_profiles p ON p.company_id = c.id AND p.is_discoverable
         WHERE c.id = $1 AND c.status = 'Active' AND c.type <> ALL($2)`,
        [input.receiverId, EXCLUDED_TYPES],
        tx,
      );
      if (!receiver) throw refuse(MSG.connectReceiverNotParticipating);
      const status = await this.pairStatus(actor.companyId, input.receiverId, tx);
      if (status === 'Pending') throw conflict(MSG.connectAlreadyPending);
      if (status === 'Approved') throw conflict(MSG.connectAlreadyConnected);
      const row = (await this.db.one<{ id: string }>(
        `INSERT INTO connection_requests (sender_company_id, receiver_company_id, message, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [actor.companyId, input.receiverId, input.message, actor.userId, this.clock.now()],
        tx,
      ))!;
      await this.logRequest(tx, actor, 'Connection request sent', row.id, meta, {
        receiverId: input.receiverId,
        message: input.message,
      });
      await publish(tx, {
        topic: 'counters',
        data: { connectRequestId: row.id },
        companyIds: [input.receiverId, actor.companyId],
      });
      if (receiver.notify)
        await this.notify(
          tx,
          input.receiverId,
          'New Registry Connect connection request',
          'your company has received a new connection request in Registry Connect. Sign in to the registry to review it.',
        );
      return row.id;
    });
    void this.mail.flush();
    return this.request(actor, id);
  }

  /** Approves or declines a Pending request received by the viewer's company. */
  async decide(actor: ConnectActor, id: string, input: ConnectionRequestDecision, meta: RequestMeta) {
    this.assertMayWrite(actor);
    await this.db.tx(async (tx) => {
      const r = await this.db.one<{
        sender: string;
        receiver: string;
        status: ConnectionRequestStatus;
        notify: boolean;
      }>(
        `SELECT r.sender_company_id AS sender, r.receiver_company_id AS receiver, r.status,
                coalesce(p.is_notify, false) AS notify
         FROM connection_requests r LEFT JOIN connect_profiles p ON p.company_id = r.sender_company_id
         WHERE r.id = $1 FOR UPDATE OF r`,
        [id],
        tx,
      );
      if (!r || (r.sender !== actor.companyId && r.receiver !== actor.companyId)) throw notFound();
      if (r.receiver !== actor.companyId) throw forbidden(MSG.connectOnlyReceiver);
      if (r.status !== 'Pending') throw conflict(MSG.connectNotPending);
      const status: ConnectionRequestStatus = input.action === 'approve' ? 'Approved' : 'Rejected';
      await tx.query(
        `UPDATE connection_requests SET status = $2, review_message = $3, reviewed_by = $4, reviewed_at = $5
         WHERE id = $1`,
        [id, status, input.message || null, actor.userId, this.clock.now()],
      );
      await this.logRequest(
        tx,
        actor,
        `Connection request ${status === 'Approved' ? 'approved' : 'declined'}`,
        id,
        meta,
        {
          senderId: r.sender,
          status,
          message: input.message ?? null,
        },
      );
      await publish(tx, { topic: 'counters', data: { connectRequestId: id }, companyIds: [r.receiver, r.sender] });
      if (r.notify) {
        const outcome = status === 'Approved' ? 'approved' : 'declined';
        await this.notify(
          tx,
          r.sender,
          `Registry Connect connection request ${outcome}`,
          `a connection request your company sent in Registry Connect has been ${outcome}. Sign in to the registry to see it.`,
        );
      }
    });
    void this.mail.flush();
    return this.request(actor, id);
  }

  /** A page of the viewer's company's sent or received requests, newest first. */
  async listOwn(actor: ConnectActor, f: RequestListFilter, page: ListPage<ConnectRequestSortField>) {
    const where = new SqlFilter();
    where.add(f.type === 'sent' ? 'r.sender_company_id = ?' : 'r.receiver_company_id = ?', actor.companyId);
    if (f.status) where.add('r.status = ?', f.status);
    return this.page(actor, where, page);
  }

  /** A page of every request (Admin, SuperAdmin), filter status and company name. */
  async listAll(actor: ConnectActor, f: AdminRequestFilter, page: ListPage<ConnectRequestSortField>) {
    const where = new SqlFilter();
    if (f.status) where.add('r.status = ?', f.status);
    if (f.q) where.add('(s.name ILIKE ? OR v.name ILIKE ?)', likePattern(f.q));
    return this.page(actor, where, page);
  }

  /** Received Pending requests of the viewer's company (the Connect tab badge). */
  async receivedPendingCount(actor: ConnectActor) {
    const r = await this.db.one<{ n: string }>(
      "SELECT count(*) AS n FROM connection_requests WHERE receiver_company_id = $1 AND status = 'Pending'",
      [actor.companyId],
    );
    return { count: Number(r!.n) };
  }

  /** One request: a party's own (404 otherwise), or any for Admin and SuperAdmin through `all`. */
  async request(actor: ConnectActor, id: string, all = false): Promise<ConnectionRequest> {
    const r = await this.db.one<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
    if (!r) throw notFound();
    if (!all && r.senderId !== actor.companyId && r.receiverId !== actor.companyId) throw notFound();
    return this.requestView(actor, r, all);
  }

  /** Stores that the user completed or skipped the Connect tour. */
  async setTourStatus(actor: ConnectActor, completed: boolean, meta: RequestMeta) {
    await this.db.tx(async (tx) => {
      await tx.query('UPDATE users SET connect_tour_completed = $2 WHERE id = $1', [actor.userId, completed]);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Connect tour status updated',
        userId: actor.userId,
        companyId: actor.companyId,
        subjectType: 'user',
        subjectId: actor.userId,
        ip: meta.ip,
        details: { connectTourCompleted: completed },
      });
    });
    return { connectTourCompleted: completed };
  }

  // ---- helpers ----

  private async page(actor: ConnectActor, where: SqlFilter, page: ListPage<ConnectRequestSortField>) {
    const limit = Math.min(page.limit, CONNECT_MAX_PAGE_SIZE);
    const rows = await this.db.rows<RequestRow>(
      `${REQUEST_SELECT.replace('SELECT r.id,', 'SELECT count(*) OVER () AS total, r.id,')} ${where.sql}
       ORDER BY ${REQUEST_SORT_SQL[page.sortField]} ${page.sortOrder}, r.id ${page.sortOrder}
       LIMIT ${limit} OFFSET ${page.offset}`,
      where.params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && page.offset > 0) {
      const c = await this.db.one<{ n: string }>(
        `SELECT count(*) AS n FROM connection_requests r JOIN companies s ON s.id = r.sender_company_id
         JOIN companies v ON v.id = r.receiver_company_id ${where.sql}`,
        where.params,
      );
      total = Number(c!.n);
    }
    const all = canReadAllConnectRequests(actor);
    return { rows: await Promise.all(rows.map((r) => this.requestView(actor, r, all))), total };
  }

  private async requestView(actor: ConnectActor, r: RequestRow, all: boolean): Promise<ConnectionRequest> {
    const approved = r.status === 'Approved';
    const direction = all ? null : r.senderId === actor.companyId ? 'sent' : 'received';
    const party = (id: string, name: string, type: CompanyType, country: string, anonymous: boolean): ConnectParty => {
      const hidden = anonymous && !all && !approved && id !== actor.companyId;
      return {
        id,
        name: hidden ? anonymousCompanyName(id) : name,
        isAnonymous: hidden,
        type,
        typeLabel: COMPANY_TYPE_LABELS[type],
        country: hidden ? null : country,
        continent: continentOf(country) ?? null,
      };
    };
    const person = (id: string | null, first: string | null, last: string | null) =>
      id ? { id, firstName: first ?? '', lastName: last ?? '' } : null;
    const other = direction === 'sent' ? r.receiverId : r.senderId;
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: iso(r.reviewedAt),
      status: r.status,
      statusLabel: r.status,
      message: r.message,
      reviewMessage: r.reviewMessage,
      direction,
      sender: party(r.senderId, r.senderName, r.senderType, r.senderCountry, r.senderAnonymous),
      receiver: party(r.receiverId, r.receiverName, r.receiverType, r.receiverCountry, r.receiverAnonymous),
      createdBy: person(r.createdById, r.createdByFirst, r.createdByLast),
      reviewedBy: person(r.reviewedById, r.reviewedByFirst, r.reviewedByLast),
      canDecide: direction === 'received' && r.status === 'Pending' && canWriteConnect(actor),
      contact: direction && approved ? await this.contact(other) : null,
    };
  }

  private async contact(companyId: string): Promise<ConnectContact | null> {
    return (await this.db.one<ConnectContact>(CONTACT_SQL, [companyId])) ?? null;
  }

  /** The state between two companies: 'Approved' when connected, else 'Pending' when one waits, else undefined. */
  private async pairStatus(a: string, b: string, db: Queryable = this.db.pool) {
    const r = await this.db.one<{ status: ConnectionRequestStatus }>(
      `SELECT status FROM connection_requests
       WHERE ((sender_company_id = $1 AND receiver_company_id = $2) OR (sender_company_id = $2 AND receiver_company_id = $1))
         AND status IN ('Approved', 'Pending')
       ORDER BY (status = 'Approved') DESC LIMIT 1`,
      [a, b],
      db,
    );
    return r?.status;
  }

  private async isDiscoverable(companyId: string) {
    const r = await this.db.one<{ ok: boolean }>(
      'SELECT is_discoverable AS ok FROM connect_profiles WHERE company_id = $1',
      [companyId],
    );
    return !!r?.ok;
  }

  private async notify(tx: Tx, companyId: string, subject: string, text: string) {
    for (const to of await companyEmails(this.db, tx, companyId))
      await this.mail.queue(tx, { to, subject, text: `Hello,\n\n${text}\n` });
  }

  private async logRequest(
    tx: Tx,
    actor: ConnectActor,
    action: string,
    id: string,
    meta: RequestMeta,
    details: Record<string, unknown>,
  ) {
    await this.log.write(tx, {
      kind: 'User',
      action,
      userId: actor.userId,
      companyId: actor.companyId,
      subjectType: 'connection_request',
      subjectId: id,
      ip: meta.ip,
      details,
    });
  }

  /** Writes need an Active SystemUser of a company that is not Admin (whose users get 'Access Denied'). */
  assertMayWrite(actor: ConnectActor) {
    if (actor.companyType === 'Admin')
      throw forbidden(MSG.connectAccessDenied, [{ path: '', message: MSG.connectAdminCannotModify }]);
    if (!canWriteConnect(actor)) throw forbidden();
  }
}
