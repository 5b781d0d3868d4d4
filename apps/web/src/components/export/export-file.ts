import Papa from 'papaparse';
import type { ExportTable } from './export-table';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The table as CSV text (RFC 4180 quoting; empty cells for missing values). */
export function csvText(table: ExportTable): string {
  return Papa.unparse({
    fields: [...table.headers],
    data: table.rows.map((row) => row.map((cell) => cell ?? '')),
  });
}

/** The table as an XLSX workbook of one sheet (exceljs is loaded only when needed). */
export async function xlsxBlob(table: ExportTable, sheetName: string): Promise<Blob> {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...table.headers]).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  const data = await workbook.xlsx.writeBuffer();
  return new Blob([data], { type: XLSX_TYPE });
}

/** The table as a file of the chosen format. */
export async function exportBlob(
  table: ExportTable,
  format: ExportFormat,
  sheetName: string,
): Promise<Blob> {
  if (format === 'xlsx') return xlsxBlob(table, sheetName);
  return new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' });
}
