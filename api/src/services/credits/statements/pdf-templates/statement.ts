/** The retirement statement PDF (spec 2 §3 "Retirement statement"): every credit of the retirement and its parties. */
import type { StatementRow } from '../statement.service';
import { dateText, esc, page, row, tonnes } from './layout';

export const verificationUrl = (publicUrl: string, rsid: string) =>
  `${publicUrl.replace(/\/+$/, '')}/statements?rsid=${encodeURIComponent(rsid)}`;

/** The public page that tells whether a PDF in hand is one this registry issued (by its SHA-256, issue 16.4). */
export const digestVerificationUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/statements/verify`;

/**
 * The footer's second paragraph: what the digest is for and where to check it. The PDF cannot contain its own
 * digest; the registry keeps the SHA-256 of every PDF it renders and stores.
 */
export const digestFooter = (publicUrl: string) => {
  const link = digestVerificationUrl(publicUrl);
  return `<p class="verify">Is this PDF unaltered? Its SHA-256 digest identifies the exact document the registry issued:
      drop the file at <br><a href="${esc(link)}">${esc(link)}</a></p>`;
};

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
      <br><a href="${esc(link)}">${esc(link)}</a></p>
    ${digestFooter(publicUrl)}`,
  );
}
