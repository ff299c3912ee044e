/** The retirement certificate of one credit of a statement. */
import type { StatementCreditRow, StatementRow } from '../statement.service';
import { dateText, esc, page, row, tonnes } from './layout';
import { digestFooter, verificationUrl } from './statement';

export function certificateHtml(s: StatementRow, c: StatementCreditRow, publicUrl: string): string {
  const link = verificationUrl(publicUrl, s.RSID);
  return page(
    `Retirement Certificate ${c.sid}`,
    `<header><div><div class="brand">BCU Registry</div><h1>Retirement Certificate</h1></div>
      <div class="id">${esc(c.sid)}<small>Issue date ${esc(dateText(s.issuedAt))}</small></div></header>
    <p>This certifies that the BCU below was retired on behalf of <b>${esc(s.beneficiary)}</b> and can no longer be
      transferred or retired again.</p>
    <div class="totals">
      <div>Amount retired<b>${esc(tonnes(c.amount))}</b></div>
      <div>CO2eq reduction<b>${esc(tonnes(c.tonnesOfCO2eq, 't CO2eq'))}</b></div>
    </div>
    <table class="facts">
      ${row('Certificate', c.sid)}
      ${row('BCU ID', c.BCUID)}
      ${row('Retirement statement (RSID)', s.RSID)}
      ${row('Issue date', dateText(s.issuedAt))}
      ${row('Beneficiary', s.beneficiary)}
      ${row('Product type', s.productType)}
      ${row('Credit claim country', s.claimCountry)}
      ${row('Reporting', s.reporting)}
      ${row('Scope 1 company', s.scope1)}
      ${row('Scope 3 company', s.scope3)}
      ${row('Scope 3 logistics company', s.scope3Logistic)}
    </table>
    <p class="verify">Verify it in the public register: <br><a href="${esc(link)}">${esc(link)}</a></p>
    ${digestFooter(publicUrl)}`,
  );
}
