import type { ExportTable } from './export-table';
import { safeRows } from './safe-rows';

export type ExportFormat = 'csv' | 'xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
  // The CSV writer (papaparse) is loaded when a CSV file is asked for, as exceljs is for XLSX.
  const { csvText } = await import('./csv-text');
  return new Blob([csvText(table)], { type: 'text/csv;charset=utf-8' });
}
