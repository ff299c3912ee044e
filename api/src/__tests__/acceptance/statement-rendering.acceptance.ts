/**
 * Issue 15.4: the statement PDFs are rendered once across all instances of the registry. Every instance hears that
 * a statement was issued (LISTEN/NOTIFY); one claims its rendering, the others look again later and find it stored
 * (or, if the claimant died, claim it themselves).
 */
import { expect } from 'chai';
import { UnitOfWork } from '../../datasources';
import { createRepositories } from '../../repositories';
import { PdfService } from '../../services/credits/statements/pdf.service';
import { StatementDocumentService } from '../../services/credits/statements/statement-documents.service';
import { givenRegistry, type TestRegistry } from '../support/test-registry';
import { companyIdOf, givenStatement } from '../support/statements';

describe('statement PDFs with several instances (issue 15.4)', function () {
  this.timeout(120_000);
  let t: TestRegistry;

  before(async () => {
    t = await givenRegistry();
  });

  /** The PDF renderer of another registry instance on the same database. */
  const instance = () => {
    const { dataSource } = t.registry.db;
    const { config, services } = t.registry;
    return new StatementDocumentService(
      createRepositories(dataSource),
      new UnitOfWork(dataSource),
      dataSource,
      services.statements,
      services.files,
      new PdfService(),
      config.publicUrl,
    );
  };

  it('renders each document of a statement once while three instances listen', async () => {
    const others = [instance(), instance()];
    // every render of every instance, by the HTML it renders (which names the statement's RSID)
    const rendered: string[] = [];
    const render = PdfService.prototype.render;
    PdfService.prototype.render = function (this: PdfService, html: string) {
      rendered.push(html);
      return render.call(this, html);
    };
    try {
      for (const o of others) await o.start();
      const s = await givenStatement(t, await companyIdOf(t, 'Acme Travel Corporation'), { credits: 2 });
      const stored = async () =>
        Number(
          (await t.registry.db.one<{ n: string }>(
            'SELECT count(*)::text AS n FROM statement_documents WHERE statement_id = $1',
            [s.id],
          ))!.n,
        );
      for (let i = 0; i < 300 && (await stored()) < 3; i++) await new Promise((r) => setTimeout(r, 200));
      expect(await stored(), 'the statement and its two certificates stored').to.equal(3);
      // the instances that did not render it look again meanwhile: they find it stored and render nothing
      await new Promise((r) => setTimeout(r, 8_000));
      expect(rendered.filter((html) => html.includes(s.rsid))).to.have.length(3);
    } finally {
      PdfService.prototype.render = render;
      for (const o of others) await o.stop();
    }
  });
});
