/**
 * Bench figure of the Excel registration (spec 2 §2.13): the median time of POST /api/credits/registration-excel
 * for a filled template with 20 batches, one request at a time, after a warm-up.
 */
import ExcelJS from 'exceljs';
import { EXCEL_SHEETS, MAX_EXCEL_BATCHES, batchColumns, registrationColumns, templateFileName } from '../contracts';

const RUNS = Number(process.env.BENCH_EXCEL_RUNS ?? 30);

/** The template filled in code: one registration row and 20 batch rows. */
async function filledTemplate(url: string, token: string): Promise<Buffer> {
  const res = await fetch(`${url}/api/credits/registration-template?source=Acquired`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`template: ${res.status}`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const day = new Date().toISOString().slice(0, 10);
  const reg = wb.getWorksheet(EXCEL_SHEETS.registration)!;
  registrationColumns('Acquired').forEach((c, i) => {
    reg.getCell(2, i + 1).value =
      c.kind === 'date'
        ? day
        : c.kind === 'decimal'
          ? '43.15'
          : c.key === 'sustainabilityCertification'
            ? 'RSB CORSIA'
            : c.key === 'fieldBatchCountry' || c.key === 'fieldCountry'
              ? 'Germany'
              : `Value ${i}`;
  });
  const batches = wb.getWorksheet(EXCEL_SHEETS.batches)!;
  for (let b = 0; b < MAX_EXCEL_BATCHES; b++)
    batchColumns('Acquired').forEach((c, i) => {
      batches.getCell(b + 2, i + 1).value =
        c.key === 'fieldID'
          ? `B-${b + 1}`
          : c.kind === 'date'
            ? day
            : c.kind === 'decimal'
              ? '12.345'
              : c.key === 'fieldBatchCountryOf'
                ? 'Germany'
                : c.key === 'fieldSaf'
                  ? 'FRA'
                  : 'x';
    });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function benchExcelParse(url: string, token: string) {
  const file = await filledTemplate(url, token);
  const once = async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), templateFileName('Acquired'));
    const t0 = performance.now();
    const res = await fetch(`${url}/api/credits/registration-excel?source=Acquired`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`excel parse: ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await once());
  times.sort((a, b) => a - b);
  return {
    batches: MAX_EXCEL_BATCHES,
    bytes: file.length,
    runs: RUNS,
    medianMs: Math.round(times[Math.floor(RUNS / 2)] * 100) / 100,
  };
}
