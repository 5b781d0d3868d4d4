import { spreadsheetCell } from '@larder/domain';
import Papa from 'papaparse';
import type { ExportTable } from './export-table';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The headers and rows as written: text that starts like a formula is quoted (OWASP). */
function safeRows(table: ExportTable) {
  return {
    headers: table.headers.map((header) => spreadsheetCell(header)),
    rows: table.rows.map((row) => row.map((cell) => spreadsheetCell(cell))),
  };
}

/** The table as CSV text (RFC 4180 quoting; empty cells for missing values). */
export function csvText(table: ExportTable): string {
  const { headers, rows } = safeRows(table);
  return Papa.unparse({
    fields: headers.map(String),
    data: rows.map((row) => row.map((cell) => cell ?? '')),
  });
}

/** The table as an XLSX workbook of one sheet (exceljs is loaded only when needed). */
export async function xlsxBlob(table: ExportTable, sheetName: string): Promise<Blob> {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const { headers, rows } = safeRows(table);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
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
