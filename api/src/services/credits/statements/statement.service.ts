/**
 * Retirement statements (spec 2 §2.6, §3; spec 1 §2 /statements). `issue` writes the immutable statement when a
 * BCURetirement is approved (inside the approval transaction); the lists read them, anonymous beneficiaries stay
 * anonymous in everything public.
 */
import type { Tx } from '../../../datasources';
import type { Repositories, StatementDbRow } from '../../../repositories';
import type { ListPage } from '../../list-page';
import {
  NO_STATEMENT_PANEL_TYPES,
  type StatementFilter,
  type STATEMENT_SORT_FIELDS,
  type StatementVerification,
  toPublicStatement,
} from '../../../contracts';
import { notFound } from '../../errors';
import type { Clock } from '../../platform/clock';
import { type AuditorService, assertInScope } from '../../accounts/auditor.service';

/** The channel `issue` notifies when a statement is issued (heard at commit by the PDF renderer). */
export const STATEMENT_ISSUED_CHANNEL = 'statement_issued';

export interface StatementCreditInput {
  creditId: string;
  bcuid: string;
  volumeKg: bigint | string;
  co2eqKg: bigint | string;
}

export interface IssueStatementInput {
  companyId: string;
  retirementRequestId?: string;
  submissionId?: string;
  /** The product type; when undefined, the one the first credit shows (null: none). */
  productType?: string | null;
  /** Parties the caller already read in the transaction (their names are not read again). */
  knownParties?: { id: string; name: string }[];
  claimCountry?: string | null;
  reporting?: string | null;
  scope1CompanyId?: string | null;
  scope3CompanyId?: string | null;
  scope3LogisticCompanyId?: string | null;
  isAnonymous: boolean;
  credits: StatementCreditInput[];
}

/** A statement's credit as every list shows it (amounts in tonnes as exact decimal strings). */
export interface StatementCreditRow {
  id: string;
  sid: string;
  creditId: string;
  BCUID: string;
  amount: string;
  tonnesOfCO2eq: string;
}

/** A statement as read by lists and PDF templates. `beneficiary` already respects anonymity. */
export interface StatementRow {
  id: string;
  RSID: string;
  issuedAt: string;
  companyId: string;
  beneficiary: string;
  isAnonymous: boolean;
  productType: string | null;
  amount: string;
  tonnesOfCO2eq: string;
  claimCountry: string | null;
  reporting: string | null;
  scope1: string | null;
  scope3: string | null;
  scope3Logistic: string | null;
  credits: StatementCreditRow[];
}

/** Integer kilograms → tonnes with exactly 3 decimals, no floating point. */
export function kgText(kg: bigint | string): string {
  const v = BigInt(kg);
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 1000n}.${(a % 1000n).toString().padStart(3, '0')}`;
}

const toBig = (v: bigint | string, what: string): bigint => {
  const s = typeof v === 'bigint' ? v.toString() : String(v).trim();
  if (!/^-?\d+$/.test(s)) throw new Error(`statement ${what} must be an integer number of kilograms, got ${s}`);
  return BigInt(s);
};

export class StatementService {
  constructor(
    private readonly repos: Pick<Repositories, 'statements' | 'companies' | 'credits'>,
    private readonly auditor: AuditorService,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes the immutable statement of an approved retirement inside the caller's transaction: RSID RS-{year}-{000123},
   * issue date = the clock's now, parties by id and by their name today, the credits with their certificate numbers.
   */
  async issue(tx: Tx, input: IssueStatementInput): Promise<{ id: string; rsid: string }> {
    if (input.credits.length === 0) throw new Error('a retirement statement needs at least one credit');
    const credits = input.credits.map((c) => ({
      ...c,
      volume: toBig(c.volumeKg, 'volume'),
      co2eq: toBig(c.co2eqKg, 'CO2eq'),
    }));
    if (credits.some((c) => c.volume <= 0n || c.co2eq < 0n))
      throw new Error('statement credit amounts must be positive');
    const volume = credits.reduce((s, c) => s + c.volume, 0n);
    const co2eq = credits.reduce((s, c) => s + c.co2eq, 0n);
    const now = this.clock.now();
    // a party named twice (the beneficiary is often its own Scope 1 provider) is read once
    const names = new Map<string, Promise<string | null>>(
      (input.knownParties ?? []).map((p) => [p.id, Promise.resolve(p.name)]),
    );
    const name = (id: string | null | undefined): Promise<string | null> => {
      if (!id) return Promise.resolve(null);
      if (!names.has(id))
        names.set(
          id,
          this.repos.companies.findParty(id, tx).then((p) => p?.name ?? null),
        );
      return names.get(id)!;
    };
    const beneficiary = await name(input.companyId);
    if (!beneficiary) throw new Error(`statement company ${input.companyId} does not exist`);
    // the product type as the BCU shows it (an admin's correction first) when the caller does not name it
    const productType =
      input.productType !== undefined
        ? input.productType
        : ((await this.repos.credits.shownProductType(credits[0].creditId, tx)) ?? null);
    const { id, rsid } = await this.repos.statements.insertStatement(
      {
        issuedAt: now,
        companyId: input.companyId,
        beneficiaryName: beneficiary,
        isAnonymous: input.isAnonymous,
        volumeKg: volume.toString(),
        co2eqKg: co2eq.toString(),
        claimCountry: input.claimCountry ?? null,
        reporting: input.reporting ?? null,
        retirementRequestId: input.retirementRequestId ?? null,
        submissionId: input.submissionId ?? null,
        productType,
        scope1CompanyId: input.scope1CompanyId ?? null,
        scope1Name: await name(input.scope1CompanyId),
        scope3CompanyId: input.scope3CompanyId ?? null,
        scope3Name: await name(input.scope3CompanyId),
        scope3LogisticCompanyId: input.scope3LogisticCompanyId ?? null,
        scope3LogisticName: await name(input.scope3LogisticCompanyId),
      },
      // each credit's certificate number is the RSID and its position, two digits at least: RS-2026-000123-01
      credits.map((c, i) => ({
        sidSuffix: String(i + 1).padStart(2, '0'),
        creditId: c.creditId,
        bcuid: c.bcuid,
        volumeKg: c.volume.toString(),
        co2eqKg: c.co2eq.toString(),
      })),
      tx,
    );
    // delivered only when the approval commits: the PDFs are rendered then (StatementDocumentService)
    await this.repos.statements.notifyIssued(STATEMENT_ISSUED_CHANNEL, id, tx);
    return { id, rsid };
  }

  /** Statements by id with their credits, in the order of `ids` (unknown ids are left out). */
  async byIds(ids: string[], tx?: Tx): Promise<StatementRow[]> {
    if (ids.length === 0) return [];
    const raws = await this.repos.statements.findRowsByIds(ids, tx);
    const full = await this.withCredits(raws, tx);
    const byId = new Map(full.map((s) => [s.id, s]));
    return ids.map((id) => byId.get(id)).filter((s): s is StatementRow => !!s);
  }

  /**
   * Verification of a PDF in hand (issue 16.4): the statement whose stored statement or certificate PDF has this
   * SHA-256 (the digest of the bytes as rendered and stored once), with anonymity applied as in the public list.
   */
  async verify(sha256: string): Promise<StatementVerification> {
    const doc = await this.repos.statements.findDocumentByDigest(sha256);
    const [statement] = doc ? await this.byIds([doc.statementId]) : [];
    if (!doc || !statement) return { issued: false, document: null, sid: null, statement: null };
    return { issued: true, document: doc.kind, sid: doc.sid, statement: toPublicStatement(statement) };
  }

  /**
   * Whose statements the account panel reads: the actor's own company, or for an Auditor a company it holds unexpired
   * access to (any other company: 404). Intermediary and Supplier accounts have no panel: their own users lack the
   * permission (403), an Auditor asking for one finds no panel (404).
   */
  async readableCompany(actor: { role: string; companyId: string }, requested: string | undefined): Promise<string> {
    let companyId = actor.companyId;
    if (requested && requested !== actor.companyId) {
      if (actor.role !== 'Auditor') throw notFound();
      assertInScope(await this.auditor.scope(actor), requested);
      companyId = requested;
    }
    const company = await this.repos.companies.findParty(companyId);
    if (!company) throw notFound();
    if ((NO_STATEMENT_PANEL_TYPES as readonly string[]).includes(company.type)) throw notFound();
    return companyId;
  }

  async listPublic(f: StatementFilter, page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>) {
    return this.list(f, page, null);
  }

  /** One company's statements (the account Retirement Statements panel). */
  async listForCompany(companyId: string, f: StatementFilter, page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>) {
    return this.list(f, page, companyId);
  }

  private async list(
    f: StatementFilter,
    page: ListPage<(typeof STATEMENT_SORT_FIELDS)[number]>,
    companyId: string | null,
  ) {
    const { rows, total } = await this.repos.statements.findPage(f, page, companyId);
    return { rows: await this.withCredits(rows), total };
  }

  private async withCredits(raws: StatementDbRow[], tx?: Tx): Promise<StatementRow[]> {
    if (raws.length === 0) return [];
    const credits = await this.repos.statements.findCredits(
      raws.map((r) => r.id),
      tx,
    );
    return raws.map(({ volumeKg, co2eqKg, issuedAt, ...r }) => ({
      ...r,
      issuedAt: issuedAt.toISOString(),
      amount: kgText(volumeKg),
      tonnesOfCO2eq: kgText(co2eqKg),
      credits: credits
        .filter((c) => c.statementId === r.id)
        .map((c) => ({
          id: c.id,
          sid: c.sid,
          creditId: c.creditId,
          BCUID: c.BCUID,
          amount: kgText(c.volumeKg),
          tonnesOfCO2eq: kgText(c.co2eqKg),
        })),
    }));
  }
}
