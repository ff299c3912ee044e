/** The retirement statement PDF (spec 2 §3 "Retirement statement"): every credit of the retirement and its parties. */
import type { StatementRow } from '../statement.service';
import { dateText, esc, page, row, tonnes } from './layout';

export const verificationUrl = (publicUrl: string, rsid: string) =>
  `${publicUrl.replace(/\/+$/, '')}/statements?rsid=${encodeURIComponent(rsid)}`;

export function statementHtml(s: StatementRow, publicUrl: string): string {
  const link = verificationUrl(publicUrl, s.RSID);
  const credits = s.credits
    .map(
      (c) =>
        `<tr><td>${esc(c.sid)}</td><td>${esc(c.BCUID)}</td><td class="num">${esc(tonnes(c.amount))}</td>` +
        `<td class="num">${esc(tonnes(c.tonnesOfCO2eq, 't CO2eq'))}</td></tr>`,
    )
    .join('');
  return page(
    `Retirement Statement ${s.RSID}`,
    `<header><div><div class="brand">BCU Registry</div><h1>Retirement Statement</h1></div>
      <div class="id">${esc(s.RSID)}<small>Issue date ${esc(dateText(s.issuedAt))}</small></div></header>
    <div class="totals">
      <div>Amount retired<b>${esc(tonnes(s.amount))}</b></div>
      <div>CO2eq reduction<b>${esc(tonnes(s.tonnesOfCO2eq, 't CO2eq'))}</b></div>
      <div>Credits<b>${s.credits.length}</b></div>
    </div>
    <table class="facts">
      ${row('RSID', s.RSID)}
      ${row('Issue date', dateText(s.issuedAt))}
      ${row('Beneficiary', s.beneficiary)}
      ${row('Product type', s.productType)}
      ${row('Credit claim country', s.claimCountry)}
      ${row('Reporting', s.reporting)}
      ${row('Scope 1 company', s.scope1)}
      ${row('Scope 3 company', s.scope3)}
      ${row('Scope 3 logistics company', s.scope3Logistic)}
    </table>
    <h2>Retired BCUs</h2>
    <table class="list"><thead><tr><th>Certificate</th><th>BCU ID</th><th class="num">Amount</th><th class="num">CO2eq</th></tr></thead>
      <tbody>${credits}</tbody></table>
    <p class="verify">This statement is immutable. Verify it in the public register:
      <br><a href="${esc(link)}">${esc(link)}</a></p>`,
  );
}
