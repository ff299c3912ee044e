/**
 * BCU registration by Excel (spec 2 §2.13 "Excel alternative"): the template per product source, generated with
 * exceljs, and the parse of one filled template into the wizard's values. The parse never trusts the upload: the
 * extension and ZIP signature first, then the ZIP directory's declared sizes (no inflating of a zip bomb), then
 * exceljs under a time limit, then the template's marker and headers. Values are returned as the wizard holds
 * them; validating them is the wizard's job with the contract's schemas (the user fixes them in the manual form).
 */
import type ExcelJS from 'exceljs';
import {
  COUNTRY_NAMES,
  DEFAULT_BASELINE_VALUE,
  EXCEL_MAX_BYTES,
  EXCEL_SHEETS,
  MAX_EXCEL_BATCHES,
  MSG,
  batchColumns,
  energyMJ,
  ghgReductionPercent,
  registrationColumns,
  templateMarker,
  type ExcelColumn,
  type ExcelList,
  type ExcelSource,
  type ExcelUploadResult,
} from '../../../contracts';
import { invalid, isDomainError } from '../../errors';
import type { ReferenceService } from '../../public/reference.service';
import { checkZip } from '../ledger/excel-zip';
import { toWizardValues, type ReferenceLists } from './excel-values';
import { loadExcel } from '../../platform/exceljs';

export interface ExcelUpload {
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** Reading an upload may take at most this long (a 10 MB sheet reads in well under a second). */
export const EXCEL_PARSE_TIMEOUT_MS = 10_000;
const DATA_ROWS_WITH_DROPDOWNS = MAX_EXCEL_BATCHES;

const refuse = (message: string, path = 'file') => invalid(message, [{ path, message }]);

export class ExcelRegistrationService {
  constructor(private readonly reference: ReferenceService) {}

  /** The reference lists by name, as the template offers them and the parse resolves them. */
  async lists(): Promise<ReferenceLists> {
    const [schemes, feedstockCertifications, feedstocks, processes, productTypes, endProducts, chains] =
      await Promise.all([
        this.reference.certificationSchemes(),
        this.reference.named('feedstockCertifications'),
        this.reference.feedstocks(),
        this.reference.conversionProcesses(),
        this.reference.named('productTypes'),
        this.reference.named('endProducts'),
        this.reference.named('chainOfCustodyModels'),
      ]);
    return {
      schemes,
      names: {
        productTypes: productTypes.map((r) => r.name),
        certificationSchemes: schemes.map((r) => r.name),
        feedstockCertifications: feedstockCertifications.map((r) => r.name),
        feedstocks: feedstocks.map((r) => r.name),
        countries: COUNTRY_NAMES,
        conversionProcesses: processes.map((r) => r.code),
        chainOfCustodyModels: chains.map((r) => r.name),
        endProducts: endProducts.map((r) => r.name),
        yesNo: ['Yes', 'No'],
      },
      feedstocks,
    };
  }

  /** BCU_Registration_Template_{source}.xlsx: headers, drop-downs pointing at the Lists sheet, instructions. */
  async template(source: ExcelSource): Promise<Buffer> {
    const lists = await this.lists();
    const wb = new (await loadExcel()).Workbook();
    wb.creator = 'BCU Registry';
    wb.title = templateMarker(source);
    const instructions = wb.addWorksheet(EXCEL_SHEETS.instructions);
    const registration = wb.addWorksheet(EXCEL_SHEETS.registration);
    const batches = wb.addWorksheet(EXCEL_SHEETS.batches);
    const listSheet = wb.addWorksheet(EXCEL_SHEETS.lists);

    const ranges = new Map<ExcelList, string>();
    (Object.keys(lists.names) as ExcelList[]).forEach((list, i) => {
      const values = lists.names[list];
      const col = listSheet.getColumn(i + 1);
      col.width = 32;
      listSheet.getCell(1, i + 1).value = list;
      listSheet.getCell(1, i + 1).font = { bold: true };
      values.forEach((v, r) => (listSheet.getCell(r + 2, i + 1).value = v));
      const letter = col.letter;
      ranges.set(list, `${EXCEL_SHEETS.lists}!$${letter}$2:$${letter}$${values.length + 1}`);
    });

    writeHeader(registration, registrationColumns(source), ranges, 1);
    writeHeader(batches, batchColumns(source), ranges, DATA_ROWS_WITH_DROPDOWNS);

    instructions.getColumn(1).width = 110;
    const lines = [
      templateMarker(source),
      `BCU registration template for ${source === 'Acquired' ? 'acquired (Supplier)' : 'produced (Self-production)'} fuel.`,
      `1. Sheet '${EXCEL_SHEETS.registration}': fill in row 2 (one registration). Do not change row 1.`,
      `2. Sheet '${EXCEL_SHEETS.batches}': one batch per row from row 2 on, at most ${MAX_EXCEL_BATCHES} batches.`,
      `3. Choose list values from the drop-downs (sheet '${EXCEL_SHEETS.lists}'). Dates as dates or YYYY-MM-DD.`,
      '4. Decimal values use a point; the CORSIA columns take numbers only and apply only to CORSIA certifications.',
      '5. Energy (MJ) and GHG reduction are computed by the registry. Upload the PoS PDF in the wizard.',
    ];
    lines.forEach((text, i) => (instructions.getCell(i + 1, 1).value = text));
    instructions.getCell(1, 1).font = { bold: true };
    listSheet.state = 'visible';
    return Buffer.from(await wb.xlsx.writeBuffer());
  }

  /** Parses one filled template into the wizard's values; every refusal is a 422 with one of our messages. */
  async parse(source: ExcelSource, file: ExcelUpload | undefined): Promise<ExcelUploadResult> {
    if (!file || file.size === 0) throw refuse(MSG.excelFileRequired);
    if (!/\.xlsx$/i.test(file.originalname)) throw refuse(MSG.excelOnlyXlsx);
    if (file.size > EXCEL_MAX_BYTES || file.buffer.length > EXCEL_MAX_BYTES) throw refuse(MSG.excelTooLarge);
    const zip = checkZip(file.buffer);
    if (!zip.ok)
      throw refuse(
        zip.reason === 'signature'
          ? MSG.excelOnlyXlsx
          : zip.reason === 'too-large'
            ? MSG.excelTooLarge
            : MSG.excelCorrupt,
      );

    const wb = await readWorkbook(file.buffer);
    const marker = text(wb.getWorksheet(EXCEL_SHEETS.instructions)?.getCell(1, 1).value);
    const other: ExcelSource = source === 'Acquired' ? 'Produced' : 'Acquired';
    if (marker === templateMarker(other)) throw refuse(MSG.excelOtherSource);
    const regSheet = wb.getWorksheet(EXCEL_SHEETS.registration);
    const batchSheet = wb.getWorksheet(EXCEL_SHEETS.batches);
    if (marker !== templateMarker(source) || !regSheet || !batchSheet) throw refuse(MSG.excelWrongTemplate);
    const regColumns = registrationColumns(source);
    const bColumns = batchColumns(source);
    if (!headerMatches(regSheet, regColumns) || !headerMatches(batchSheet, bColumns))
      throw refuse(MSG.excelHeaderChanged);

    const registration = readRow(regSheet.getRow(2), regColumns);
    if (!registration) throw refuse(MSG.excelNoRegistration);
    const rows: Record<string, string>[] = [];
    const last = Math.min(batchSheet.rowCount, 10_000);
    for (let r = 2; r <= last; r++) {
      const batch = readRow(batchSheet.getRow(r), bColumns);
      if (!batch) continue;
      rows.push(batch);
      if (rows.length > MAX_EXCEL_BATCHES) throw refuse(MSG.excelTooManyBatches);
    }
    if (rows.length === 0) throw refuse(MSG.excelNoBatches);

    const problems = regColumns
      .filter(
        (c) =>
          c.corsia && c.kind === 'decimal' && registration[c.key] !== undefined && !isPlainNumber(registration[c.key]),
      )
      .map((c) => ({ path: c.key, message: MSG.excelOnlyNumbers }));
    if (problems.length) throw invalid(MSG.excelOnlyNumbers, problems);

    const lists = await this.lists();
    const values = toWizardValues(source, registration, rows, lists, {
      energyMJ,
      ghgReductionPercent,
      defaultBaseline: DEFAULT_BASELINE_VALUE,
    });
    return { data: [values], message: MSG.excelUploaded };
  }
}

function writeHeader(
  sheet: ExcelJS.Worksheet,
  columns: ExcelColumn[],
  ranges: Map<ExcelList, string>,
  dataRows: number,
) {
  columns.forEach((c, i) => {
    const cell = sheet.getCell(1, i + 1);
    cell.value = c.label;
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'top' };
    sheet.getColumn(i + 1).width = Math.max(16, Math.min(40, c.label.length + 2));
    for (let r = 2; r <= dataRows + 1; r++) {
      const data = sheet.getCell(r, i + 1);
      if (c.kind === 'list' && c.list) {
        data.dataValidation = { type: 'list', allowBlank: true, formulae: [ranges.get(c.list)!] };
      } else if (c.kind === 'date') {
        data.numFmt = 'yyyy-mm-dd';
      } else if (c.kind === 'text') {
        data.numFmt = '@';
      }
    }
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
}

/** exceljs on a checked container, with a time limit; any exceljs failure is a damaged file, never a 500. */
async function readWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new (await loadExcel()).Workbook();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(refuse(MSG.excelCorrupt)), EXCEL_PARSE_TIMEOUT_MS);
  });
  try {
    await Promise.race([wb.xlsx.load(buffer as unknown as ArrayBuffer), timeout]);
    return wb;
  } catch (e) {
    if (isDomainError(e, 'invalid')) throw e;
    throw refuse(MSG.excelCorrupt);
  } finally {
    clearTimeout(timer);
  }
}

function headerMatches(sheet: ExcelJS.Worksheet, columns: ExcelColumn[]): boolean {
  const row = sheet.getRow(1);
  let extra = false;
  row.eachCell((cell, col) => {
    if (col > columns.length && text(cell.value)) extra = true;
  });
  return !extra && columns.every((c, i) => text(row.getCell(i + 1).value) === c.label);
}

/** One data row as trimmed strings by field name; undefined when every cell is empty. */
function readRow(row: ExcelJS.Row, columns: ExcelColumn[]): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  columns.forEach((c, i) => {
    const v = cellText(row.getCell(i + 1).value, c.kind);
    if (v !== '') out[c.key] = v;
  });
  return Object.keys(out).length ? out : undefined;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A cell's value as the text the wizard holds: dates as YYYY-MM-DD, numbers without float noise. */
export function cellText(value: ExcelJS.CellValue, kind: ExcelColumn['kind']): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDate(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    if (kind === 'date' && value > 0 && value < 2958466)
      return isoDate(new Date(Math.round((value - 25569) * 86400000)));
    return numberText(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') {
    if ('result' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null, kind);
    if ('richText' in value)
      return (value as ExcelJS.CellRichTextValue).richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text, kind);
    return '';
  }
  const s = String(value).trim();
  if (kind === 'decimal') return s.replace(/^(\d{1,3}(,\d{3})+)(\.\d+)?$/, (m) => m.replace(/,/g, ''));
  if (kind === 'date') {
    const dmy = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(s);
    if (dmy) return `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}`;
  }
  return s;
}

/** A float as a plain decimal string: 12.5 → '12.5', 1e-7 → '0.0000001', 0.1 + 0.2 → '0.3'. */
export function numberText(n: number): string {
  const s = String(Number(n.toPrecision(15)));
  if (!/e/i.test(s)) return s;
  return Number(n.toPrecision(15))
    .toFixed(20)
    .replace(/\.?0+$/, '');
}

const text = (v: ExcelJS.CellValue | undefined): string => (v === undefined ? '' : cellText(v, 'text'));
const isPlainNumber = (s: string) => /^-?\d+(\.\d+)?$/.test(s);
