import Papa from 'papaparse';
import { isEditableCell, newRow, type BulkField, type BulkRow } from './bulk-row';

/**
 * Cells copied from a spreadsheet: tab-separated columns, one line per row, quoted cells
 * may hold tabs or line breaks. A trailing line break adds no row.
 */
export function parseClipboardGrid(text: string): string[][] {
  const trimmed = text.replace(/\r?\n$/, '');
  if (trimmed === '') return [];
  if (!trimmed.includes('\t') && !trimmed.includes('\n') && !trimmed.includes('\r')) {
    return [[trimmed]];
  }
  const parsed = Papa.parse<string[]>(trimmed, { delimiter: '\t' });
  return parsed.data.map((cells) => cells.map((c) => c.trim()));
}

export interface PasteTarget {
  /** The row index of the selected cell. */
  rowIdx: number;
  /** The index of the selected column among `columns`. */
  colIdx: number;
  /** The grid's columns in order: an editable field, or null for a read-only column. */
  columns: readonly (BulkField | null)[];
}

export interface PasteResult {
  /** The rows after the paste (new rows added past the end). */
  rows: BulkRow[];
  /** Indexes of the rows changed or added. */
  changed: number[];
  /** Cells not filled: read-only columns, a part's purchase fields, past the last column. */
  skipped: number;
}

/**
 * Fills the grid from the selected cell rightwards and downwards with the pasted cells.
 * Lines past the last row become new rows (`nextNewId` numbers them).
 */
export function applyPaste(
  rows: readonly BulkRow[],
  cells: readonly (readonly string[])[],
  target: PasteTarget,
  nextNewId: () => number,
): PasteResult {
  const next = [...rows];
  const changed: number[] = [];
  let skipped = 0;
  cells.forEach((line, r) => {
    const rowIdx = target.rowIdx + r;
    const row = next[rowIdx] ?? newRow(nextNewId());
    const patch: Partial<Record<BulkField, string>> = {};
    line.forEach((value, c) => {
      const field = target.columns[target.colIdx + c];
      if (!field || !isEditableCell(row, field)) skipped += 1;
      else patch[field] = value;
    });
    if (rowIdx >= next.length) {
      if (Object.keys(patch).length === 0) return;
      changed.push(next.length);
      next.push({ ...row, ...patch });
    } else if (Object.keys(patch).length > 0) {
      next[rowIdx] = { ...row, ...patch };
      changed.push(rowIdx);
    }
  });
  return { rows: next, changed, skipped };
}
