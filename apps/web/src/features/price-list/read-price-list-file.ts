import { spreadsheetText } from '@larder/domain';
import Papa from 'papaparse';
import { i18n } from '../../i18n/i18n';

/** A spreadsheet as read: the header row and the data rows (blank rows left out). */
export interface PriceListSheet {
  readonly fileName: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

/** Why a file could not be read, as the page says it. */
export class PriceListFileError extends Error {}

const blank = (cells: readonly unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/** A text cell as it was before an export quoted it (`'=x` back to `=x`). */
const unquoted = (cell: unknown) => (typeof cell === 'string' ? spreadsheetText(cell) : cell);

function toSheet(fileName: string, table: readonly (readonly unknown[])[]): PriceListSheet {
  const lines = table.filter((cells) => !blank(cells)).map((cells) => cells.map(unquoted));
  const [header, ...rows] = lines;
  if (!header) throw new PriceListFileError(i18n.t('price-list:file.noRows', { fileName }));
  return { fileName, headers: header.map((h) => String(h ?? '').trim()), rows };
}

/** A CSV text as a sheet: the first non-blank row is the header. */
export function parsePriceListCsv(fileName: string, text: string): PriceListSheet {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) {
    throw new PriceListFileError(
      i18n.t('price-list:file.badRow', {
        fileName,
        line: (fatal.row ?? 0) + 1,
        reason: fatal.message,
      }),
    );
  }
  return toSheet(fileName, parsed.data);
}

/** A cell of an XLSX sheet as a plain value: numbers stay numbers, the rest becomes text. */
function cellValue(cell: { value: unknown; text: string }): unknown {
  const { value } = cell;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && value !== null && 'result' in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === 'number' ? result : String(result ?? '');
  }
  return cell.text;
}

/** The first worksheet of an XLSX file as a sheet (exceljs is loaded only when needed). */
export async function parsePriceListXlsx(
  fileName: string,
  data: ArrayBuffer,
): Promise<PriceListSheet> {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch {
    throw new PriceListFileError(i18n.t('price-list:file.notXlsx', { fileName }));
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new PriceListFileError(i18n.t('price-list:file.noWorksheet', { fileName }));
  const table: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: unknown[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellValue(row.getCell(c)));
    table.push(cells);
  });
  return toSheet(fileName, table);
}

/** Reads a CSV or XLSX price list file; other files are refused with a clear error. */
export async function readPriceListFile(file: File): Promise<PriceListSheet> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return parsePriceListXlsx(file.name, await file.arrayBuffer());
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') {
    return parsePriceListCsv(file.name, await file.text());
  }
  throw new PriceListFileError(i18n.t('price-list:file.wrongType', { fileName: file.name }));
}
