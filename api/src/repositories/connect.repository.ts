/** Registry Connect: profiles and connection requests. */
import { inject } from '@loopback/core';
import type { PostgresDataSource } from '../datasources';
import { ConnectProfile } from '../models';
import { SqlRepository } from './sql.repository';
import {
  ANONYMOUS_COMPANY_PREFIX,
  type CompanyType,
  type ConnectContact,
  type ConnectDiscoverySortField,
  type ConnectionRequestStatus,
  type ConnectionState,
  type ConnectPreferencesInput,
  type ConnectRequestSortField,
} from '../contracts';
import type { ListPage } from '../services/list-page';
import type { Tx } from '../datasources';
import { SqlFilter, likePattern } from './sql-filter';

export class ConnectRepository extends SqlRepository<ConnectProfile, string> {
  constructor(@inject('datasources.postgres') dataSource: PostgresDataSource) {
    super(ConnectProfile, dataSource);
  }

  // ---- Registry Connect (spec 3 §2.7): preferences, Discover, connection requests ----

  /** The company with its Connect fields (null ones until it saved preferences), in `tx` when given. */
  async preferencesOf(companyId: string, tx?: Tx): Promise<ConnectProfileRow> {
    return (await this.one<ConnectProfileRow>(
      `SELECT c.id AS "companyId", c.name AS "companyName", c.type AS "companyType", c.city, c.country,
              c.logo_file_id IS NOT NULL AS "hasLogo", p.is_discoverable AS "isDiscoverable",
              p.is_anonymous AS "isAnonymousConnection", p.is_notify AS "isNotifyConnections",
              p.is_offering AS "isReadyToOfferConnect", p.is_looking AS "isLookingForCompanyConnect",
              p.offer_tags AS "offerTags", p.looking_tags AS "lookingTags", p.offer_pitch AS "offerPitch",
              p.looking_pitch AS "lookingPitch", p.rules_accepted AS "acceptRulesOfParticipation",
              p.updated_at AS "updatedAt"
       FROM companies c LEFT JOIN connect_profiles p ON p.company_id = c.id WHERE c.id = $1`,
      [companyId],
      tx,
    ))!;
  }

  /** Saves every Connect field of the company (creating its profile on the first save). */
  async savePreferences(companyId: string, input: ConnectPreferencesInput, userId: string, now: Date, tx: Tx) {
    await this.run(
      `INSERT INTO connect_profiles (company_id, is_discoverable, is_anonymous, is_notify, is_offering, is_looking,
         offer_tags, looking_tags, offer_pitch, looking_pitch, rules_accepted, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (company_id) DO UPDATE SET is_discoverable = $2, is_anonymous = $3, is_notify = $4,
         is_offering = $5, is_looking = $6, offer_tags = $7, looking_tags = $8, offer_pitch = $9,
         looking_pitch = $10, rules_accepted = $11, updated_by = $12, updated_at = $13`,
      [
        companyId,
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
        userId,
        now,
      ],
      tx,
    );
  }

  /**
   * A page of Discover cards for the viewer's company: discoverable Active companies but its own and the excluded
   * types, each with the latest request of the pair (Approved before Pending before the newest); a company is
   * hidden when anonymous, unless `seeAll` or the pair is Approved. Each row carries the total of the selection.
   */
  discoverPage(
    viewerCompanyId: string,
    seeAll: boolean,
    excludedTypes: readonly string[],
    q: DiscoveryQuery,
    page: ListPage<ConnectDiscoverySortField>,
  ): Promise<DiscoveryCardRow[]> {
    const where = new SqlFilter();
    where.add(q.looking ? '"isLooking" = ?' : '"isOffering" = ?', true);
    if (q.types?.length) where.add('type = ANY(?)', q.types);
    if (q.industryTypes) where.add('type = ANY(?)', q.industryTypes);
    if (q.states?.length) where.add('state = ANY(?)', q.states);
    // a continent matches every company of its countries; a country name matches only companies shown in full
    if (q.locationKeys)
      where.add(
        "('c:' || lower(country) = ANY(?) OR (NOT hidden AND 'n:' || lower(country) = ANY(?)))",
        q.locationKeys,
      );
    if (q.text)
      where.add(
        `(display_name ILIKE ? OR array_to_string("offerTags" || "lookingTags", ' ') ILIKE ?
          OR (NOT hidden AND (city ILIKE ? OR country ILIKE ? OR "offerPitch" ILIKE ? OR "lookingPitch" ILIKE ?)))`,
        likePattern(q.text),
      );
    const n = where.params.length;
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    return this.rows<DiscoveryCardRow>(
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
       ORDER BY ${DISCOVERY_SORT[page.sortField]} ${dir}, id ${dir}
       LIMIT ${page.limit} OFFSET ${page.offset}`,
      [...where.params, viewerCompanyId, seeAll, excludedTypes],
    );
  }

  /** A discoverable Active company's logo with whether the company is anonymous (undefined: none to show). */
  discoverableLogo(
    companyId: string,
    excludedTypes: readonly string[],
  ): Promise<{ anonymous: boolean; filename: string; mimeType: string; content: Buffer } | undefined> {
    return this.one(
      `SELECT p.is_anonymous AS anonymous, f.filename, f.mime_type AS "mimeType", f.content FROM companies c
       JOIN connect_profiles p ON p.company_id = c.id AND p.is_discoverable
       JOIN files f ON f.id = c.logo_file_id
       WHERE c.id = $1 AND c.status = 'Active' AND c.type <> ALL($2)`,
      [companyId, excludedTypes],
    );
  }

  /** Whether the company takes part in Connect (discoverable). */
  async isDiscoverable(companyId: string): Promise<boolean> {
    const r = await this.one<{ ok: boolean }>(
      'SELECT is_discoverable AS ok FROM connect_profiles WHERE company_id = $1',
      [companyId],
    );
    return !!r?.ok;
  }

  /** A discoverable Active company that may receive requests, with whether it wants to be told (undefined: none). */
  participant(companyId: string, excludedTypes: readonly string[], tx: Tx): Promise<{ notify: boolean } | undefined> {
    return this.one(
      `SELECT p.is_notify AS notify FROM companies c
       JOIN connect_profiles p ON p.company_id = c.id AND p.is_discoverable
       WHERE c.id = $1 AND c.status = 'Active' AND c.type <> ALL($2)`,
      [companyId, excludedTypes],
      tx,
    );
  }

  /** The state between two companies: 'Approved' when connected, else 'Pending' when one waits, else undefined. */
  async pairStatus(a: string, b: string, tx?: Tx): Promise<ConnectionRequestStatus | undefined> {
    const r = await this.one<{ status: ConnectionRequestStatus }>(
      `SELECT status FROM connection_requests
       WHERE ((sender_company_id = $1 AND receiver_company_id = $2) OR (sender_company_id = $2 AND receiver_company_id = $1))
         AND status IN ('Approved', 'Pending')
       ORDER BY (status = 'Approved') DESC LIMIT 1`,
      [a, b],
      tx,
    );
    return r?.status;
  }

  /** Records a Pending request from one company to another; its id. */
  async insertRequest(
    senderCompanyId: string,
    receiverCompanyId: string,
    message: string,
    userId: string,
    now: Date,
    tx: Tx,
  ): Promise<string> {
    const row = await this.one<{ id: string }>(
      `INSERT INTO connection_requests (sender_company_id, receiver_company_id, message, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [senderCompanyId, receiverCompanyId, message, userId, now],
      tx,
    );
    return row!.id;
  }

  /** The request's parties and status, locked while it is decided, with whether its sender wants to be told. */
  lockRequest(
    id: string,
    tx: Tx,
  ): Promise<{ sender: string; receiver: string; status: ConnectionRequestStatus; notify: boolean } | undefined> {
    return this.one(
      `SELECT r.sender_company_id AS sender, r.receiver_company_id AS receiver, r.status,
              coalesce(p.is_notify, false) AS notify
       FROM connection_requests r LEFT JOIN connect_profiles p ON p.company_id = r.sender_company_id
       WHERE r.id = $1 FOR UPDATE OF r`,
      [id],
      tx,
    );
  }

  /** Records the decision of a request: status, message, who decided and when. */
  async markRequestDecided(
    id: string,
    status: ConnectionRequestStatus,
    message: string | null,
    userId: string,
    now: Date,
    tx: Tx,
  ): Promise<void> {
    await this.run(
      `UPDATE connection_requests SET status = $2, review_message = $3, reviewed_by = $4, reviewed_at = $5
       WHERE id = $1`,
      [id, status, message, userId, now],
      tx,
    );
  }

  /**
   * A page of requests: a company's sent or received ones, or every request (by status, by either company's name),
   * with the total of the selection.
   */
  async requestPage(
    f: { sentBy?: string; receivedBy?: string; status?: ConnectionRequestStatus; q?: string },
    page: ListPage<ConnectRequestSortField>,
  ): Promise<{ rows: ConnectionRequestRow[]; total: number }> {
    const where = new SqlFilter();
    if (f.sentBy) where.add('r.sender_company_id = ?', f.sentBy);
    if (f.receivedBy) where.add('r.receiver_company_id = ?', f.receivedBy);
    if (f.status) where.add('r.status = ?', f.status);
    if (f.q) where.add('(s.name ILIKE ? OR v.name ILIKE ?)', likePattern(f.q));
    const dir = page.sortOrder === 'ASC' ? 'ASC' : 'DESC';
    const rows = await this.rows<ConnectionRequestRow & { total: string }>(
      `${REQUEST_SELECT.replace('SELECT r.id,', 'SELECT count(*) OVER () AS total, r.id,')} ${where.sql}
       ORDER BY ${REQUEST_SORT[page.sortField]} ${dir}, r.id ${dir}
       LIMIT ${page.limit} OFFSET ${page.offset}`,
      where.params,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    // a page past the end has no row to carry the total: count again without the page
    if (!rows.length && page.offset > 0) {
      const c = await this.one<{ n: string }>(
        `SELECT count(*) AS n FROM connection_requests r JOIN companies s ON s.id = r.sender_company_id
         JOIN companies v ON v.id = r.receiver_company_id ${where.sql}`,
        where.params,
      );
      total = Number(c!.n);
    }
    return { rows, total };
  }

  /** One request with both companies and the users who sent and decided it. */
  requestRow(id: string): Promise<ConnectionRequestRow | undefined> {
    return this.one<ConnectionRequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
  }

  /** How many Pending requests the company has received. */
  async receivedPendingCount(companyId: string): Promise<number> {
    const r = await this.one<{ n: string }>(
      "SELECT count(*) AS n FROM connection_requests WHERE receiver_company_id = $1 AND status = 'Pending'",
      [companyId],
    );
    return Number(r!.n);
  }

  /** The company's account owner (or its earliest Active user) as the contact, with the company's website. */
  async contactOf(companyId: string): Promise<ConnectContact | null> {
    return (
      (await this.one<ConnectContact>(
        `SELECT u.first_name || ' ' || u.last_name AS name, u.email,
                nullif(btrim(coalesce(u.phone_code, '') || ' ' || coalesce(u.phone_number, '')), '') AS phone, c.website
         FROM companies c JOIN users u ON u.company_id = c.id AND u.status = 'Active'
         WHERE c.id = $1 ORDER BY (u.type = 'Primary') DESC, u.created_at LIMIT 1`,
        [companyId],
      )) ?? null
    );
  }
}

/** What Discover filters on, in the database's terms (see ConnectService.discover for the domain's). */
export interface DiscoveryQuery {
  looking: boolean;
  types?: readonly string[];
  /** the company types of the chosen industries (an empty list matches nothing) */
  industryTypes?: readonly string[];
  states?: readonly string[];
  /** 'c:<country>' for every country of a chosen continent, 'n:<country>' for a named country */
  locationKeys?: readonly string[];
  text?: string;
}

export interface ConnectProfileRow {
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

export interface DiscoveryCardRow {
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

export interface ConnectionRequestRow {
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
}

// ---- Connect SQL ----

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

const REQUEST_SORT: Record<ConnectRequestSortField, string> = { createdAt: 'r.created_at', status: 'r.status' };
const DISCOVERY_SORT: Record<ConnectDiscoverySortField, string> = {
  name: 'lower(display_name)',
  createdAt: 'created_at',
};
