/**
 * exceljs, loaded with the first workbook a request reads or writes: a registry that never handles one does not hold
 * the library in memory (≈ 28 MB resident). Its types are free to import anywhere (`import type ExcelJS`).
 */
import type ExcelJS from 'exceljs';

export const loadExcel = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;
