/**
 * transactions.xlsx (spec 2 §2.3, §7, §9): the Transactions History rows under the list's filter and sort, written
 * row by row with exceljs's streaming writer so memory stays bounded whatever the row count. Cells are text or
 * numbers as the list shows them, never formulas.
 */
import type { Writable } from 'node:stream';
import { TRANSACTION_TYPE_LABELS, TRANSACTION_XLSX_COLUMNS, type Transaction } from '../../../contracts';
import { loadExcel } from '../../platform/exceljs';

/** One sheet row in the order of TRANSACTION_XLSX_COLUMNS. */
export function transactionCells(t: Transaction): string[] {
  return [
    t.date,
    TRANSACTION_TYPE_LABELS[t.type],
    t.status,
    t.bcuid ?? '',
    t.company.name,
    t.sender ? `${t.sender.firstName} ${t.sender.lastName}` : '',
    t.receiver?.name ?? '',
    t.direction ?? '',
    t.amount,
    t.tonnesOfCO2eq,
  ];
}

/**
 * Writes the workbook to `out` (a response or a file) as the batches arrive; a failure part-way destroys `out`
 * with the error, so a download is never a truncated file that looks complete.
 */
export async function writeTransactionsXlsx(out: Writable, batches: AsyncIterable<Transaction[]>): Promise<void> {
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Transactions');
  sheet.columns = TRANSACTION_XLSX_COLUMNS.map((header) => ({ header, width: 22 }));
  try {
    for await (const rows of batches) for (const t of rows) sheet.addRow(transactionCells(t)).commit();
    sheet.commit();
    await workbook.commit();
  } catch (e) {
    out.destroy(e as Error);
  }
}
