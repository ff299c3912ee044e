/**
 * The statement and certificate PDFs: rendered once from the HTML templates and kept in `files` (kind 'statement' /
 * 'certificate', with their SHA-256) through `statement_documents`. Rendering starts after the approval commits:
 * `issue` sends a PostgreSQL NOTIFY inside its transaction, which is delivered only on commit; this service LISTENs
 * and renders in the background with retries. Every instance hears the NOTIFY; one claims the rendering (an advisory
 * lock held while it renders), the others look again later and find the documents stored — or claim them, if the
 * claimant died. A download of a document not yet stored renders it on demand, and a sweep at start picks up
 * anything missed while the registry was down (a crash in the middle of an approval burst included).
 */
import { type Listener, type PostgresDataSource, type UnitOfWork, listen } from '../../../datasources';
import type { Repositories } from '../../../repositories';
import { notFound } from '../../errors';
import { whenQuiet } from '../../platform/event-loop';
import type { FileStorageService } from '../../platform/file-storage.service';
import type { PdfService } from './pdf.service';
import {
  STATEMENT_ISSUED_CHANNEL,
  type StatementCreditRow,
  type StatementRow,
  type StatementService,
} from './statement.service';
import { statementHtml } from './pdf-templates/statement';
import { certificateHtml } from './pdf-templates/certificate';

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
/**
 * The background renderer gives way to requests: before each statement it waits while this instance's event loop
 * is busy (more than half of a 50 ms look), for at most 30 s after the statement was queued — so a burst of
 * approvals is answered first and its PDFs follow, and under sustained load they are still rendered.
 */
const GIVE_WAY = { busyShare: 0.5, windowMs: 50, maxMs: 30_000 };

export interface PdfDocument {
  filename: string;
  content: Buffer;
}

const statementFile = (s: StatementRow) => `${s.RSID}.pdf`;
const certificateFile = (c: StatementCreditRow) => `certificate_${c.sid}.pdf`;

export class StatementDocumentService {
  private listener?: Listener;
  private readonly queue: { id: string; attempt: number; since: number }[] = [];
  private readonly queued = new Set<string>();
  private draining?: Promise<void>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly repos: Pick<Repositories, 'statements'>,
    private readonly uow: UnitOfWork,
    private readonly dataSource: PostgresDataSource,
    private readonly statements: StatementService,
    private readonly files: FileStorageService,
    private readonly pdf: PdfService,
    private readonly publicUrl: string,
  ) {}

  /** Starts listening for issued statements and queues those whose PDFs are missing. */
  async start(): Promise<void> {
    this.stopped = false;
    // its own connection, not one of the pool's: a pool closed without stop() must not wait for it
    this.listener = await listen(this.dataSource, STATEMENT_ISSUED_CHANNEL, {
      onNotify: (id) => this.enqueue(id),
    });
    for (const id of await this.missing()) this.enqueue(id);
  }

  /** Stops listening, waits for the render under way, then closes the browser. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.queue.length = 0;
    this.queued.clear();
    const l = this.listener;
    this.listener = undefined;
    if (l) await l.close();
    await this.draining?.catch(() => undefined);
    await this.pdf.close();
  }

  /** Statements with a PDF (or a certificate) not yet stored, oldest first. */
  async missing(limit = 1000): Promise<string[]> {
    return this.repos.statements.findMissingDocuments(limit);
  }

  /** Renders and stores every missing document of one statement (the background job's unit of work). */
  async renderAll(statementId: string): Promise<void> {
    const s = await this.statement(statementId);
    await this.statementPdf(s.id, s);
    for (const c of s.credits) await this.certificatePdf(s.id, c.creditId, s);
  }

  /** `renderAll` unless another instance is rendering the statement's documents now (then false). */
  async renderClaimed(statementId: string): Promise<boolean> {
    return this.uow.transaction(async (tx) => {
      if (!(await this.repos.statements.claimRendering(statementId, tx))) return false;
      await this.renderAll(statementId);
      return true;
    });
  }

  /** The statement PDF: the stored one, or rendered and stored now. */
  async statementPdf(statementId: string, known?: StatementRow): Promise<PdfDocument> {
    const stored = await this.stored(statementId, null);
    if (stored) return stored;
    const s = known ?? (await this.statement(statementId));
    const content = await this.pdf.render(statementHtml(s, this.publicUrl));
    return this.store(s.id, null, 'statement', statementFile(s), content);
  }

  /** The certificate of one credit of a statement (`creditId` is the credit's id); 404 when not on the statement. */
  async certificatePdf(statementId: string, creditId: string, known?: StatementRow): Promise<PdfDocument> {
    const s = known ?? (await this.statement(statementId));
    const c = s.credits.find((x) => x.creditId === creditId);
    if (!c) throw notFound();
    const stored = await this.stored(s.id, c.id);
    if (stored) return stored;
    const content = await this.pdf.render(certificateHtml(s, c, this.publicUrl));
    return this.store(s.id, c.id, 'certificate', certificateFile(c), content);
  }

  /** The statement PDFs of a selection, for statements.zip (unknown ids are 404: nothing is half-zipped). */
  async statementPdfs(ids: string[]): Promise<PdfDocument[]> {
    const unique = [...new Set(ids)];
    const found = await this.statements.byIds(unique);
    if (found.length !== unique.length) throw notFound();
    const stored = await this.repos.statements.findStatementDocuments(unique);
    const byId = new Map(stored.map((r) => [r.statementId, { filename: r.filename, content: r.content }]));
    const out: PdfDocument[] = [];
    for (const s of found) out.push(byId.get(s.id) ?? (await this.statementPdf(s.id, s)));
    return out;
  }

  private async statement(id: string): Promise<StatementRow> {
    const [s] = await this.statements.byIds([id]);
    if (!s) throw notFound();
    return s;
  }

  private async stored(statementId: string, statementCreditId: string | null): Promise<PdfDocument | undefined> {
    const row = await this.repos.statements.findDocument(statementId, statementCreditId);
    return row && { filename: row.filename, content: row.content };
  }

  /** Stores a rendered PDF once; when another render stored it first, that one is kept and returned. */
  private async store(
    statementId: string,
    statementCreditId: string | null,
    kind: 'statement' | 'certificate',
    filename: string,
    content: Buffer,
  ): Promise<PdfDocument> {
    try {
      await this.uow.transaction(async (tx) => {
        const fileId = await this.files.store(
          tx,
          kind,
          { originalname: filename, size: content.length, buffer: content },
          'application/pdf',
        );
        await this.repos.statements.insertDocument(statementId, statementCreditId, fileId, tx);
      });
      return { filename, content };
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e;
      const first = await this.stored(statementId, statementCreditId);
      if (!first) throw e;
      return first;
    }
  }

  private enqueue(id: string, attempt = 0) {
    if (this.stopped || this.queued.has(id)) return;
    this.queued.add(id);
    this.queue.push({ id, attempt, since: Date.now() });
    this.kick();
  }

  private kick() {
    if (this.draining || this.stopped || !this.queue.length) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      this.kick();
    });
  }

  private async drain(): Promise<void> {
    const cancelled = () => this.stopped;
    while (this.queue.length && !this.stopped) {
      const { id, attempt, since } = this.queue[0];
      await whenQuiet({ ...GIVE_WAY, until: since + GIVE_WAY.maxMs, cancelled });
      if (this.stopped) return;
      this.queue.shift();
      this.queued.delete(id);
      let failure: Error | undefined;
      try {
        // rendered here; else another instance renders it: look again later (it is stored by then, or its
        // renderer died and the claim is free)
        if (await this.renderClaimed(id)) continue;
      } catch (e) {
        if (this.stopped) return;
        failure = e as Error;
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        if (failure)
          console.error(`[statements] PDFs of ${id} not rendered, left for on-demand rendering:`, failure.message);
        continue;
      }
      const t = setTimeout(() => {
        this.timers.delete(t);
        this.enqueue(id, attempt + 1);
      }, delay);
      t.unref();
      this.timers.add(t);
    }
  }
}
