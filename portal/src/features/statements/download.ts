/** Statement downloads through the portal's API client: single PDFs, certificates and statements.zip. */
import { STATEMENT_API, STATEMENTS_ZIP_NAME } from '@bcu/api/contracts';
import { request } from '../../api/http';

/** The file name a Content-Disposition header gives, else the fallback. */
export function dispositionName(header: string | null, fallback: string): string {
  const m = header?.match(/filename="?([^";]+)"?/i);
  return m?.[1] ?? fallback;
}

async function save(res: Response, fallback: string) {
  const name = dispositionName(res.headers.get('Content-Disposition'), fallback);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

export const statementPdfPath = (id: string) => STATEMENT_API.pdf.replace('{id}', encodeURIComponent(id));
export const certificatePath = (id: string, creditId: string) =>
  STATEMENT_API.certificate.replace('{id}', encodeURIComponent(id)).replace('{creditId}', encodeURIComponent(creditId));

export async function downloadStatementPdf(s: { id: string; RSID: string }) {
  await save(await request(statementPdfPath(s.id)), `${s.RSID}.pdf`);
}

export async function downloadCertificate(statementId: string, c: { creditId: string; sid: string }) {
  await save(await request(certificatePath(statementId, c.creditId)), `certificate_${c.sid}.pdf`);
}

export async function downloadStatementsZip(ids: string[]) {
  await save(await request(STATEMENT_API.download, { method: 'POST', body: { ids } }), STATEMENTS_ZIP_NAME);
}
