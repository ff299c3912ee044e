/**
 * Transactions history (spec 2 §2.3, §3 "Transaction", §7 "GET credit-transactions", "GET
 * account/download-transactions"): a company's view of what happened to its BCUs — registrations, transfers it sent,
 * transfers it received (Incoming), retirements, withdrawals (expiry) and Scope 1 answers — derived from the ledger
 * (credit events and transfer / retirement requests), never stored twice.
 */
import { z } from 'zod';
import { IsoDate } from './common';
import { MSG } from './messages';
import { LIMITS } from './limits';
import type { CompanyType } from './enums';

/** The paths of this area (under /api). */
export const TRANSACTIONS_API = {
  list: '/transactions', // GET simple-rest list (filter TransactionFilter), Content-Range
  download: '/transactions/download', // GET transactions.xlsx under the same filter and sort
  accounts: '/transactions/accounts', // GET TransactionAccount[]: the accounts the user may view (an Auditor's choices)
} as const;

/** An account whose balance and history the user may view: its own company, or an Auditor's granted companies. */
export const TransactionAccount = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type TransactionAccount = z.infer<typeof TransactionAccount>;

export const TRANSACTIONS_FILE = 'transactions.xlsx';

/** Transaction types of spec 2 §3, in the spec's order. */
export const TRANSACTION_TYPES = ['Register', 'Transfer', 'Retirement', 'Incoming', 'Withdrawal', 'Scope1'] as const;
export const TransactionType = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof TransactionType>;

/** Labels of the type filter and the Type column. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  Register: 'Register',
  Transfer: 'Transfer',
  Retirement: 'Retirement',
  Incoming: 'Incoming',
  Withdrawal: 'Withdrawal',
  Scope1: 'Scope 1',
};

/**
 * spec 2 §2.3: the type filter offers Register only to Suppliers, and Retirement neither to Suppliers nor to
 * Intermediaries (they cannot retire).
 */
export function transactionTypeOptions(companyType: CompanyType | undefined | null): TransactionType[] {
  return TRANSACTION_TYPES.filter((t) => {
    if (t === 'Register') return companyType === 'Supplier';
    if (t === 'Retirement') return companyType !== 'Supplier' && companyType !== 'Intermediary';
    return true;
  });
}

/** The receiver shown for a transfer to a receiver a facilitator created (spec 2 §2.3), unless the viewer is a Supplier. */
export const ANONYMOUS_RECEIVER = 'Anonymous';

/** Amounts are shown as incoming (added to the viewer's balance) or outgoing (taken from it). */
export const TRANSACTION_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

/** spec 2 §5 "Date ranges": the start may not be later than the end. */
export const dateRangeIssue = (from: string | undefined | null, to: string | undefined | null): string | undefined =>
  from && to && from > to ? MSG.startRangeAfterEnd : undefined;

const oneOrMany = <T extends z.ZodType>(s: T) => z.union([s, z.array(s).max(TRANSACTION_TYPES.length)]);

/**
 * The list filter: types (one or several), a calendar-day range (yyyy-MM-dd, both days included, UTC), free-text
 * search (BCU ID, counterparty, user) and, for an Auditor, the account (company) it reads.
 */
export const TransactionFilter = z
  .object({
    type: oneOrMany(TransactionType).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    q: z.string().trim().max(LIMITS.textMax).optional(),
    accountId: z.uuid().optional(),
  })
  .strict()
  .refine((f) => !dateRangeIssue(f.from, f.to), { error: MSG.startRangeAfterEnd, path: ['from'] });
export type TransactionFilter = z.infer<typeof TransactionFilter>;

export const TRANSACTION_SORT_FIELDS = ['date', 'type', 'amount', 'bcuid'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];
/** spec 2 §9: default page size 50 (options 10, 20, 50, 100). */
export const TRANSACTION_PAGE_SIZE = 50;
export const TRANSACTION_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

const Party = z.object({ id: z.string().nullable(), name: z.string() });

/** One row of the history (spec 2 §3 "Transaction"). Amounts are tonnes with exactly 3 decimals. */
export const Transaction = z.object({
  /** `<source>:<id>` — unique across the derived sources. */
  id: z.string(),
  type: TransactionType,
  /** When it happened: the approval (or the event) date, ISO. */
  date: z.string(),
  /** Pending, Approved, Denied … (requests) or the event's resulting status. */
  status: z.string(),
  creditId: z.string(),
  bcuid: z.string().nullable(),
  /** The acting company (sender of a transfer, retiring company, registering supplier …). */
  company: z.object({ id: z.string(), name: z.string(), type: z.string() }),
  /** The user who submitted it, when a person did. */
  sender: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** The receiving company of a transfer (name 'Anonymous' when hidden), null otherwise. */
  receiver: Party.nullable(),
  /** incoming or outgoing volume of the viewer's balance; null for a Scope 1 information request (nothing moves). */
  direction: z.enum(TRANSACTION_DIRECTIONS).nullable(),
  /** Volume in tonnes (BCU), '12.500'. */
  amount: z.string(),
  /** CO2eq reduction in tonnes, '10.250'. */
  tonnesOfCO2eq: z.string(),
});
export type Transaction = z.infer<typeof Transaction>;

/** Column heads of transactions.xlsx, in order; the same rows as the list under the same filter and sort. */
export const TRANSACTION_XLSX_COLUMNS = [
  'Date',
  'Type',
  'Status',
  'BCU ID',
  'From',
  'User',
  'To',
  'Direction',
  'Amount (BCU)',
  'CO2eq reduction (t)',
] as const;
