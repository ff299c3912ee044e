/**
 * BCU_download_{timestamp}.xlsx (spec 3 §2.2, §7): the admin BCUs list's columns and rows under the same filter and
 * sort, written row by row with exceljs's streaming writer so memory stays bounded whatever the row count. The
 * controller opens the response (status, type, file name) and hands it here as the stream to write into.
 */
import type { Writable } from 'node:stream';
import { ADMIN_CREDIT_COLUMNS, type CreditListRow, creditDownloadName } from '../../../contracts';
import { loadExcel } from '../../platform/exceljs';

/** The download's content type and file name at `now`. */
export const creditsXlsxFile = (now: Date) => ({
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  filename: creditDownloadName(now),
});

/** Writes the workbook into `stream`; a failure while reading the rows destroys the stream (the download breaks off). */
export async function writeCreditsXlsx(stream: Writable, batches: AsyncIterable<CreditListRow[]>): Promise<void> {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('BCUs');
  sheet.columns = ADMIN_CREDIT_COLUMNS.map(([key, header]) => ({ key, header, width: 20 }));
  try {
    for await (const rows of batches) {
      // cells as the list shows them: text, never a formula (exceljs writes strings as strings)
      for (const row of rows) sheet.addRow(ADMIN_CREDIT_COLUMNS.map(([key]) => row[key] ?? '')).commit();
    }
    sheet.commit();
    await workbook.commit();
  } catch (e) {
    stream.destroy(e as Error);
  }
}
