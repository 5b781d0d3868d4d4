import { parseSalesRows, spreadsheetText, type SalesRows } from '@larder/domain';
import Papa from 'papaparse';

/** A sales file as read: the units sold of the rows that are right and the issues of the rest. */
export interface SalesFile extends SalesRows {
  readonly fileName: string;
}

/** The bytes of a file (File.arrayBuffer where the browser has it). */
const bytesOf = (file: Blob): Promise<ArrayBuffer> =>
  typeof file.arrayBuffer === 'function' ? file.arrayBuffer() : new Response(file).arrayBuffer();

/** The text of UTF-8 bytes (a byte order mark dropped); null when they are not UTF-8. */
export function utf8Text(bytes: ArrayBuffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The rows of a CSV text, one per line of the file (blank lines kept, so that line numbers are
 * the file's), each cell as it was before an export quoted it (`'=x` back to `=x`).
 */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  return parsed.data.map((cells) => cells.map((cell) => spreadsheetText(cell)));
}

/**
 * Reads a sales CSV (operations-model §7): the bytes must be UTF-8 text (else one issue of the
 * whole file, reason `csv-encoding`), parsed with papaparse and checked against the menu's
 * dishes by the domain's `parseSalesRows` (the header names the dish and units columns).
 */
export async function readSalesFile(
  file: File,
  dishes: readonly { foodkey: string; name: string }[],
): Promise<SalesFile> {
  const text = utf8Text(await bytesOf(file));
  if (text === null) {
    return {
      fileName: file.name,
      rows: [],
      issues: [{ line: 1, field: 'file', reason: 'csv-encoding' }],
    };
  }
  return { fileName: file.name, ...parseSalesRows(csvRows(text), dishes) };
}
