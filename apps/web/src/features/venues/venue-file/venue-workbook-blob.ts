import { spreadsheetCell } from '@larder/domain';
import type { WorkbookSheet } from './venue-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The sheets as one XLSX workbook (exceljs, loaded only when a workbook is asked for): a bold
 * header row on each sheet, frozen, and every cell by the spreadsheet cell rule (text that a
 * spreadsheet would run as a formula is written with a leading quote).
 */
export async function venueWorkbookBlob(sheets: readonly WorkbookSheet[]): Promise<Blob> {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.addRow(sheet.headers.map((header) => spreadsheetCell(header))).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map((cell) => spreadsheetCell(cell)));
  }
  const data = await workbook.xlsx.writeBuffer();
  return new Blob([data], { type: XLSX_TYPE });
}
