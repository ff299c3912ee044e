/**
 * BCU_download_{timestamp}.xlsx (spec 3 §2.2, §7): the admin BCUs list's columns and rows under the same filter and
 * sort, written row by row with exceljs's streaming writer so memory stays bounded whatever the row count.
 */
import ExcelJS from 'exceljs';
import type { Response } from '@loopback/rest';
import { ADMIN_CREDIT_COLUMNS, type CreditListRow, creditDownloadName } from '../../../contracts';

export async function streamCreditsXlsx(
  res: Response,
  now: Date,
  batches: AsyncIterable<CreditListRow[]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${creditDownloadName(now)}"`);
  res.setHeader('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
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
    res.destroy(e as Error);
  }
}
