/**
 * Backoffice BCUs (spec 3 §2.2): the list of every credit, BCU_download_{timestamp}.xlsx of the same selection,
 * the detail with note and attachments, and the admin edit of a BCU's descriptive data (spec 3 §5).
 *
 * The edit never writes volume, energy, owner or status: those belong to the ledger (DESIGN §4), which keeps the
 * lineage sums exact. A change of them is handed to the ledger's editor when one is registered (`ledgerEditWith`)
 * and refused otherwise. Descriptive corrections go to `details.edited` (see credit-projection.ts), with an 'Edited'
 * BCU event (appended by the ledger, the only writer of BCU events) and a log row in the same transaction.
 */
import { type CompanyScope, assertInScope } from '../accounts/auditor.service';
import type { Tx, UnitOfWork } from '../../datasources';
import {
  type AdminCreditDetail,
  type AdminCreditFilter,
  type AdminCreditSortField,
  type CreditAttachment,
  type CreditEdit,
  type CreditListRow,
  MSG,
  checkCorsiaIluc,
  tonnesToKg,
} from '../../contracts';
import type { CreditListFilter, Repositories } from '../../repositories';
import { conflict, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';
import type { Clock } from '../platform/clock';
import type { FileStorageService, UploadedFile } from '../platform/file-storage.service';
import { pageWithTotal, type ListPage } from '../list-page';
import type { CreditQueryService } from '../credits/ledger/credit-query.service';
import { inTx } from '../../repositories/sql.repository';
import { creditInfo, toDetail, toListRow } from '../credits/ledger/credit-projection';
import type { LedgerService } from '../credits/ledger/ledger.service';

const SORT_COLUMNS: Record<AdminCreditSortField, string> = {
  updatedAt: 'c.updated_at',
  createdAt: 'c.created_at',
  BCUID: 'c.bcuid',
  status: 'c.status',
  volume: 'c.volume_kg',
  tonnesOfCO2eq: 'c.co2eq_kg',
  bcuHolder: 'h.name',
  registrationApproveDate: 'c.registration_approved_at',
};

/** The ledger-owned fields of an edit, as the ledger would apply them. */
export interface LedgerEdit {
  creditId: string;
  volumeKg?: bigint;
  energyMj?: bigint;
  status?: string;
  by: Editor;
}
/** Applies a ledger-owned change inside the edit's transaction (row already locked); throws apiError to refuse. */
export type LedgerEditor = (tx: Tx, edit: LedgerEdit) => Promise<void>;
/** The ledger's record of a descriptive edit: the 'Edited' event (details: before and after). */
export type EditRecorder = Pick<LedgerService, 'recordEdited'>;

/** Attachment types: PDF, images, text, CSV and Office documents, checked by the declared type and the name. */
const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

const LEDGER_FIELDS = ['volume', 'neatAmountInMJ', 'status'] as const;

export class AdminCreditService {
  private ledgerEditor?: LedgerEditor;

  constructor(
    private readonly uow: UnitOfWork,
    private readonly repos: Pick<Repositories, 'credits' | 'files'>,
    private readonly ledger: EditRecorder,
    private readonly log: AuditLogService,
    private readonly files: FileStorageService,
    private readonly clock: Clock,
    private readonly query: CreditQueryService,
  ) {}

  /** The ledger registers how an admin's volume / energy / status correction is applied. */
  ledgerEditWith(editor: LedgerEditor): void {
    this.ledgerEditor = editor;
  }

  /** The list's conditions on `credits c` alone (the holder's name through a subquery), narrowed to the scope. */
  private where(f: AdminCreditFilter, scope: CompanyScope) {
    const filter: CreditListFilter = { createdFrom: f.startDate, createdTo: f.endDate };
    if (f.status) filter.statuses = [f.status].flat();
    if (f.companyId) filter.companyId = f.companyId;
    if (f.id) filter.ids = f.id;
    if (f.q) filter.search = { text: f.q, inBalance: false };
    if (scope !== 'all') filter.companyIds = scope;
    return this.repos.credits.listWhere(filter);
  }

  /**
   * One page: the ids are chosen on `credits` alone (an index walk for the default order), then only those rows
   * are joined to their holder, facilitator and reference names.
   */
  async list(
    f: AdminCreditFilter,
    page: ListPage<AdminCreditSortField>,
    scope: CompanyScope,
  ): Promise<{ rows: CreditListRow[]; total: number }> {
    const where = this.where(f, scope);
    return pageWithTotal(
      this.repos.credits.countWhere(where),
      this.repos.credits.listPage(where, orderBy(page), page.limit, page.offset, page.sortField === 'bcuHolder'),
      toListRow,
    );
  }

  /** Every credit under the filter in list order, in batches from a cursor (the xlsx download). */
  async *batches(
    f: AdminCreditFilter,
    sort: Pick<ListPage<AdminCreditSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<CreditListRow[]> {
    for await (const rows of this.repos.credits.listBatches(this.where(f, scope), orderBy(sort)))
      yield rows.map(toListRow);
  }

  /** The credit's detail row; 404 when it does not exist or its holder lies outside the reader's scope. */
  async readable(id: string, scope: CompanyScope) {
    const row = await this.query.row(id);
    assertInScope(scope, row.company_id);
    return row;
  }

  /** The BCU with every tab, its note and attachments. */
  async detail(id: string, scope: CompanyScope): Promise<AdminCreditDetail> {
    const row = await this.readable(id, scope);
    const note = await this.repos.credits.noteOf(id);
    return {
      ...toDetail(row),
      tabs: ['bcu-values', 'bcu-info', 'scope1', 'scope3', 'facilitator', 'bcu-events'],
      events: await this.query.events(id),
      note: note ?? null,
      attachments: await this.attachments(id),
    };
  }

  /**
   * Applies the changed fields of an admin edit (spec 3 §5). Fields equal to the stored value are no change;
   * nothing changed → no write. Volume, energy and status go to the ledger's editor, or are refused (409).
   */
  async update(id: string, input: CreditEdit, by: Editor, meta: RequestMeta): Promise<AdminCreditDetail> {
    if (input.id !== undefined && input.id !== id)
      throw invalid(MSG.notFound, [{ path: 'id', message: 'The id must be the BCU of the path' }]);
    await this.uow.transaction(async (tx) => {
      const c = await this.repos.credits.lockForEdit(id, tx);
      if (!c) throw notFound();
      const info = creditInfo(c.details, { scheme: c.scheme, feedstock: c.feedstock });

      // ledger-owned fields: a change is the ledger's, never a direct write
      const ledger: LedgerEdit = { creditId: id, by };
      if (input.volume !== undefined && tonnesToKg(input.volume) !== BigInt(c.volume_kg)) {
        const kg = tonnesToKg(input.volume);
        if (kg === undefined || kg <= 0n)
          throw invalid(MSG.creditEditNumber, [{ path: 'volume', message: MSG.creditEditNumber }]);
        ledger.volumeKg = kg;
      }
      if (input.neatAmountInMJ !== undefined && !sameInteger(input.neatAmountInMJ, c.energy_mj)) {
        if (!/^\d+(\.0+)?$/.test(input.neatAmountInMJ))
          throw invalid(MSG.creditEditNumber, [{ path: 'neatAmountInMJ', message: MSG.creditEditNumber }]);
        ledger.energyMj = BigInt(input.neatAmountInMJ.split('.')[0]);
      }
      if (input.status !== undefined && input.status !== c.status) ledger.status = input.status;
      const ledgerChanged =
        ledger.volumeKg !== undefined || ledger.energyMj !== undefined || ledger.status !== undefined;
      if (ledgerChanged && !this.ledgerEditor)
        throw conflict(
          MSG.creditLedgerOnly,
          LEDGER_FIELDS.filter((f) => f in input).map((path) => ({ path, message: MSG.creditLedgerOnly })),
        );

      // descriptive fields: only those that differ from what the BCU shows now
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(input)) {
        if (key === 'id' || (LEDGER_FIELDS as readonly string[]).includes(key)) continue;
        if (JSON.stringify(info[key] ?? null) !== JSON.stringify(value ?? null)) changes[key] = value;
      }
      const corsia = checkCorsiaIluc({ ...info, ...changes });
      if (corsia && (Object.keys(changes).length > 0 || ledgerChanged))
        throw invalid(corsia, [{ path: 'directLandUseChangeDisaggregatedValue', message: corsia }]);
      if (!Object.keys(changes).length && !ledgerChanged) return;

      if (ledgerChanged) await this.ledgerEditor!(tx, ledger);
      const now = this.clock.now();
      if (Object.keys(changes).length) {
        const edited = { ...((c.details.edited ?? {}) as Record<string, unknown>), ...changes };
        await this.repos.credits.setEdited(id, edited, now, tx);
        const before = Object.fromEntries(Object.keys(changes).map((k) => [k, info[k] ?? null]));
        // every BCU event is the ledger's (DESIGN §4)
        await this.ledger.recordEdited(tx, id, by.userId, { before, after: changes });
      }
      await this.log.write(tx, {
        kind: 'User',
        action: 'BCU changed',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'credit',
        subjectId: id,
        ip: meta.ip,
        details: {
          creditId: id,
          BCUID: c.bcuid,
          fields: [...Object.keys(changes), ...LEDGER_FIELDS.filter((f) => ledger[fieldKey(f)] !== undefined)],
        },
      });
    });
    return this.detail(id, 'all');
  }

  /** Sets the BCU's admin note (at most 1000 characters, checked by the contract and the table). */
  async setNote(id: string, body: string, by: Editor, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      if (!(await this.repos.credits.lockExisting(id, tx))) throw notFound();
      await this.repos.credits.setNote(id, body, by.userId, tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'BCU note updated',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'credit',
        subjectId: id,
        ip: meta.ip,
        details: { creditId: id, adminId: by.userId },
      });
    });
  }

  async attachments(creditId: string): Promise<CreditAttachment[]> {
    const rows = await this.repos.credits.attachmentsOf(creditId);
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      mimeType: r.mime_type,
      size: r.size_bytes,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /** Stores an attachment of an allowed type (by name and declared type), at most 10 MB, with its log row. */
  async addAttachment(
    creditId: string,
    file: UploadedFile | undefined,
    by: Editor,
    meta: RequestMeta,
  ): Promise<CreditAttachment> {
    if (!file || !file.size) throw invalid(MSG.fileNotUploaded, [{ path: 'file', message: MSG.fieldRequired }]);
    if (file.size > ATTACHMENT_MAX_BYTES)
      throw invalid(MSG.attachmentTooLarge, [{ path: 'file', message: MSG.attachmentTooLarge }]);
    const ext = (file.originalname ?? '').toLowerCase().split('.').pop() ?? '';
    const mime = ATTACHMENT_TYPES[ext];
    if (!mime || (file.buffer.subarray(0, 5).toString('latin1') === '%PDF-') !== (ext === 'pdf'))
      throw invalid(MSG.attachmentTypeNotAllowed, [{ path: 'file', message: MSG.attachmentTypeNotAllowed }]);
    const id = await this.uow.transaction(async (tx) => {
      if (!(await this.repos.credits.lockExisting(creditId, tx))) throw notFound();
      const fileId = await this.files.store(tx, 'attachment', file, mime);
      await this.repos.credits.addAttachment(creditId, fileId, by.userId, this.clock.now(), tx);
      await this.log.write(tx, {
        kind: 'User',
        action: 'Attachment added',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'credit',
        subjectId: creditId,
        ip: meta.ip,
        details: { creditId, attachmentId: fileId, name: file.originalname },
      });
      return fileId;
    });
    return (await this.attachments(creditId)).find((a) => a.id === id)!;
  }

  async attachment(creditId: string, fileId: string) {
    const linked = await this.repos.credits.isAttachment(creditId, fileId);
    const file = linked && (await this.files.read(fileId));
    if (!file) throw notFound();
    return file;
  }

  async removeAttachment(creditId: string, fileId: string, by: Editor, meta: RequestMeta): Promise<void> {
    await this.uow.transaction(async (tx) => {
      if (!(await this.repos.credits.removeAttachment(creditId, fileId, tx))) throw notFound();
      await this.repos.files.deleteById(fileId, inTx(tx));
      await this.log.write(tx, {
        kind: 'User',
        action: 'Attachment removed',
        userId: by.userId,
        companyId: by.companyId,
        subjectType: 'credit',
        subjectId: creditId,
        ip: meta.ip,
        details: { creditId, attachmentId: fileId },
      });
    });
  }
}

const fieldKey = (f: (typeof LEDGER_FIELDS)[number]): keyof LedgerEdit =>
  f === 'volume' ? 'volumeKg' : f === 'neatAmountInMJ' ? 'energyMj' : 'status';

const sameInteger = (typed: string, stored: string) =>
  /^\d+(\.0+)?$/.test(typed) && BigInt(typed.split('.')[0]) === BigInt(stored);

/** Columns that may be NULL sort last either way; the others keep plain order so their indexes serve it. */
const NULLABLE: AdminCreditSortField[] = ['BCUID', 'registrationApproveDate'];
const orderBy = (p: Pick<ListPage<AdminCreditSortField>, 'sortField' | 'sortOrder'>) =>
  `ORDER BY ${SORT_COLUMNS[p.sortField]} ${p.sortOrder}${NULLABLE.includes(p.sortField) ? ' NULLS LAST' : ''}, c.id ${p.sortOrder}`;
