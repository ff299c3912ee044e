/**
 * BCU registration (spec 2 §2.13, §3, §5, §9; spec 3 §2.1, §4): a Secondary user of a Supplier company submits a
 * registration with its PoS PDF (and optionally the supplier's PoS PDF); the registry stores one Pending credit
 * without BCUID, a BCURegistration submission, the 'Registration Submitted' event and an action log row in one
 * transaction. The admin's decision (ReviewService → `decide`) makes the credit Active with a BCUID and 24 months of
 * validity, or Denied; the registering user is e-mailed either way.
 *
 * Every figure is computed here from the validated batches and the certification scheme's baseline
 * (contracts/credit-registration.ts `computeRegistrationFigures`); totals sent by a client are ignored.
 */
import { randomUUID } from 'node:crypto';
import type { Tx, UnitOfWork } from '../../../datasources';
import {
  CREDIT_VALIDITY_MONTHS,
  LIMITS,
  MSG,
  computeRegistrationFigures,
  countryCodeOf,
  creditRegistrationSchema,
  isCorsiaScheme,
  isoDay,
  kgToTonnes,
  lcaAboveBaseline,
  stripThousands,
  tonnesToKg,
  type CreditRegistrationPayload,
  type RegistrationFigures,
} from '../../../contracts';
import type { Repositories } from '../../../repositories';
import type { LedgerService } from '../ledger/ledger.service';
import { conflict, forbidden, invalid, notFound, parse, type ErrorDetail } from '../../errors';
import type { RequestMeta } from '../../accounts/account.service';
import type { AirportService } from './airport.service';
import type { AuditLogService } from '../../platform/audit-log.service';
import { addMonths, type Clock } from '../../platform/clock';
import { assertPdf, type FileStorageService, type UploadedFile } from '../../platform/file-storage.service';
import type { SubmissionDecision } from '../../admin/review.service';
import { publishSubmission } from '../../admin/submission-events';
import type { WebhookEmitter } from '../../integrations/webhook.service';

/** What the registration needs of the mail service: the outbox write inside a transaction, and the flush after. */
export interface MailOutbox {
  queue(tx: Tx, mail: { to: string; subject: string; text: string }): Promise<void>;
  flush(): Promise<void>;
}

export interface Registrant {
  userId: string;
  companyId: string;
}

export interface RegistrationFiles {
  posFile?: UploadedFile;
  supplierFile?: UploadedFile;
}

interface Scheme {
  id: number;
  name: string;
  baselineValue: string;
  fuelEmissionFactor: string;
}

/** The submit checks of spec 2 §5 for one uploaded PDF, each with the spec's text; the PDF must parse. */
export async function assertRegistrationPdf(
  file: UploadedFile | undefined,
  field: 'posFile' | 'supplierFile',
): Promise<void> {
  const pos = field === 'posFile';
  const fail = (message: string) => invalid(message, [{ path: field, message }]);
  if (!file) throw fail(MSG.posFileRequired);
  if (!file.originalname?.trim() || !file.mimetype?.trim())
    throw fail(pos ? MSG.posFileInvalid : MSG.supplierFileInvalid);
  if (!file.size || !file.buffer?.length) throw fail(pos ? MSG.posFileCorrupted : MSG.supplierFileCorrupted);
  if (file.size > LIMITS.pdfMaxBytes) throw fail(MSG.pdfOnlyUpTo10Mb);
  if (file.buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw fail(MSG.uploadPdf);
  try {
    await assertPdf(file, field);
  } catch {
    throw fail(pos ? MSG.posFileCorrupted : MSG.supplierFileCorrupted);
  }
}

const CORSIA_VALUE_FIELDS = [
  'fieldSustainabilityCO2',
  'fieldSustainabilityLand',
  'fieldSustainabilityLandfill',
  'fieldSustainabilityRecycling',
] as const;

const isUniqueViolation = (e: unknown, constraint: string) =>
  (e as { code?: string; constraint?: string }).code === '23505' &&
  (e as { constraint?: string }).constraint === constraint;

const fullName = (u: { first_name: string | null; last_name: string | null }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim();

export { formatBcuid } from '../ledger/ledger.service';

/** True when the viewer may see the credit (its holder and facilitator given). */
export type CreditVisibility = (
  viewer: { role: string; companyId: string },
  credit: { company_id: string; facilitator_company_id: string | null },
) => Promise<boolean>;

export class CreditRegistrationService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: Pick<Repositories, 'credits' | 'companies' | 'users' | 'submissions' | 'reference'>,
    private readonly ledger: LedgerService,
    private readonly log: AuditLogService,
    private readonly mail: MailOutbox,
    private readonly files: FileStorageService,
    private readonly airports: AirportService,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  /** True when a registered (not denied) credit already carries this PoS number, whatever the case. */
  async posNumberExists(number: string, tx?: Tx): Promise<boolean> {
    return this.repos.credits.posNumberTaken(number.trim(), tx);
  }

  /** 403 when the company's certificate validity ended before today (spec 2 §2.13, spec 3 §2.1). */
  async assertCertificationValid(companyId: string, tx?: Tx): Promise<void> {
    const end = await this.repos.companies.certificateEndOf(companyId, tx);
    if (end === undefined) throw notFound();
    if (end && end < isoDay(this.clock.now())) throw forbidden(MSG.certificationExpired);
  }

  /**
   * Validates the payload (spec 2 §5 with the reference lists and airports), checks the files, and stores the
   * Pending registration. Refusals change nothing.
   */
  async register(
    by: Registrant,
    input: unknown,
    files: RegistrationFiles,
    meta: RequestMeta,
  ): Promise<{ id: string; submissionId: string }> {
    await this.assertCertificationValid(by.companyId);
    const today = isoDay(this.clock.now());
    const [schemes, feedstockCertifications, incentives] = await Promise.all([
      this.repos.reference.registrationSchemes(),
      this.repos.reference.feedstockCertificationNames(),
      this.repos.reference.incentiveNames(),
    ]);
    const payload = parse(
      creditRegistrationSchema({
        today,
        feedstockCertifications,
        incentives,
        isCorsiaScheme: (id) => isCorsiaScheme(schemes.find((s) => s.id === id)?.name ?? ''),
      }),
      input,
    );
    const resolved = await this.resolveReferences(payload, schemes);
    // a BCU never carries a negative CO2eq reduction: every batch's LCA value is at most the scheme's baseline
    const aboveBaseline = payload.batches.flatMap((b, i) =>
      lcaAboveBaseline(b.fieldCO2, resolved.scheme.baselineValue)
        ? [{ path: `batches.${i}.fieldCO2`, message: MSG.lcaAboveBaseline }]
        : [],
    );
    if (aboveBaseline.length) throw invalid(MSG.lcaAboveBaseline, aboveBaseline);
    await assertRegistrationPdf(files.posFile, 'posFile');
    // the supplier's PoS belongs to an acquired product; switching to Produced clears it (spec 2 §2.13)
    const supplierFile = payload.radioButton === 'Supplier' ? files.supplierFile : undefined;
    if (supplierFile) await assertRegistrationPdf(supplierFile, 'supplierFile');
    if (await this.posNumberExists(payload.fieldPoSNumber)) throw this.posTaken();

    const figures = computeRegistrationFigures(
      payload.lowerHeatingValue,
      payload.batches,
      resolved.scheme.baselineValue,
    );
    const volumeKg = tonnesToKg(figures.totals.totalTonnes)!;
    const co2eqKg = co2eqTonnesToKg(figures.totals.totalCo2eqTonnes);
    const details = this.details(payload, resolved, figures);
    try {
      const result = await this.uow.transaction(async (tx) => {
        const user = (await this.repos.users.namesOf(by.userId, tx))!;
        const companyName = (await this.repos.companies.nameOf(by.companyId, tx))!;
        const posFileId = await this.files.store(tx, 'pos', files.posFile!, 'application/pdf');
        const supplierFileId = supplierFile
          ? await this.files.store(tx, 'supplier', supplierFile, 'application/pdf')
          : null;
        const id = randomUUID();
        const submissionId = await this.repos.submissions.insertRegistration(
          by.companyId,
          by.userId,
          {
            creditId: id,
            posNumber: payload.fieldPoSNumber,
            certificationScheme: resolved.scheme.name,
            productType: payload.endProductType,
            batchCount: figures.totals.batchCount,
            totalTonnes: figures.totals.totalTonnes,
            totalMJ: figures.totals.totalMJ,
            totalCo2eqTonnes: figures.totals.totalCo2eqTonnes,
            registrationFlow: payload.registrationFlow,
          },
          tx,
        );
        await this.ledger.register(tx, {
          creditId: id,
          submissionId,
          companyId: by.companyId,
          companyName,
          userId: by.userId,
          userName: fullName(user),
          volumeKg: volumeKg.toString(),
          co2eqKg: co2eqKg.toString(),
          energyMj: figures.totals.totalMJ,
          details,
          posNumber: payload.fieldPoSNumber,
          posFileId,
          supplierFileId,
          registrationFlow: payload.registrationFlow,
          eventDetails: {
            posNumber: payload.fieldPoSNumber,
            totalCo2eqTonnes: figures.totals.totalCo2eqTonnes,
            totalMJ: figures.totals.totalMJ,
          },
          now: this.clock.now(),
        });
        await this.log.write(tx, {
          kind: 'User',
          action: 'BCU registration requested',
          userId: by.userId,
          companyId: by.companyId,
          subjectType: 'credit',
          subjectId: id,
          ip: meta.ip,
          details: {
            submissionId,
            posNumber: payload.fieldPoSNumber,
            totalTonnes: figures.totals.totalTonnes,
          },
        });
        // live events: the admins' submission list, the company's counters and balance (spec 3 §4)
        await publishSubmission(tx, {
          id: submissionId,
          type: 'BCURegistration',
          status: 'Pending',
          companyId: by.companyId,
        });
        return { id, submissionId };
      });
      return result;
    } catch (e) {
      // two registrations of one PoS number at the same moment: the unique index decides, the loser gets the spec's text
      if (isUniqueViolation(e, 'credits_pos_number')) throw this.posTaken();
      throw e;
    }
  }

  private posTaken() {
    return conflict(MSG.posIdExists, [{ path: 'fieldPoSNumber', message: MSG.posIdExists }]);
  }

  /** Every reference value of the payload must exist; airports must lie in the batch's delivery country. */
  private async resolveReferences(p: CreditRegistrationPayload, schemes: Scheme[]) {
    const issues: ErrorDetail[] = [];
    const unknown = (path: string) => issues.push({ path, message: MSG.referenceUnknown });
    const scheme = schemes.find((s) => s.id === p.sustainabilityCertification);
    if (!scheme) unknown('sustainabilityCertification');
    // one round trip for every named reference value
    const ref = await this.repos.reference.resolveRegistration({
      productType: p.endProductType,
      chain: p.fieldChain,
      endProduct: p.endProduct,
      feedstockCertification: p.feedstockCertification,
      feedstockId: p.rawMaterialFeedstock,
      conversionProcess: p.conversionProcess,
    });
    if (!ref.productType) unknown('endProductType');
    const feedstock = ref.feedstock;
    if (!feedstock) unknown('rawMaterialFeedstock');
    const conversion = ref.conversion;
    if (!conversion) unknown('conversionProcess');
    if (!ref.chain) unknown('fieldChain');
    if (!ref.endProduct) unknown('endProduct');
    const feedstockCertification = ref.feedstockCertification ? { name: ref.feedstockCertification } : undefined;
    if (!feedstockCertification)
      issues.push({ path: 'feedstockCertification', message: MSG.feedstockCertificationIncorrect });

    const airports = [];
    for (const [i, b] of p.batches.entries()) {
      const countryCode = countryCodeOf(b.fieldBatchCountryOf)!;
      const path = `batches.${i}.fieldSaf`;
      const airport = await this.airports.byCode(b.fieldSaf ?? '', countryCode);
      if (!airport) {
        const any = await this.airports.page({ countryCode, page: 1 });
        issues.push({ path, message: any.total === 0 ? MSG.noAirportsForCountry : MSG.airportNotFound });
      }
      airports.push(airport);
    }
    if (issues.length) throw invalid(issues[0].message, issues);
    return {
      scheme: scheme!,
      feedstock: feedstock!,
      conversion: conversion!,
      feedstockCertification: feedstockCertification!.name,
      airports: airports.map((a) => ({ code: a!.code, name: a!.name, country: a!.country })),
    };
  }

  /** The credit's registration data: the validated payload, each batch with its computed figures and airport. */
  private details(
    p: CreditRegistrationPayload,
    r: Awaited<ReturnType<CreditRegistrationService['resolveReferences']>>,
    f: RegistrationFigures,
  ) {
    const corsia = Object.fromEntries(
      CORSIA_VALUE_FIELDS.filter((k) => p[k] !== undefined).map((k) => [k, stripThousands(p[k]!)]),
    );
    return {
      ...p,
      ...corsia,
      feedstockCertification: r.feedstockCertification,
      isCorsia: isCorsiaScheme(r.scheme.name),
      certificationScheme: r.scheme.name,
      abatementBaseline: r.scheme,
      rawMaterial: r.feedstock.rawMaterial,
      rawMaterialId: r.feedstock.rawMaterialId,
      feedstock: r.feedstock.feedstock,
      conversionProcessName: r.conversion.name,
      batches: p.batches.map((b, i) => ({
        ...b,
        fieldMJ: f.batches[i].energyMJ,
        fieldGHG: f.batches[i].ghgReduction,
        co2eqTonnes: f.batches[i].co2eqTonnes,
        isExceptedCountry: false,
        airport: r.airports[i],
      })),
      totals: f.totals,
    };
  }

  /**
   * The BCURegistration decider (registered with ReviewService.decideWith): inside the review transaction,
   * approval gives the credit its BCUID, status Active and 24 months of validity; rejection sets Denied.
   */
  readonly decide = async (tx: Tx, d: SubmissionDecision): Promise<void> => {
    const credit = await this.repos.credits.lockRegistration(d.id, tx);
    if (!credit) throw notFound();
    if (credit.status !== 'Pending') throw conflict(MSG.submissionNotPending);
    const now = d.now;
    const company = { name: (await this.repos.companies.nameOf(credit.company_id, tx))! };
    const admin = await this.repos.users.namesOf(d.reviewer.userId, tx);
    const approved = d.status === 'Approved';
    // issuing and denial are the ledger's steps (DESIGN §4)
    const decision = {
      creditId: credit.id,
      submissionId: d.id,
      companyId: credit.company_id,
      companyName: company.name,
      volumeKg: credit.volume_kg,
      reviewerId: d.reviewer.userId,
      reviewerName: admin ? fullName(admin) : null,
      message: d.message ?? null,
      now,
    };
    let bcuid: string | null = null;
    if (approved) bcuid = await this.ledger.issue(tx, decision);
    else await this.ledger.deny(tx, decision);
    await this.log.write(tx, {
      kind: 'User',
      action: approved ? 'BCU registration approved' : 'BCU registration denied',
      userId: d.reviewer.userId,
      companyId: d.reviewer.companyId,
      subjectType: 'credit',
      subjectId: credit.id,
      details: { submissionId: d.id, bcuid, companyId: credit.company_id, message: d.message ?? null },
    });
    await this.hooks?.emit(tx, [credit.company_id], approved ? 'registration.approved' : 'registration.rejected', {
      kind: 'registration',
      id: credit.id,
      submissionId: d.id,
      status: approved ? 'Active' : 'Denied',
      BCUID: bcuid,
      posNumber: credit.pos_number,
      amount: kgToTonnes(credit.volume_kg),
      ...(approved ? {} : { message: d.message ?? null }),
    });
    const user = credit.registered_by_user_id
      ? await this.repos.users.mailboxOf(credit.registered_by_user_id, tx)
      : undefined;
    if (!user) return;
    const note = d.message ? `\nMessage from the system admin: ${d.message}\n` : '';
    const amount = `${(BigInt(credit.volume_kg) / 1000n).toString()}.${(BigInt(credit.volume_kg) % 1000n).toString().padStart(3, '0')}`;
    await this.mail.queue(
      tx,
      approved
        ? {
            to: user.email,
            subject: `Your BCU registration has been approved: ${bcuid}`,
            text: `Hello ${user.first_name ?? ''},\n\nthe registration of PoS ${credit.pos_number} (${amount} BCU) for ${company.name} has been approved.\nBCU ID: ${bcuid}\nThe BCU is valid until ${isoDay(addMonths(now, CREDIT_VALIDITY_MONTHS))}.\n${note}\n${this.publicUrl}/bcu/${credit.id}\n`,
          }
        : {
            to: user.email,
            subject: 'Your BCU registration has been rejected',
            text: `Hello ${user.first_name ?? ''},\n\nthe registration of PoS ${credit.pos_number} (${amount} BCU) for ${company.name} has been rejected.\n${note}\nFor questions please use the contact form: ${this.publicUrl}/contact-us\n`,
          },
    );
  };

  /** Where registration decisions are announced to the company's webhook endpoints (set when the services are built). */
  private hooks?: WebhookEmitter;

  notifyWith(hooks: WebhookEmitter): void {
    this.hooks = hooks;
  }

  /** Who may see a credit, decided by the credit read side (set once when the services are built). */
  private mayRead: CreditVisibility = async () => false;

  seeWith(rule: CreditVisibility): void {
    this.mayRead = rule;
  }

  /**
   * A registration PDF of a credit for download: whoever may see the credit (its holder, its facilitator, admins,
   * granted auditors — not the issuer once another company holds it) may read it; anyone else (and a credit
   * without that file) gets 404.
   */
  async file(actor: { role: string; companyId: string }, creditId: string, kind: 'pos' | 'supplier') {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(creditId)) throw notFound();
    const credit = await this.repos.credits.registrationFileOf(creditId, kind);
    if (!credit) throw notFound();
    const allowed = await this.mayRead(actor, credit);
    if (!allowed || !credit.file_id) throw notFound();
    const file = await this.files.read(credit.file_id);
    if (!file) throw notFound();
    return { filename: `${kind}_${creditId}.pdf`, content: file.content };
  }
}

/** Tonnes of CO2eq with 3 decimals ('12.345', possibly negative) → integer kilograms. */
export function co2eqTonnesToKg(tonnes: string): bigint {
  const negative = tonnes.startsWith('-');
  const kg = tonnesToKg(negative ? tonnes.slice(1) : tonnes);
  if (kg === undefined) throw new RangeError(`Not a CO2eq amount: ${tonnes}`);
  return negative ? -kg : kg;
}
