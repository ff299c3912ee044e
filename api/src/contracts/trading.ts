/**
 * Trading contracts (spec 2 §2.7–§2.10, §5 "Transfer and retirement", "Facilitator assignment"; spec 3 §4):
 * transfer (single and bulk), retirement, incoming transactions, Scope 1 information requests and facilitator
 * assignment — request schemas with the spec's messages, answer shapes and the API paths.
 * Amounts travel as typed (string or number, commas allowed) with their unit; the server converts them exactly
 * (contracts/amounts.ts) and answers 'Value must be a number between 0 and {max}' when out of range.
 */
import { z } from 'zod';
import { AmountType } from './credits';
import { COUNTRY_NAMES } from './geo';
import { MSG } from './messages';

export { TRADING_API } from './trading-api';

/** Page size of incoming transactions and Scope 1 requests (spec 2 §9). */
export const TRADING_PAGE_SIZE = 10;

/** Compliance / reporting options (spec 2 §9). */
export const REPORTING_OPTIONS = [
  'UK ETS',
  'EU ETS',
  'CORSIA',
  'EU RED II (Scope 1)',
  'Voluntary (Scope 1 + 3)',
] as const;
export type ReportingOption = (typeof REPORTING_OPTIONS)[number];

/** Days the receiver has to accept a transfer, and a Scope 1 request to be answered, before they expire (ours). */
export const DEPOSIT_EXPIRY_DAYS = 14;
export const INFO_REQUEST_EXPIRY_DAYS = 14;

const YesNo = (message: string) => z.enum(['yes', 'no'], { error: message });
const countryField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .refine((c) => COUNTRY_NAMES.includes(c), { error: MSG.countryUnknownTrading });
const reportingField = (message: string) => z.enum(REPORTING_OPTIONS, { error: message });
/** An amount as typed: '1,234.567', 12.5 or '900' (MJ); checked against the credit on the server. */
export const AmountInput = z.union([z.string().max(40), z.number()]);

/** Airline variant: is this account the legitimate Scope 1 transport service provider; on yes, country and reporting. */
export const Scope1Declaration = z
  .object({
    isScope1Provider: YesNo(MSG.chooseOption),
    creditClaimCountry: z.string().optional(),
    reporting: z.string().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.isScope1Provider !== 'yes') return;
    const country = countryField(MSG.countryFieldRequired).safeParse(v.creditClaimCountry ?? '');
    if (!country.success)
      ctx.addIssue({ code: 'custom', path: ['creditClaimCountry'], message: country.error.issues[0].message });
    if (!reportingField(MSG.reportingFieldRequired).safeParse(v.reporting).success)
      ctx.addIssue({ code: 'custom', path: ['reporting'], message: MSG.reportingFieldRequired });
  });
export type Scope1Declaration = z.infer<typeof Scope1Declaration>;

const transferFields = {
  receiverId: z.uuid({ error: MSG.transferToRequired }),
  /** Required for an Airline sender ('Please, choose an option.'). */
  scope1: Scope1Declaration.optional(),
  /** Forwarder variant: is this account the Scope 3 logistics provider (required for a Forwarder sender). */
  scope3: YesNo(MSG.chooseOption).optional(),
};

/** POST /credits/{id}/transfer. */
export const TransferRequest = z
  .object({ amount: AmountInput, amountType: AmountType.default('BCU'), ...transferFields })
  .strict();
export type TransferRequest = z.infer<typeof TransferRequest>;

/** One BCU of a bulk transfer: its full amount moves, no splitting. */
export const BulkTransferItem = z
  .object({ creditId: z.uuid({ error: MSG.bcuIdRequired }), ...transferFields })
  .strict();
export type BulkTransferItem = z.infer<typeof BulkTransferItem>;

/** POST /credits/transfers/bulk: at least 2 BCUs (spec 2 §5). */
export const BulkTransferRequest = z
  .object({
    transfers: z
      .array(BulkTransferItem, { error: MSG.atLeastOneBcu })
      .min(1, { error: MSG.atLeastOneBcu })
      .min(2, { error: MSG.bulkAtLeastTwo })
      .max(100, { error: MSG.bulkAtMost100 }),
  })
  .strict()
  .refine((v) => new Set(v.transfers.map((t) => t.creditId)).size === v.transfers.length, {
    error: MSG.bulkDuplicateBcu,
    path: ['transfers'],
  });
export type BulkTransferRequest = z.infer<typeof BulkTransferRequest>;

/**
 * POST /credits/{id}/retire (spec 2 §2.8, §5): reporting and claim country required, Scope 3 corporate optional; the
 * Airline variant answers whether the account is the legitimate Scope 1 transport service provider (required there).
 */
export const RetirementRequest = z
  .object({
    amount: AmountInput,
    amountType: AmountType.default('BCU'),
    /** Airline holder: yes → it is the Scope 1 provider; no → the credit's Scope 1 provider is ('Please, choose an option.'). */
    isScope1Provider: YesNo(MSG.chooseOption).optional(),
    creditClaimCountry: countryField(MSG.fieldRequiredDot),
    reporting: reportingField(MSG.fieldRequired),
    /** The Scope 3 corporate (a Corporate company id), optional. */
    scope3: z.uuid({ error: MSG.fieldRequiredDot }).optional(),
    /** Corporate only: stay anonymous in the retirement statement. */
    scope3Anonymity: z.boolean().default(false),
  })
  .strict();
export type RetirementRequest = z.infer<typeof RetirementRequest>;

/** The holder type whose retirement asks the Scope 1 question (spec 2 §2.8: the Airline variant). */
export const asksScope1Question = (holderType: string | undefined): boolean => holderType === 'Airline';

/**
 * The Scope 1 provider a retirement names (spec 2 §2.8, §2.9): an Airline holder answering yes is itself the
 * provider; otherwise the credit's Scope 1 provider (set by an approved information request or an Airline's transfer
 * declaration). null: there is none, and the retirement is refused ('A Scope 1 provider must be set …') — the user
 * may send an information request instead.
 */
export function retirementScope1Provider(r: {
  holderType: string | undefined;
  holderId: string;
  isScope1Provider?: 'yes' | 'no' | null;
  creditScope1Id: string | null | undefined;
}): string | null {
  if (asksScope1Question(r.holderType) && r.isScope1Provider === 'yes') return r.holderId;
  return r.creditScope1Id ?? null;
}

/** POST /info-requests (spec 2 §2.9): ask an Airline connection for the Scope 1 information of a BCU. */
export const InfoRequestCreate = z
  .object({ creditId: z.uuid({ error: MSG.bcuIdRequired }), companyId: z.uuid({ error: MSG.fieldRequiredDot }) })
  .strict();
export type InfoRequestCreate = z.infer<typeof InfoRequestCreate>;

/** POST /info-requests/{id}/answer (spec 3 §4): Approve needs answer yes, a country and a reporting value. */
export const InfoRequestAnswer = z
  .object({
    action: z.enum(['Approve', 'Deny'], { error: MSG.chooseOption }),
    answer: z.string().optional(),
    creditClaimCountry: z.string().optional(),
    reporting: z.string().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action !== 'Approve') return;
    if (v.answer !== 'yes') ctx.addIssue({ code: 'custom', path: ['answer'], message: MSG.chooseOption });
    const country = countryField(MSG.countryFieldRequired).safeParse(v.creditClaimCountry ?? '');
    if (!country.success)
      ctx.addIssue({ code: 'custom', path: ['creditClaimCountry'], message: country.error.issues[0].message });
    if (!reportingField(MSG.reportingFieldRequired).safeParse(v.reporting).success)
      ctx.addIssue({ code: 'custom', path: ['reporting'], message: MSG.reportingFieldRequired });
  });
export type InfoRequestAnswer = z.infer<typeof InfoRequestAnswer>;

/** PUT /credits/{id}/facilitator (spec 2 §5): Assign needs a facilitator; an empty or zero amount means the full volume. */
export const FacilitatorAssignment = z
  .object({
    action: z.enum(['Assign', 'Unassign'], { error: MSG.chooseOption }),
    facilitatorId: z.uuid({ error: MSG.fieldRequiredDot }).optional(),
    bcuAmount: z.union([z.string().max(40), z.number()]).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action === 'Assign' && !v.facilitatorId)
      ctx.addIssue({ code: 'custom', path: ['facilitatorId'], message: MSG.fieldRequiredDot });
  });
export type FacilitatorAssignment = z.infer<typeof FacilitatorAssignment>;

/** Request (transfer / retirement) statuses: admin review, then for transfers the receiver's decision. */
export const CREDIT_REQUEST_STATUSES = [
  'Pending',
  'Approved',
  'Rejected',
  'Deposit Pending',
  'Deposit Approved',
  'Deposit Rejected',
  'Deposit Expired',
] as const;
export type CreditRequestStatus = (typeof CREDIT_REQUEST_STATUSES)[number];

/** Incoming transaction statuses as the receiver sees them (spec 3 §4), and their labels. */
export const INCOMING_STATUSES = ['Pending', 'Approved', 'Denied', 'Expired'] as const;
export type IncomingStatus = (typeof INCOMING_STATUSES)[number];
export const INCOMING_STATUS_LABELS: Record<IncomingStatus, string> = {
  Pending: 'For consideration',
  Approved: 'Approved',
  Denied: 'Rejected',
  Expired: 'Expired',
};

/** Scope 1 information request statuses and labels (spec 2 §3). */
export const INFO_REQUEST_STATUSES = ['Pending', 'Approved', 'Denied', 'Expired'] as const;
export type InfoRequestStatus = (typeof INFO_REQUEST_STATUSES)[number];
export const INFO_REQUEST_STATUS_LABELS: Record<InfoRequestStatus, string> = {
  Pending: 'For consideration',
  Approved: 'Approved',
  Denied: 'Rejected',
  Expired: 'Expired',
};

const oneOrMany = <T extends z.ZodType>(s: T) => z.union([s, z.array(s)]);
export const IncomingFilter = z
  .object({ q: z.string().max(100).optional(), status: oneOrMany(z.enum(INCOMING_STATUSES)).optional() })
  .strict();
export type IncomingFilter = z.infer<typeof IncomingFilter>;
export const INCOMING_SORT_FIELDS = ['createdAt', 'amount', 'status'] as const;

export const InfoRequestFilter = z
  .object({
    q: z.string().max(100).optional(),
    status: oneOrMany(z.enum(INFO_REQUEST_STATUSES)).optional(),
    /** received (default): requests to answer; sent: own requests. */
    direction: z.enum(['received', 'sent']).optional(),
    creditId: z.uuid().optional(),
  })
  .strict();
export type InfoRequestFilter = z.infer<typeof InfoRequestFilter>;
export const INFO_REQUEST_SORT_FIELDS = ['createdAt', 'status'] as const;

export const OutgoingFilter = z
  .object({
    q: z.string().max(100).optional(),
    kind: z.enum(['Transfer', 'Retirement']).optional(),
    status: oneOrMany(z.enum(CREDIT_REQUEST_STATUSES)).optional(),
  })
  .strict();
export type OutgoingFilter = z.infer<typeof OutgoingFilter>;
export const OUTGOING_SORT_FIELDS = ['createdAt', 'amount', 'status'] as const;

// ---- answers ----

const Party = z.object({ id: z.string(), name: z.string(), type: z.string() });

/** A transfer or retirement request as its sender (and the admin) sees it. Amounts in tonnes (3 decimals) / MJ. */
export const CreditRequestView = z.object({
  id: z.string(),
  kind: z.enum(['Transfer', 'Retirement']),
  status: z.enum(CREDIT_REQUEST_STATUSES),
  /** The credit chosen, and the credit that carries the amount (a split child when only part moves). */
  creditId: z.string(),
  bcuid: z.string(),
  heldCreditId: z.string(),
  heldBcuid: z.string(),
  amount: z.string(),
  tonnesOfCO2eq: z.string(),
  neatAmountInMJ: z.string(),
  amountType: AmountType,
  amountInput: z.string(),
  sender: Party,
  senderUser: z.string(),
  receiver: Party.nullable(),
  /** The facilitator company that acted on behalf of the holder, if any. */
  onBehalfBy: Party.nullable(),
  isScope1Provider: z.boolean().nullable(),
  isScope3Provider: z.boolean().nullable(),
  creditClaimCountry: z.string().nullable(),
  reporting: z.string().nullable(),
  scope3Company: Party.nullable(),
  scope3Anonymity: z.boolean(),
  submissionId: z.string().nullable(),
  statementId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type CreditRequestView = z.infer<typeof CreditRequestView>;

/** A row of the receiver's Incoming Transactions (spec 2 §2.10). */
export const IncomingTransaction = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Approval time by the admin (when it arrived). */
  arrivedAt: z.string().nullable(),
  from: Party,
  by: z.string(),
  creditId: z.string(),
  bcuid: z.string(),
  amount: z.string(),
  tonnesOfCO2eq: z.string(),
  neatAmountInMJ: z.string(),
  status: z.enum(INCOMING_STATUSES),
  statusLabel: z.string(),
  expiresAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type IncomingTransaction = z.infer<typeof IncomingTransaction>;

/** The incoming detail: the row plus its BCU Info, Scope 1 Info and Scope 3 Info tabs. */
export const IncomingTransactionDetail = IncomingTransaction.extend({
  bcuInfo: z.record(z.string(), z.unknown()),
  scope1: z.object({
    isScope1Provider: z.boolean().nullable(),
    company: Party.nullable(),
    creditClaimCountry: z.string().nullable(),
    reporting: z.string().nullable(),
  }),
  scope3: z.object({ isScope3Provider: z.boolean().nullable(), logisticCompany: Party.nullable() }),
});
export type IncomingTransactionDetail = z.infer<typeof IncomingTransactionDetail>;

/** A recipient offered for a transfer (a contact of the holder) or a company asked for Scope 1 information. */
export const TransferRecipient = z.object({ id: z.string(), name: z.string(), type: z.string(), country: z.string() });
export type TransferRecipient = z.infer<typeof TransferRecipient>;

export const InfoRequestView = z.object({
  id: z.string(),
  status: z.enum(INFO_REQUEST_STATUSES),
  statusLabel: z.string(),
  creditId: z.string(),
  bcuid: z.string(),
  requester: Party,
  requesterUser: z.string(),
  company: Party,
  answer: z.string().nullable(),
  creditClaimCountry: z.string().nullable(),
  reporting: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type InfoRequestView = z.infer<typeof InfoRequestView>;

export const FacilitatorState = z.object({
  creditId: z.string(),
  bcuid: z.string(),
  facilitator: Party.nullable(),
  facilitatorAmount: z.string().nullable(),
  message: z.string(),
});
export type FacilitatorState = z.infer<typeof FacilitatorState>;

export const CountAnswer = z.object({ count: z.number().int() });

/** Texts the screens show after a call (spec 2 §8), re-exported from MSG for the portal. */
export const TRADING_TEXTS = {
  transferSent: MSG.transferSent,
  bulkTransferred: MSG.bulkTransferred,
  bulkTransferFailedTitle: MSG.bulkTransferFailedTitle,
  bulkTransferFailed: (message: string) => `An error occurred during the bulk transfer: ${message}`,
  retirementSent: MSG.retirementSent,
  infoRequestSent: MSG.infoRequestSent,
  facilitatorUpdated: MSG.facilitatorUpdated,
  ongoingInfoRequest: MSG.ongoingInfoRequest,
  facilitatorWarning: (facilitator: string) =>
    `The BCU is assigned to the ${facilitator} for administration. Do you want to proceed regardless?`,
  bulkFacilitatorWarning: MSG.bulkFacilitatorWarning,
  // issue 10 §10–§11: what the user may type and what an action did, in words (our wording)
  maxAvailable: (max: string) => `Max ${max} available`,
  incomingDecided: (accepted: boolean, amount: string, receiver: string) =>
    `Transfer of ${amount} BCU to ${receiver} ${accepted ? 'accepted' : 'denied'}`,
  infoRequestDecided: (approved: boolean, bcuid: string) =>
    `Scope 1 information request for ${bcuid} ${approved ? 'answered' : 'denied'}`,
  confirmRetirement: (full: boolean, amount: string, unit: string, bcuid: string, beneficiary: string) =>
    `Do you want to confirm the ${full ? 'full' : 'split'} retirement of ${amount} ${unit} of ${bcuid}? ` +
    `The retirement statement will name ${beneficiary} as beneficiary. A retirement cannot be undone.`,
} as const;
