/**
 * CSV and formula injection (OWASP "CSV Injection"): a spreadsheet reads a cell whose text
 * begins with = + - @, a tab or a carriage return as a formula. Such text is written with a
 * leading single quote, which the spreadsheet shows as plain text. Numbers are not text: a
 * negative number stays a number.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Formula-like text behind one or more quotes: escaped once more, so that reading back is exact. */
const ESCAPED = /^'+[=+\-@\t\r]/;

/** A cell of an exported spreadsheet: text, a number, or empty. */
export type SpreadsheetCell = string | number | null;

/** True when a spreadsheet would read `text` as a formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text);
}

/** The cell as it is written to a CSV or XLSX file: formula-like text gets a leading `'`. */
export function spreadsheetCell(value: SpreadsheetCell): SpreadsheetCell {
  if (typeof value !== 'string') return value;
  return startsLikeFormula(value) || ESCAPED.test(value) ? `'${value}` : value;
}

/** Text read back from a file this rule wrote: the leading `'` before a formula start goes. */
export function spreadsheetText(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}
