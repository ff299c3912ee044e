/**
 * Fee display and form helpers (spec 3 §5 "Account fee", §6, §8, §9): amounts with 2 decimals, BCU issued with
 * 3, Supplier-only columns, the defaults of a new row, and the failure texts with the server's messages.
 */
import { HttpError } from 'react-admin';
import { MSG, type CompanyType } from '@bcu/api/contracts';
import type { ValidationErrorBody } from '../../providers/apiError';

const fixed = (digits: number) => (v: number | null | undefined): string =>
  v === null || v === undefined || Number.isNaN(Number(v))
    ? ''
    : Number(v).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Fees and rates: 2 decimals (spec 3 §9). */
export const formatMoney = fixed(2);
/** BCU issued in the fee table: 3 decimals (spec 3 §9). */
export const formatBcu = fixed(3);

/** Paid flags as the table shows them. */
export const paidLabel = (paid: boolean | null | undefined) => (paid ? 'Paid' : 'Unpaid');

/** Supplier accounts show volume paid, volume fee, BCU issued and issue rate (spec 3 §5, §6). */
export const showsSupplierColumns = (type: CompanyType | undefined | null): boolean => type === 'Supplier';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * A new row: period 1, fees 0, unpaid, BCU issued blank; start and end from the date helper — billing follows
 * the calendar year (spec 3 §9), so the current calendar year.
 */
export function newFeeDefaults(companyId: string, today: Date = new Date()) {
  const year = today.getFullYear();
  return {
    companyId,
    period: 1,
    start: ymd(new Date(year, 0, 1)),
    end: ymd(new Date(year, 11, 31)),
    accountFee: 0,
    accountFeePaid: false,
    bcuIssued: null,
    issueRate: 0,
    volumeFeePaid: false,
  };
}

const capitalise = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** 'Account Fee … failed' followed by the server's messages, first letter capitalised (spec 3 §8). */
export function feeFailureText(title: string, e: unknown): string {
  const details = e instanceof HttpError ? ((e.body as ValidationErrorBody | undefined)?.details ?? []) : [];
  const messages = details.map((d) => d.message).filter(Boolean);
  if (!messages.length && e instanceof Error && e.message) messages.push(e.message);
  return [title, ...[...new Set(messages)].map(capitalise)].join('\n');
}

export const FEE_TEXT = {
  fees: 'Fees',
  addFee: 'Add fee',
  deleteTitle: 'Delete account fee',
  deleteContent: 'Are you sure you want to delete this account fee?',
  period: 'Period',
  start: 'Start',
  end: 'End',
  accountFee: 'Annual fee',
  accountFeePaid: 'Annual fee paid',
  bcuIssued: 'BCU issued',
  bcuIssuedHelp: 'Leave blank to calculate it from the period dates',
  issueRate: 'Issue rate',
  volumeFee: 'Volume fee',
  volumeFeePaid: 'Volume paid',
  noFees: 'No Data',
  failures: { create: MSG.feeCreateFailed, update: MSG.feeUpdateFailed, delete: MSG.feeDeleteFailed },
} as const;
