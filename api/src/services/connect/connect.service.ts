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
  type ConnectParty,
  type ConnectPreferences,
  type ConnectPreferencesInput,
  type ConnectRequestSortField,
  type CreateConnectionRequest,
  type DiscoveryFilter,
  type RequestListFilter,
} from '../../contracts';
import type { Tx, UnitOfWork } from '../../datasources';
import type {
  CompanyRepository,
  ConnectionRequestRow,
  ConnectRepository,
  DiscoveryCardRow,
  UserRepository,
} from '../../repositories';
import { conflict, forbidden, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { RequestMeta } from '../accounts/account.service';
import type { Clock } from '../platform/clock';
import { publish } from '../platform/events.service';
import type { ListPage } from '../list-page';
import type { MailService } from '../platform/mail.service';

export interface ConnectActor extends Actor {
  userId: string;
  companyId: string;
}

const EXCLUDED_TYPES = ['Admin', 'Auditor'];

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
    private readonly uow: UnitOfWork,
    private readonly repos: { connect: ConnectRepository; companies: CompanyRepository; users: UserRepository },
    private readonly log: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  // ---- preferences ----

  /** The viewer's company with its Connect fields (defaults until it saved preferences). */
  async preferences(actor: ConnectActor, tx?: Tx): Promise<ConnectPreferences> {
    const r = await this.repos.connect.preferencesOf(actor.companyId, tx);
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
    return this.uow.transaction(async (tx) => {
      await this.repos.connect.savePreferences(actor.companyId, input, actor.userId, this.clock.now(), tx);
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
    const participating = admin || (await this.repos.connect.isDiscoverable(actor.companyId));
    if (!participating) return { rows: [], total: 0 };
    const rows = await this.repos.connect.discoverPage(
      actor.companyId,
      admin,
      EXCLUDED_TYPES,
      {
        looking: f.connectType === 'looking',
        types: f.type,
        industryTypes: f.industry?.length ? industryTypes(f.industry) : undefined,
        states: f.status,
        locationKeys: f.location?.length ? locationKeys(f.location) : undefined,
        text: f.q,
      },
      { ...page, limit: Math.min(page.limit, CONNECT_MAX_PAGE_SIZE) },
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

  private async card(r: DiscoveryCardRow, mayRequest: boolean): Promise<ConnectCompany> {
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
    const logo = await this.repos.connect.discoverableLogo(companyId, EXCLUDED_TYPES);
    if (!logo) throw notFound();
    if (
      logo.anonymous &&
      !canReadAllConnectRequests(actor) &&
      (await this.repos.connect.pairStatus(actor.companyId, companyId)) !== 'Approved'
    )
      throw notFound();
    return { filename: logo.filename, mimeType: logo.mimeType, content: logo.content };
  }

  // ---- connection requests ----

  /** Sends a request from the viewer's (participating) company to a participating company. */
  async createRequest(actor: ConnectActor, input: CreateConnectionRequest, meta: RequestMeta) {
    this.assertMayWrite(actor);
    const refuse = (message: string) => invalid(message, [{ path: 'receiverId', message }]);
    if (input.receiverId === actor.companyId) throw refuse(MSG.connectNotToSelf);
    if (!(await this.repos.connect.isDiscoverable(actor.companyId))) throw refuse(MSG.connectSenderNotParticipating);
    const id = await this.uow.transaction(async (tx) => {
      // both companies' rows are locked in id order so concurrent requests of a pair queue up
      await this.repos.companies.lockInIdOrder([actor.companyId, input.receiverId], tx);
      const receiver = await this.repos.connect.participant(input.receiverId, EXCLUDED_TYPES, tx);
      if (!receiver) throw refuse(MSG.connectReceiverNotParticipating);
      const status = await this.repos.connect.pairStatus(actor.companyId, input.receiverId, tx);
      if (status === 'Pending') throw conflict(MSG.connectAlreadyPending);
      if (status === 'Approved') throw conflict(MSG.connectAlreadyConnected);
      const row = {
        id: await this.repos.connect.insertRequest(
          actor.companyId,
          input.receiverId,
          input.message,
          actor.userId,
          this.clock.now(),
          tx,
        ),
      };
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
    await this.uow.transaction(async (tx) => {
      const r = await this.repos.connect.lockRequest(id, tx);
      if (!r || (r.sender !== actor.companyId && r.receiver !== actor.companyId)) throw notFound();
      if (r.receiver !== actor.companyId) throw forbidden(MSG.connectOnlyReceiver);
      if (r.status !== 'Pending') throw conflict(MSG.connectNotPending);
      const status: ConnectionRequestStatus = input.action === 'approve' ? 'Approved' : 'Rejected';
      await this.repos.connect.markRequestDecided(
        id,
        status,
        input.message || null,
        actor.userId,
        this.clock.now(),
        tx,
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
    const own = f.type === 'sent' ? { sentBy: actor.companyId } : { receivedBy: actor.companyId };
    return this.page(actor, { ...own, status: f.status }, page);
  }

  /** A page of every request (Admin, SuperAdmin), filter status and company name. */
  async listAll(actor: ConnectActor, f: AdminRequestFilter, page: ListPage<ConnectRequestSortField>) {
    return this.page(actor, { status: f.status, q: f.q }, page);
  }

  /** Received Pending requests of the viewer's company (the Connect tab badge). */
  async receivedPendingCount(actor: ConnectActor) {
    return { count: await this.repos.connect.receivedPendingCount(actor.companyId) };
  }

  /** One request: a party's own (404 otherwise), or any for Admin and SuperAdmin through `all`. */
  async request(actor: ConnectActor, id: string, all = false): Promise<ConnectionRequest> {
    const r = await this.repos.connect.requestRow(id);
    if (!r) throw notFound();
    if (!all && r.senderId !== actor.companyId && r.receiverId !== actor.companyId) throw notFound();
    return this.requestView(actor, r, all);
  }

  /** Stores that the user completed or skipped the Connect tour. */
  async setTourStatus(actor: ConnectActor, completed: boolean, meta: RequestMeta) {
    await this.uow.transaction(async (tx) => {
      await this.repos.users.setConnectTour(actor.userId, completed, tx);
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

  private async page(
    actor: ConnectActor,
    f: Parameters<ConnectRepository['requestPage']>[0],
    page: ListPage<ConnectRequestSortField>,
  ) {
    const limit = Math.min(page.limit, CONNECT_MAX_PAGE_SIZE);
    const { rows, total } = await this.repos.connect.requestPage(f, { ...page, limit });
    const all = canReadAllConnectRequests(actor);
    return { rows: await Promise.all(rows.map((r) => this.requestView(actor, r, all))), total };
  }

  private async requestView(actor: ConnectActor, r: ConnectionRequestRow, all: boolean): Promise<ConnectionRequest> {
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

  private contact(companyId: string): Promise<ConnectContact | null> {
    return this.repos.connect.contactOf(companyId);
  }

  private async notify(tx: Tx, companyId: string, subject: string, text: string) {
    for (const to of await this.repos.users.activeEmailsOf(companyId, tx))
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
