/** Retirement statements and their credits as the public page and the account panel read them (spec 2 §2.6, §3). */
import { z } from 'zod';
import { IsoDate } from './common';
import { LIMITS } from './limits';

export const STATEMENT_API = {
  pdf: '/statements/{id}/pdf',
  certificate: '/statements/{id}/credits/{creditId}/certificate',
  download: '/statements/download',
  account: '/account/statements',
} as const;

/** The account Retirement Statements panel (spec 2 §2.6): date range, search, and an Auditor's chosen account. */
export const AccountStatementFilter = z
  .object({
    q: z.string().trim().max(LIMITS.textMax).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    accountId: z.uuid().optional(),
  })
  .strict();
export type AccountStatementFilter = z.infer<typeof AccountStatementFilter>;

/** Company types whose account panel shows no statements (spec 2 §2.6). */
export const NO_STATEMENT_PANEL_TYPES = ['Intermediary', 'Supplier'] as const;

/** The zip of a selection (spec 2 §2.6). */
export const STATEMENTS_ZIP_NAME = 'statements.zip';

export const StatementCredit = z.object({
  id: z.string(),
  /** Certificate number of the credit within the statement (RSID-01, RSID-02, …). */
  sid: z.string(),
  creditId: z.string(),
  BCUID: z.string(),
  amount: z.string(),
  tonnesOfCO2eq: z.string(),
});
export type StatementCredit = z.infer<typeof StatementCredit>;

export const PublicStatement = z.object({
  id: z.string(),
  RSID: z.string(),
  issuedAt: z.string(),
  beneficiary: z.string(),
  isAnonymous: z.boolean(),
  productType: z.string().nullable(),
  amount: z.string(),
  tonnesOfCO2eq: z.string(),
  claimCountry: z.string().nullable(),
  reporting: z.string().nullable(),
  scope1: z.string().nullable(),
  scope3: z.string().nullable(),
  scope3Logistic: z.string().nullable(),
  credits: z.array(StatementCredit),
});
export type PublicStatement = z.infer<typeof PublicStatement>;

/** Only the public fields (never the company id, which would undo anonymity). */
export const toPublicStatement = (s: PublicStatement): PublicStatement => ({
  id: s.id,
  RSID: s.RSID,
  issuedAt: s.issuedAt,
  beneficiary: s.beneficiary,
  isAnonymous: s.isAnonymous,
  productType: s.productType,
  amount: s.amount,
  tonnesOfCO2eq: s.tonnesOfCO2eq,
  claimCountry: s.claimCountry,
  reporting: s.reporting,
  scope1: s.scope1,
  scope3: s.scope3,
  scope3Logistic: s.scope3Logistic,
  credits: s.credits,
});

/** POST /statements/download: the selection zipped as statements.zip. */
export const StatementDownload = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strict();
export type StatementDownload = z.infer<typeof StatementDownload>;
