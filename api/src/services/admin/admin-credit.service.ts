/**
 * Backoffice BCUs (spec 3 §2.2): the list of every credit, BCU_download_{timestamp}.xlsx of the same selection,
 * the detail with note and attachments, and the admin edit of a BCU's descriptive data (spec 3 §5).
 *
 * The edit never writes volume, energy, owner or status: those belong to the ledger (DESIGN §4), which keeps the
 * lineage sums exact. A change of them is handed to the ledger's editor when one is registered (`ledgerEditWith`)
 * and refused otherwise. Descriptive corrections go to `details.edited` (see credit-projection.ts), with an 'Edited'
 * BCU event and a log row in the same transaction.
 */
import { type CompanyScope, assertInScope, inScope } from '../accounts/auditor.service';
import type { Tx } from '../../datasources';
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
import type { Database } from '../../db/database';
import { cursorBatches } from '../../db/cursor';
import { conflict, invalid, notFound } from '../errors';
import type { AuditLogService } from '../platform/audit-log.service';
import type { Editor } from './admin-user.service';
import type { RequestMeta } from '../accounts/account.service';
import type { Clock } from '../platform/clock';
import type { FileStorageService, UploadedFile } from '../platform/file-storage.service';
import type { ListPage } from '../list-page';
import type { CreditQueryService } from '../credits/ledger/credit-query.service';
import { SqlFilter, likePattern } from '../../repositories/sql-filter';
import {
  type ListSqlRow,
  CREDIT_SEARCH_IDS,
  LIST_SELECT,
  creditInfo,
  toDetail,
  toListRow,
} from '../credits/ledger/credit-projection';

const SORT_SQL: Record<AdminCreditSortField, string> = {
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
    private readonly db: Database,
    private readonly log: AuditLogService,
    private readonly files: FileStorageService,
    private readonly clock: Clock,
    private readonly query: CreditQueryService,
  ) {}

  /** The ledger registers how an admin's volume / energy / status correction is applied. */
  ledgerEditWith(editor: LedgerEditor): void {
    this.ledgerEditor = editor;
  }

  /** Conditions on `credits c` alone (the holder's name through a subquery), so counts and pages need no join. */
  private where(f: AdminCreditFilter): SqlFilter {
    const where = new SqlFilter();
    if (f.status) where.add('c.status = ANY(?)', [f.status].flat());
    where.dateRange('c.created_at', f.startDate, f.endDate);
    if (f.companyId) where.add('c.company_id = ?', f.companyId);
    if (f.id) where.add('c.id = ANY(?)', f.id);
    if (f.q) where.add(`c.id = ANY(ARRAY(${CREDIT_SEARCH_IDS}))`, likePattern(f.q));
    return where;
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
    const where = inScope(this.where(f), 'c.company_id', scope);
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM credits c ${where.sql}`, where.params);
    const holderJoin = page.sortField === 'bcuHolder' ? 'JOIN companies h ON h.id = c.company_id' : '';
    const rows = await this.db.rows<ListSqlRow>(
      `${LIST_SELECT} WHERE c.id IN (
         SELECT c.id FROM credits c ${holderJoin} ${where.sql} ${orderBy(page)} LIMIT ${page.limit} OFFSET ${page.offset}
       ) ${orderBy(page)}`,
      where.params,
    );
    return { rows: rows.map(toListRow), total: Number(total!.n) };
  }

  /** Every credit under the filter in list order, in batches from a cursor (the xlsx download). */
  async *batches(
    f: AdminCreditFilter,
    sort: Pick<ListPage<AdminCreditSortField>, 'sortField' | 'sortOrder'>,
    scope: CompanyScope,
  ): AsyncGenerator<CreditListRow[]> {
    const where = inScope(this.where(f), 'c.company_id', scope);
    for await (const rows of cursorBatches<ListSqlRow>(
      this.db.pool,
      `${LIST_SELECT} ${where.sql} ${orderBy(sort)}`,
      where.params,
    ))
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
    const note = await this.db.one<{ body: string }>(
      "SELECT body FROM notes WHERE subject_type = 'credit' AND subject_id = $1",
      [id],
    );
    return {
      ...toDetail(row),
      tabs: ['bcu-values', 'bcu-info', 'scope1', 'scope3', 'facilitator', 'bcu-events'],
      events: await this.query.events(id),
      note: note?.body ?? null,
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
    await this.db.tx(async (tx) => {
      const c = await this.db.one<{
        details: Record<string, unknown>;
        volume_kg: string;
        energy_mj: string;
        status: string;
        bcuid: string | null;
        company_id: string;
        scheme: string | null;
        feedstock: string | null;
      }>(
        `SELECT c.details, c.volume_kg, c.energy_mj, c.status, c.bcuid, c.company_id, cs.name AS scheme, fs.name AS feedstock
         FROM credits c
         LEFT JOIN ref_certification_schemes cs ON cs.id::text = c.details->>'sustainabilityCertification'
         LEFT JOIN ref_feedstocks fs ON fs.id::text = c.details->>'rawMaterialFeedstock'
         WHERE c.id = $1 FOR UPDATE OF c`,
        [id],
        tx,
      );
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
        await tx.query(
          `UPDATE credits SET details = jsonb_set(details, '{edited}', $2::jsonb), updated_at = $3 WHERE id = $1`,
          [id, JSON.stringify(edited), now],
        );
        const before = Object.fromEntries(Object.keys(changes).map((k) => [k, info[k] ?? null]));
        await tx.query(
          `INSERT INTO credit_events (credit_id, event, bcuid, pre_status, post_status, triggered_by, user_id, initiator_name,
             account_company_id, account_name, holder_company_id, holder_name, details, created_at)
           SELECT c.id, 'Edited', c.bcuid, c.status, c.status, 'User', u.id, trim(u.first_name || ' ' || u.last_name),
                  u.company_id, uc.name, c.company_id, h.name, $3::jsonb, $4
           FROM credits c JOIN companies h ON h.id = c.company_id, users u JOIN companies uc ON uc.id = u.company_id
           WHERE c.id = $1 AND u.id = $2`,
          [id, by.userId, JSON.stringify({ before, after: changes }), now],
        );
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
    await this.db.tx(async (tx) => {
      if (!(await this.db.one('SELECT 1 FROM credits WHERE id = $1 FOR UPDATE', [id], tx))) throw notFound();
      await tx.query(
        `INSERT INTO notes (subject_type, subject_id, body, updated_by) VALUES ('credit', $1, $2, $3)
         ON CONFLICT (subject_type, subject_id) DO UPDATE SET body = EXCLUDED.body, updated_by = EXCLUDED.updated_by, updated_at = now()`,
        [id, body, by.userId],
      );
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
    const rows = await this.db.rows<{
      id: string;
      name: string;
      mime_type: string;
      size_bytes: number;
      created_at: Date;
    }>(
      `SELECT f.id, f.filename AS name, f.mime_type, f.size_bytes, a.created_at
       FROM credit_attachments a JOIN files f ON f.id = a.file_id WHERE a.credit_id = $1 ORDER BY a.created_at, f.id`,
      [creditId],
    );
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
    const id = await this.db.tx(async (tx) => {
      if (!(await this.db.one('SELECT 1 FROM credits WHERE id = $1 FOR UPDATE', [creditId], tx))) throw notFound();
      const fileId = await this.files.store(tx, 'attachment', file, mime);
      await tx.query(
        'INSERT INTO credit_attachments (file_id, credit_id, uploaded_by, created_at) VALUES ($1, $2, $3, $4)',
        [fileId, creditId, by.userId, this.clock.now()],
      );
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
    const linked = await this.db.one('SELECT 1 FROM credit_attachments WHERE credit_id = $1 AND file_id = $2', [
      creditId,
      fileId,
    ]);
    const file = linked && (await this.files.read(fileId));
    if (!file) throw notFound();
    return file;
  }

  async removeAttachment(creditId: string, fileId: string, by: Editor, meta: RequestMeta): Promise<void> {
    await this.db.tx(async (tx) => {
      const { rowCount } = await tx.query('DELETE FROM credit_attachments WHERE credit_id = $1 AND file_id = $2', [
        creditId,
        fileId,
      ]);
      if (!rowCount) throw notFound();
      await tx.query('DELETE FROM files WHERE id = $1', [fileId]);
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
  `ORDER BY ${SORT_SQL[p.sortField]} ${p.sortOrder}${NULLABLE.includes(p.sortField) ? ' NULLS LAST' : ''}, c.id ${p.sortOrder}`;
