/**
 * Registry Connect — company matchmaking (spec 3 §1, §2.7, §3 "Registry Connect company fields" and "Connection
 * request", §4 "Connection request", §5 "Connection request message" and "Preferences", §6, §7 "Registry Connect",
 * §8 "Registry Connect", §9; spec 1 §2 badges, `connectTourCompleted`, POST users/update-tour-status).
 *
 * Companies opt in (isDiscoverable), say what they offer and what they look for (tags and a pitch each), discover
 * other participating companies and send connection requests; the receiving company approves or declines. Contact
 * details (the account owner's e-mail and phone, the website) are shared only once a request is Approved.
 *
 * Readings: a company's industry is the one its account type maps to (CONNECT_INDUSTRY_BY_TYPE; the spec stores no
 * industry of its own); Discover lists only discoverable Active companies other than the viewer's own, never Admin or
 * Auditor companies; one Pending request per pair of companies at a time (either direction); only Active SystemUsers
 * of the receiving company decide, only while Pending; Admin and SuperAdmin read every request and never act;
 * Auditors have no Connect access; users who are not Active only read.
 *
 * Lists follow the project's simple-rest convention: `filter` (JSON), `range` ([from, to]) and `sort` query
 * parameters, rows in the body and the total in the Content-Range header.
 */
import { z } from 'zod';
import { COMPANY_TYPE_LABELS, CompanyType, INDUSTRIES, type CompanyType as CompanyTypeT } from './enums';
import { COUNTRIES } from './geo';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { can, type Actor } from './access';

/** The paths of this area (under /api). */
import { CONNECT_API } from './connect-api';
export { CONNECT_API };
export const connectRequestPath = (id: string) => CONNECT_API.request.replace('{id}', encodeURIComponent(id));
export const connectAdminRequestPath = (id: string) => CONNECT_API.adminRequest.replace('{id}', encodeURIComponent(id));
export const connectLogoPath = (companyId: string) =>
  CONNECT_API.companyLogo.replace('{id}', encodeURIComponent(companyId));

/** Portal routes of spec 3 §2.7. */
export const CONNECT_ROUTES = {
  index: '/connect',
  discover: '/connect/discover',
  preferences: '/connect/preferences',
  received: '/connect/received-requests',
  sent: '/connect/sent-requests',
  sentDetail: (id: string) => `/connect/sent-requests/${id}`,
  adminRequests: '/connect/requests',
  adminRequestDetail: (id: string) => `/connect/requests/${id}`,
} as const;

// ---- limits (spec 3 §9) ----
/** Discovery: 10 a page, options 10, 20, 50, 100. */
export const CONNECT_DISCOVERY_PAGE_SIZE = 10;
export const CONNECT_DISCOVERY_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** Request lists (received, sent, admin): 10 a page, options 10, 25, 50. */
export const CONNECT_REQUEST_PAGE_SIZE = 10;
export const CONNECT_REQUEST_PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
/** The largest page any Connect list serves. */
export const CONNECT_MAX_PAGE_SIZE = 100;
export const CONNECT_REQUEST_SORT_FIELDS = ['createdAt', 'status'] as const;
export type ConnectRequestSortField = (typeof CONNECT_REQUEST_SORT_FIELDS)[number];
export const CONNECT_DISCOVERY_SORT_FIELDS = ['name', 'createdAt'] as const;
export type ConnectDiscoverySortField = (typeof CONNECT_DISCOVERY_SORT_FIELDS)[number];
/** The guided tour starts this long after the page loads (spec 3 §9). */
export const CONNECT_TOUR_DELAY_MS = 1000;

// ---- geography and industry ----
/** The continents of the fixed country → continent list (spec 3 §2.7): Africa, Antarctica, Asia, Europe, North
 * America, Oceania, South America, from `countries-list`. */
export const CONTINENTS: string[] = [...new Set(COUNTRIES.map((c) => c.continent))].sort();
export type Continent = string;
const CONTINENT_BY_COUNTRY = new Map(COUNTRIES.map((c) => [c.name.toLowerCase(), c.continent]));
/** The continent of a country name as stored on companies; undefined for a name not in the list. */
export const continentOf = (country: string): Continent | undefined =>
  CONTINENT_BY_COUNTRY.get(country.trim().toLowerCase()) as Continent | undefined;

export const Industry = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof Industry>;
/** A company's industry: the one its account type maps to (reading: companies store no industry of their own). */
export const CONNECT_INDUSTRY_BY_TYPE: Record<CompanyTypeT, Industry> = {
  Supplier: 'Renewable Energy',
  Intermediary: 'Financial Services',
  Airline: 'Transportation',
  Forwarder: 'Logistics',
  Corporate: 'Manufacturing',
  Facilitator: 'Consulting',
  Auditor: 'Consulting',
  Admin: 'Technology',
};
/** Company types that can take part (never Admin or Auditor companies). */
export const ConnectCompanyType = CompanyType.exclude(['Admin', 'Auditor'], { error: MSG.connectFilterInvalid });
export const CONNECT_COMPANY_TYPES = ConnectCompanyType.options;

// ---- anonymous display ----
export const ANONYMOUS_COMPANY_PREFIX = 'Anonymous Company #';
/** 'Anonymous Company #' followed by the first 4 characters of the id (spec 3 §2.7). */
export const anonymousCompanyName = (id: string) => `${ANONYMOUS_COMPANY_PREFIX}${id.slice(0, 4)}`;

// ---- access ----
/** Discover (Admin, SuperAdmin, SystemUser of a trading company; read also when not Active). */
export const canDiscover = (a: Actor | undefined) => !!a && can(a, 'connect.read');
/** Own preferences and requests (SystemUser). */
export const canUseConnectAsMember = (a: Actor | undefined) => !!a && can(a, 'connect.member');
/** Save preferences, send, approve and decline (Active SystemUser of a company that is not Admin). */
export const canWriteConnect = (a: Actor | undefined) => !!a && can(a, 'connect.write');
/** The admin request views (Admin, SuperAdmin; read only). */
export const canReadAllConnectRequests = (a: Actor | undefined) => !!a && can(a, 'connect.admin');
export { showsConnectBadge } from './connect-api';

// ---- preferences (spec 3 §2.7, §5 "Preferences") ----
/** A tag as kept: letters, digits, spaces and hyphens only (others stripped), whitespace collapsed, trimmed. */
export const normalizeTag = (raw: string): string =>
  raw
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

const Tags = z
  .array(z.string({ error: MSG.connectTagInvalid }).max(200, { error: MSG.connectTagTooLong }), {
    error: MSG.connectTagInvalid,
  })
  .max(50, { error: MSG.connectTagInvalid })
  .transform((tags, ctx) => {
    const out: string[] = [];
    for (const raw of tags) {
      const t = normalizeTag(raw);
      if (!t) continue;
      if (t.length > LIMITS.connectTagMax) ctx.addIssue({ code: 'custom', message: MSG.connectTagTooLong });
      else if (!out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
    }
    return out;
  });

const Pitch = z
  .string({ error: MSG.connectPitchInvalid })
  .max(1000, { error: MSG.connectPitchInvalid })
  .nullish()
  .transform((p) => (p ?? '').trim());

/**
 * PUT /connect/preferences: every field of the viewer's company. With Enable Registry Connect off the other values
 * are kept as sent but not checked (they are disabled); the Rules of Participation must always be accepted.
 */
export const ConnectPreferencesInput = z
  .object({
    isDiscoverable: z.boolean({ error: MSG.connectBooleanRequired }),
    isAnonymousConnection: z.boolean({ error: MSG.connectBooleanRequired }).default(false),
    isNotifyConnections: z.boolean({ error: MSG.connectBooleanRequired }).default(false),
    isReadyToOfferConnect: z.boolean({ error: MSG.connectBooleanRequired }).default(false),
    isLookingForCompanyConnect: z.boolean({ error: MSG.connectBooleanRequired }).default(false),
    offerTags: Tags.default([]),
    lookingTags: Tags.default([]),
    offerPitch: Pitch,
    lookingPitch: Pitch,
    acceptRulesOfParticipation: z.boolean({ error: MSG.connectRulesRequired }),
  })
  .strict()
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!p.acceptRulesOfParticipation) issue('acceptRulesOfParticipation', MSG.connectRulesRequired);
    if (p.offerTags.length > LIMITS.connectTagsMax) issue('offerTags', MSG.connectOfferTagsMax);
    if (p.lookingTags.length > LIMITS.connectTagsMax) issue('lookingTags', MSG.connectLookingTagsMax);
    if (p.offerPitch.length > LIMITS.connectPitchMax) issue('offerPitch', MSG.connectOfferPitchTooLong);
    if (p.lookingPitch.length > LIMITS.connectPitchMax) issue('lookingPitch', MSG.connectLookingPitchTooLong);
    if (!p.isDiscoverable) return;
    if (!p.isReadyToOfferConnect && !p.isLookingForCompanyConnect) {
      issue('isReadyToOfferConnect', MSG.connectOptionRequired);
    }
    if (p.isReadyToOfferConnect) {
      if (p.offerTags.length === 0) issue('offerTags', MSG.connectOfferTagsMin);
      if (!p.offerPitch) issue('offerPitch', MSG.connectOfferPitchRequired);
    }
    if (p.isLookingForCompanyConnect) {
      if (p.lookingTags.length === 0) issue('lookingTags', MSG.connectLookingTagsMin);
      if (!p.lookingPitch) issue('lookingPitch', MSG.connectLookingPitchRequired);
    }
  });
export type ConnectPreferencesInput = z.output<typeof ConnectPreferencesInput>;

/** What a company offers and looks for (preferences and cards). */
const MATCHING = {
  isReadyToOfferConnect: z.boolean(),
  isLookingForCompanyConnect: z.boolean(),
  offerTags: z.array(z.string()),
  lookingTags: z.array(z.string()),
  offerPitch: z.string(),
  lookingPitch: z.string(),
};

/** GET /connect/preferences: the viewer's company with its Connect fields. */
export const ConnectPreferences = z.object({
  companyId: z.string(),
  companyName: z.string(),
  companyType: CompanyType,
  city: z.string(),
  country: z.string(),
  continent: z.string().nullable(),
  industry: Industry,
  hasLogo: z.boolean(),
  isDiscoverable: z.boolean(),
  isAnonymousConnection: z.boolean(),
  isNotifyConnections: z.boolean(),
  ...MATCHING,
  acceptRulesOfParticipation: z.boolean(),
  /** False for an Admin company (its users get 'Access Denied') and for users who only read. */
  canEdit: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ConnectPreferences = z.infer<typeof ConnectPreferences>;

// ---- connection requests (spec 3 §3, §4, §5, §7) ----
export const CONNECTION_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const ConnectionRequestStatus = z.enum(CONNECTION_REQUEST_STATUSES, { error: MSG.connectStatusInvalid });
export type ConnectionRequestStatus = z.infer<typeof ConnectionRequestStatus>;
/** Status labels (spec 3 §4): the statuses themselves. */
export const connectionRequestStatusLabel = (s: ConnectionRequestStatus): string => s;

// ---- discovery (spec 3 §2.7 Discover, §7 GET /connect/discovery) ----
export const CONNECT_TYPES = ['offer', 'looking'] as const;
export const ConnectType = z.enum(CONNECT_TYPES, { error: MSG.connectTypeInvalid });
export type ConnectType = z.infer<typeof ConnectType>;

/** Connection state of a card: Connected (an Approved request), Pending, or none ('Request to connect'). */
export const CONNECTION_STATES = ['Connected', 'Pending', 'None'] as const;
export const ConnectionState = z.enum(CONNECTION_STATES, { error: MSG.connectStatusInvalid });
export type ConnectionState = z.infer<typeof ConnectionState>;
export const CONNECTION_STATE_LABELS: Record<ConnectionState, string> = {
  Connected: 'Connected',
  Pending: 'Pending',
  None: 'Request to connect',
};

/** A multi-select value: an array, or the spec's values joined with ', '. */
const multi = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).max(300),
  );

/**
 * The Discover filter: connectType (default 'offer': companies ready to offer; 'looking': companies looking),
 * q (name, city, country, tags, pitches; anonymous companies match on tags and pitches only), type (company types),
 * location (continents or country names), industry, status (connection states; not offered to Admin or SuperAdmin).
 */
export const DiscoveryFilter = z
  .object({
    connectType: ConnectType.default('offer'),
    q: z.string({ error: MSG.textTooLong }).trim().max(LIMITS.textMax, { error: MSG.textTooLong }).optional(),
    type: multi(ConnectCompanyType).optional(),
    location: multi(z.string().max(100, { error: MSG.connectFilterInvalid })).optional(),
    industry: multi(z.enum(INDUSTRIES, { error: MSG.connectFilterInvalid })).optional(),
    status: multi(ConnectionState).optional(),
  })
  .strict();
export type DiscoveryFilter = z.output<typeof DiscoveryFilter>;

/** Contact details of a company, shared only once a request between the two companies is Approved. */
export const ConnectContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type ConnectContact = z.infer<typeof ConnectContact>;

/** A party of a request as the viewer may see it (anonymous companies stay anonymous until Approved). */
export const ConnectParty = z.object({
  id: z.string(),
  name: z.string(),
  isAnonymous: z.boolean(),
  type: CompanyType,
  typeLabel: z.string(),
  country: z.string().nullable(),
  continent: z.string().nullable(),
});
export type ConnectParty = z.infer<typeof ConnectParty>;

/** One Discover card. Anonymous companies (to non-admins, until Approved) show no city or country, only continent. */
export const ConnectCompany = ConnectParty.extend({
  city: z.string().nullable(),
  industry: Industry,
  hasLogo: z.boolean(),
  /** The logo's path under /api when there is one and the company is not shown anonymously. */
  logoUrl: z.string().nullable(),
  /** Pitches read 'Company details hidden until connection request is approved' when shown anonymously. */
  ...MATCHING,
  connectionState: ConnectionState,
  /** The latest request between the viewer's company and this one (any status), if any. */
  hasConnectionRequest: z.boolean(),
  connectionRequestStatus: ConnectionRequestStatus.nullable(),
  connectionRequestId: z.string().nullable(),
  /** 'sent' when the viewer's company sent that request, 'received' when it received it. */
  connectionRequestDirection: z.enum(['sent', 'received']).nullable(),
  /** True when the viewer may send a request now (participating, Active, no Pending or Approved request). */
  canRequest: z.boolean(),
  contact: ConnectContact.nullable(),
});
export type ConnectCompany = z.infer<typeof ConnectCompany>;

/** The message: required ('Please enter a message'), at most 500 characters. */
export const ConnectMessage = z
  .string({ error: MSG.connectMessageRequired })
  .trim()
  .min(1, { error: MSG.connectMessageRequired })
  .max(LIMITS.connectMessageMax, { error: MSG.connectMessageTooLong });

/** POST /connect/connection-requests. */
export const CreateConnectionRequest = z
  .object({
    receiverId: z.uuid({ error: MSG.connectReceiverRequired }),
    message: ConnectMessage,
  })
  .strict();
export type CreateConnectionRequest = z.infer<typeof CreateConnectionRequest>;

export const CONNECT_ACTIONS = ['approve', 'decline'] as const;
/** PUT /connect/connection-requests/{id}: the receiver approves or declines, optionally with a message. */
export const ConnectionRequestDecision = z
  .object({
    action: z.enum(CONNECT_ACTIONS, { error: MSG.connectActionInvalid }),
    message: z
      .string({ error: MSG.connectMessageTooLong })
      .trim()
      .max(LIMITS.connectMessageMax, { error: MSG.connectMessageTooLong })
      .optional(),
  })
  .strict();
export type ConnectionRequestDecision = z.infer<typeof ConnectionRequestDecision>;

export const REQUEST_LIST_TYPES = ['sent', 'received'] as const;
/** The own lists: type 'sent' or 'received' (default received), optional status. */
export const RequestListFilter = z
  .object({
    type: z.enum(REQUEST_LIST_TYPES, { error: MSG.connectListTypeInvalid }).default('received'),
    status: ConnectionRequestStatus.optional(),
  })
  .strict();
export type RequestListFilter = z.output<typeof RequestListFilter>;

/** The admin list: optional status, search over both companies' names. */
export const AdminRequestFilter = z
  .object({
    status: ConnectionRequestStatus.optional(),
    q: z.string({ error: MSG.textTooLong }).trim().max(LIMITS.textMax, { error: MSG.textTooLong }).optional(),
  })
  .strict();
export type AdminRequestFilter = z.output<typeof AdminRequestFilter>;

export const ConnectPerson = z.object({ id: z.string(), firstName: z.string(), lastName: z.string() });
export type ConnectPerson = z.infer<typeof ConnectPerson>;

/** A request row and its detail (spec 3 §3 "Connection request"). */
export const ConnectionRequest = z.object({
  id: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  status: ConnectionRequestStatus,
  statusLabel: z.string(),
  message: z.string(),
  /** The receiver's optional message with its decision. */
  reviewMessage: z.string().nullable(),
  /** 'sent' or 'received' from the viewer's company; null for Admin and SuperAdmin. */
  direction: z.enum(['sent', 'received']).nullable(),
  sender: ConnectParty,
  receiver: ConnectParty,
  createdBy: ConnectPerson.nullable(),
  reviewedBy: ConnectPerson.nullable(),
  /** True when the viewer may approve or decline now (receiving company, Active SystemUser, Pending). */
  canDecide: z.boolean(),
  /** The other company's contact details once Approved (parties only). */
  contact: ConnectContact.nullable(),
});
export type ConnectionRequest = z.infer<typeof ConnectionRequest>;

/** GET /connect/connection-requests/count: received Pending requests (the Connect tab badge). */
export const ConnectCount = z.object({ count: z.number().int() });
export type ConnectCount = z.infer<typeof ConnectCount>;

/** POST /users/update-tour-status (spec 1 §7). */
export const TourStatusInput = z
  .object({ connectTourCompleted: z.boolean({ error: MSG.connectBooleanRequired }) })
  .strict();
export const TourStatus = z.object({ connectTourCompleted: z.boolean() });
export type TourStatus = z.infer<typeof TourStatus>;

/** Screen texts of the Connect pages quoted by the spec (spec 3 §2.7, §8). */
export const CONNECT_TEXT = {
  header: 'Registry Connect',
  takeTour: 'Take Tour',
  noCompanies: MSG.connectNoCompanies,
  notParticipating: MSG.connectNotParticipating,
  enableLink: 'Enable Registry Connect',
  optedOut: MSG.connectOptedOut,
  hiddenPitch: MSG.connectHiddenPitch,
  unsavedChanges: MSG.connectUnsavedChanges,
  stayOnPage: 'Stay on Page',
  leavePage: 'Leave Page',
  edit: 'Edit',
  cancel: 'Cancel',
  savePreferences: 'Save Preferences',
  tagCounter: '/5 tags (minimum 1 required)',
  receivedTitle: 'Received Connection Requests',
  sentTitle: 'Sent Connection Requests',
  adminTitle: 'Connection Requests',
  offer: 'What we offer',
  looking: 'What we are looking for',
} as const;

/** Type label of a company type (re-exported for cards). */
export const connectTypeLabel = (t: CompanyTypeT) => COMPANY_TYPE_LABELS[t];
