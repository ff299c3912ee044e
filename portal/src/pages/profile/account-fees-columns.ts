/**
 * Columns of the Account Fees tab (spec 1 §2, §9; spec 3 §6): period, dates, annual fee and its payment for
 * every account; BCU issued, issue rate, volume fee and volume paid only for Supplier accounts. Amounts with
 * 2 decimals, BCU issued with 3.
 */
import { showsSupplierFeeColumns, type AccountFee, type CompanyType } from '@bcu/api/contracts';
import { formatDate } from '../../features/format';

const fixed = (digits: number) => {
  const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return (v: number | null | undefined) => (v === null || v === undefined ? '—' : f.format(v));
};
export const formatFeeAmount = fixed(2);
export const formatBcuIssued = fixed(3);

export const FEE_COLUMN_TEXT = {
  title: 'Account Fees',
  period: 'Period',
  start: 'Start',
  end: 'End',
  accountFee: 'Annual fee',
  accountFeePaid: 'Annual fee paid',
  bcuIssued: 'BCU issued',
  issueRate: 'Issue rate',
  volumeFee: 'Volume fee',
  volumeFeePaid: 'Volume paid',
  paid: 'Paid',
  unpaid: 'Unpaid',
} as const;

export interface FeeColumn {
  key: keyof AccountFee;
  title: string;
  render: (fee: AccountFee) => string;
}

const paid = (v: boolean) => (v ? FEE_COLUMN_TEXT.paid : FEE_COLUMN_TEXT.unpaid);

const COMMON: FeeColumn[] = [
  { key: 'period', title: FEE_COLUMN_TEXT.period, render: (f) => String(f.period) },
  { key: 'start', title: FEE_COLUMN_TEXT.start, render: (f) => formatDate(f.start) },
  { key: 'end', title: FEE_COLUMN_TEXT.end, render: (f) => formatDate(f.end) },
  { key: 'accountFee', title: FEE_COLUMN_TEXT.accountFee, render: (f) => formatFeeAmount(f.accountFee) },
  { key: 'accountFeePaid', title: FEE_COLUMN_TEXT.accountFeePaid, render: (f) => paid(f.accountFeePaid) },
];

const SUPPLIER: FeeColumn[] = [
  { key: 'bcuIssued', title: FEE_COLUMN_TEXT.bcuIssued, render: (f) => formatBcuIssued(f.bcuIssued) },
  { key: 'issueRate', title: FEE_COLUMN_TEXT.issueRate, render: (f) => formatFeeAmount(f.issueRate) },
  { key: 'volumeFee', title: FEE_COLUMN_TEXT.volumeFee, render: (f) => formatFeeAmount(f.volumeFee) },
  { key: 'volumeFeePaid', title: FEE_COLUMN_TEXT.volumeFeePaid, render: (f) => paid(f.volumeFeePaid) },
];

export const feeColumns = (companyType: CompanyType | undefined): FeeColumn[] =>
  showsSupplierFeeColumns(companyType) ? [...COMMON, ...SUPPLIER] : COMMON;
