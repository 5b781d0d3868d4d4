import Papa from 'papaparse';
import type { ExportTable } from './export-table';
import { safeRows } from './safe-rows';

/**
 * The table as CSV text (RFC 4180 quoting; empty cells for missing values). papaparse comes
 * with this module, which the export loads when a CSV file is asked for.
 */
export function csvText(table: ExportTable): string {
  const { headers, rows } = safeRows(table);
  return Papa.unparse({
    fields: headers.map(String),
    data: rows.map((row) => row.map((cell) => cell ?? '')),
  });
}
