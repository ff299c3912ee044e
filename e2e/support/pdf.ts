/** A small, valid PDF made on the spot with pdf-lib — the signed company letter of an application. */
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function companyLetterPdf(companyName: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Signed company letter — ${companyName}`);
  const page = doc.addPage([595, 842]); // A4 in points
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const lines = [
    companyName,
    '',
    'To the Book & Claim Registry',
    '',
    `We, ${companyName}, apply for an account in the registry and confirm that the data of our application is correct.`,
    '',
    `Signed on ${new Date().toISOString().slice(0, 10)}`,
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 770 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save());
}
