import { spreadsheetCell } from '@larder/domain';
import type { ExportTable } from './export-table';

/** The headers and rows as written: text that starts like a formula is quoted (OWASP). */
export function safeRows(table: ExportTable) {
  return {
    headers: table.headers.map((header) => spreadsheetCell(header)),
    rows: table.rows.map((row) => row.map((cell) => spreadsheetCell(cell))),
  };
}
