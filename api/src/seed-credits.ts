/**
 * Demo BCUs for the demo Supplier (called by seed.ts on an empty database): four registrations submitted by
 * supplier.user@demo.bcu through CreditRegistrationService — three approved by admin@demo.bcu (one ISCC CORSIA
 * with two batches), one left Pending for review — so the balance, the BCU detail and its events have data.
 */
import { PDFDocument } from 'pdf-lib';
import { addDays, isoDay } from './contracts';
import type { Database } from './db/database';
import { AirportService } from './services/credits/registration/airport.service';
import { AuditLogService } from './services/platform/audit-log.service';
import { systemClock } from './services/platform/clock';
import {
  CreditRegistrationService,
  type MailOutbox,
} from './services/credits/registration/credit-registration.service';
import { FileStorageService } from './services/platform/file-storage.service';
import { createRepositories } from './repositories';
import { LedgerService } from './services/credits/ledger/ledger.service';

/** Demo data sends no mail. */
const NO_MAIL: MailOutbox = { queue: async () => undefined, flush: async () => undefined };

async function demoPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText(title, { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

export async function seedDemoCredits(db: Database): Promise<void> {
  const supplierUser = await db.one<{ id: string; company_id: string }>(
    "SELECT id, company_id FROM users WHERE email = 'supplier.user@demo.bcu'",
  );
  const admin = await db.one<{ id: string; company_id: string }>(
    "SELECT id, company_id FROM users WHERE email = 'admin@demo.bcu'",
  );
  if (!supplierUser || !admin) return;
  const repos = createRepositories(db.dataSource);
  const log = new AuditLogService(repos.actionLogs);
  const service = new CreditRegistrationService(
    db.uow,
    repos,
    new LedgerService(db.uow, repos.credits, log, systemClock),
    log,
    NO_MAIL,
    new FileStorageService(repos.files),
    new AirportService(),
    systemClock,
    '',
  );
  const today = isoDay(systemClock.now());
  const batch = (id: string, tonnes: string, lca: string, daysAgo: number, country: string, airport: string) => ({
    fieldID: id,
    fieldTonnes: tonnes,
    dateProd: addDays(today, -daysAgo - 30),
    entryBlendDate: addDays(today, -daysAgo - 20),
    fieldCO2: lca,
    productDeliveryDate: addDays(today, -daysAgo),
    fieldBatchCountryOf: country,
    fieldSaf: airport,
    fieldDec: ['NL HBE Scheme'],
  });
  const base = {
    endProductType: 'SAF',
    sustainabilityCertificationNumber: 'RSB-NSP-2026-017',
    fieldCertif: 'SCS Global Services',
    fieldBatchCountry: 'Norway',
    conversionProcess: 'HEFA',
    lowerHeatingValue: '44',
    sameAddress: true,
    fieldName: 'Nordic SAF Producers AS',
    fieldStreet1: '1 Oslo Street',
    fieldPost: '10001',
    fieldCity: 'Oslo',
    fieldCountry: 'Norway',
    doesThirdPartyManage: 'No',
    fieldChain: 'Mass Balance',
    endProduct: 'Unblended',
    radioButton: 'Supplier',
    fieldPoS: '2026/0311',
    supPosIssueDate: addDays(today, -50),
    registrationFlow: 'Manual form',
  };
  const registrations = [
    {
      ...base,
      sustainabilityCertification: 1,
      feedstockCertification: 'RSB Global',
      rawMaterialFeedstock: 1,
      fieldPoSNumber: 'NSP-POS-2026-0001',
      posIssueDate: addDays(today, -45),
      batches: [batch('NSP-B-0001', '120.5', '18.2', 40, 'Norway', 'OSL')],
      approve: true,
    },
    {
      ...base,
      sustainabilityCertification: 5,
      feedstockCertification: 'ISCC CORSIA',
      rawMaterialFeedstock: 2,
      fieldPoSNumber: 'NSP-POS-2026-0002',
      posIssueDate: addDays(today, -30),
      fieldSustainabilityCO2: '0',
      fieldSustainabilityLand: '0',
      fieldSustainabilityLandfill: '0',
      fieldSustainabilityRecycling: '0',
      dateSustainabilitySAF: addDays(today, -30),
      batches: [
        batch('NSP-B-0002', '80', '22.5', 25, 'Netherlands', 'AMS'),
        batch('NSP-B-0003', '65.25', '24', 20, 'Germany', 'FRA'),
      ],
      approve: true,
    },
    {
      ...base,
      sustainabilityCertification: 4,
      feedstockCertification: 'ISCC EU',
      rawMaterialFeedstock: 1,
      fieldPoSNumber: 'NSP-POS-2026-0003',
      registrationFlow: 'Excel file',
      posIssueDate: addDays(today, -15),
      batches: [batch('NSP-B-0004', '42.75', '15.9', 12, 'Norway', 'BGO')],
      approve: true,
    },
    {
      ...base,
      sustainabilityCertification: 1,
      feedstockCertification: 'RSB Global',
      rawMaterialFeedstock: 1,
      fieldPoSNumber: 'NSP-POS-2026-0004',
      posIssueDate: addDays(today, -3),
      batches: [batch('NSP-B-0005', '30', '19.4', 2, 'Sweden', 'ARN')],
      approve: false,
    },
  ];
  const by = { userId: supplierUser.id, companyId: supplierUser.company_id };
  for (const { approve, ...payload } of registrations) {
    const posFile = await demoPdf(`Proof of sustainability ${payload.fieldPoSNumber}`);
    const { submissionId } = await service.register(
      by,
      payload,
      { posFile: { originalname: 'pos.pdf', mimetype: 'application/pdf', size: posFile.length, buffer: posFile } },
      {},
    );
    if (!approve) continue;
    await db.tx(async (tx) => {
      const now = systemClock.now();
      await tx.query(
        "UPDATE submissions SET status = 'Approved', reviewed_by = $2, reviewed_at = $3, updated_at = $3 WHERE id = $1",
        [submissionId, admin.id, now],
      );
      await service.decide(tx, {
        id: submissionId,
        type: 'BCURegistration',
        status: 'Approved',
        companyId: by.companyId,
        userId: by.userId,
        payload: {},
        reviewer: { userId: admin.id, companyId: admin.company_id },
        now,
      });
    });
  }
}
