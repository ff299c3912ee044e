/**
 * The `resource` of the webhook events (issue 16.2), one shape per kind, built from the rows the domain services
 * hold in their transaction. Amounts are tonnes as exact decimal strings, like every API answer.
 */
import { kgToTonnes } from '../../contracts';
import type { CreditRequestRow } from '../../repositories';

/** A transfer request: its parties, the BCU and amount, and the status it reached. */
export const transferResource = (r: CreditRequestRow, bcuid: string, status: string) => ({
  kind: 'transfer',
  id: r.id,
  submissionId: r.submission_id,
  status,
  BCUID: bcuid,
  amount: kgToTonnes(r.amount_kg),
  senderCompanyId: r.sender_company_id,
  receiverCompanyId: r.receiver_company_id,
  onBehalfCompanyId: r.on_behalf_company_id,
});

/** An approved retirement with its statement's RSID and PDF link. */
export const retirementResource = (
  r: CreditRequestRow,
  bcuid: string,
  statement: { id: string; rsid: string; pdfUrl: string },
) => ({
  kind: 'retirement',
  id: r.id,
  submissionId: r.submission_id,
  status: 'Retired',
  BCUID: bcuid,
  amount: kgToTonnes(r.amount_kg),
  companyId: r.sender_company_id,
  onBehalfCompanyId: r.on_behalf_company_id,
  statement: { id: statement.id, RSID: statement.rsid, pdfUrl: statement.pdfUrl },
});
