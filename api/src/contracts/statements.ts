/** Retirement statements and their credits as the public page and the account panel read them (spec 2 §2.6, §3). */
import { z } from 'zod';
import { IsoDate } from './common';
import { LIMITS } from './limits';
import { MSG } from './messages';

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

/** A SHA-256 digest as hexadecimal (any case; compared in lower case). */
export const Sha256Digest = z
  .string({ error: MSG.sha256Invalid })
  .trim()
  .regex(/^[0-9a-fA-F]{64}$/, { error: MSG.sha256Invalid })
  .transform((s) => s.toLowerCase());

/** GET /statements/verify?sha256=…: which issued document has this digest. */
export const StatementVerifyQuery = z.object({ sha256: Sha256Digest }).strict();

/**
 * The answer of a verification (issue 16.4): the statement a PDF with this digest belongs to, as the public list shows
 * it, and which of its documents it is (the statement itself or the certificate of one credit, `sid`); or `issued`
 * false: no PDF with this digest was issued by this registry.
 */
export const StatementVerification = z.object({
  issued: z.boolean(),
  document: z.enum(['statement', 'certificate']).nullable(),
  sid: z.string().nullable(),
  statement: PublicStatement.nullable(),
});
export type StatementVerification = z.infer<typeof StatementVerification>;
