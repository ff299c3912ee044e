/**
 * Bench figures of the statement documents (spec 2 §2.6): the median render of a statement PDF with the warm
 * browser and its page pool, and the median time of POST /api/statements/download for 100 statements whose PDFs are
 * stored (statements.zip streamed over HTTP).
 */
import type { Registry } from '../registry';
import { statementHtml } from '../services/credits/statements/pdf-templates/statement';
// credits and BCU events are the ledger's to write: bench fixtures use the tests' fixture helper (migration 1763760001500)
import { ledgerFixtureSql } from '../__tests__/support/ledger-fixture';

const RENDER_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 30);
const ZIP_RUNS = Number(process.env.BENCH_ZIP_RUNS ?? 5);
const STATEMENTS = 100;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10;
};

async function givenStatements(registry: Registry, n: number): Promise<string[]> {
  const company = await registry.db.one<{ id: string }>(
    `SELECT id FROM companies WHERE type = 'Corporate' ORDER BY created_at LIMIT 1`,
  );
  const scope1 = await registry.db.one<{ id: string }>(
    `SELECT id FROM companies WHERE type = 'Airline' ORDER BY created_at LIMIT 1`,
  );
  const issuer = await registry.db.one<{ id: string }>(
    `SELECT id FROM companies WHERE type = 'Supplier' ORDER BY created_at LIMIT 1`,
  );
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await registry.db.tx(async (tx) => {
        const [credit] = await ledgerFixtureSql<{ id: string; bcuid: string }>(
          registry.db,
          `INSERT INTO credits (bcuid, company_id, issuer_company_id, status, volume_kg, co2eq_kg, energy_mj)
           VALUES ('BCU-2098-' || lpad($1::text, 6, '0'), $2, $3, 'Retired', 12345, 9876, 530000) RETURNING id, bcuid`,
          [i + 1, company!.id, issuer!.id],
        );
        const s = await registry.services.statements.issue(tx, {
          companyId: company!.id,
          productType: 'SAF',
          claimCountry: 'Switzerland',
          reporting: 'CORSIA',
          scope1CompanyId: scope1!.id,
          isAnonymous: false,
          credits: [{ creditId: credit!.id, bcuid: credit!.bcuid, volumeKg: '12345', co2eqKg: '9876' }],
        });
        return s.id;
      }),
    );
  }
  return ids;
}

export async function benchStatements(registry: Registry) {
  const ids = await givenStatements(registry, STATEMENTS);
  // let the background renderer store every PDF first, so it does not share the browser with the measured renders
  await registry.services.statementDocuments.statementPdfs(ids);
  for (let i = 0; i < 600 && (await registry.services.statementDocuments.missing()).length; i++)
    await new Promise((r) => setTimeout(r, 500));
  const [sample] = await registry.services.statements.byIds([ids[0]]);
  const html = statementHtml(sample, registry.config.publicUrl);
  // warm-up: launches the browser and opens the pool's pages
  for (let i = 0; i < 3; i++) await registry.services.pdf.render(html);
  const renders: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i++) {
    const t0 = performance.now();
    await registry.services.pdf.render(html);
    renders.push(performance.now() - t0);
  }
  const zips: number[] = [];
  let bytes = 0;
  for (let i = 0; i < ZIP_RUNS; i++) {
    const t0 = performance.now();
    const res = await fetch(`${registry.url}/api/statements/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    if (res.status !== 200) throw new Error(`statements.zip answered ${res.status}`);
    bytes = (await res.arrayBuffer()).byteLength;
    zips.push(performance.now() - t0);
  }
  return {
    pdfRenderWarmMedianMs: median(renders),
    pdfRenderRuns: RENDER_RUNS,
    zip100StatementsMedianMs: median(zips),
    zip100StatementsBytes: bytes,
  };
}
