import type { DomainReason, IssueParams } from '../errors';
import { keyFromName } from '../records/record-key';

/** A dish a sales file may name: by its name or its foodkey. */
export interface SalesDish {
  readonly foodkey: string;
  readonly name: string;
}

/** One valid line of a sales file: the dish and the whole units sold. */
export interface SalesRow {
  /** The line in the file, 1-based (the header is line 1). */
  readonly line: number;
  readonly foodkey: string;
  readonly unitsSold: number;
}

/** What is wrong with one line of a sales file, naming its field. */
export interface SalesRowIssue {
  readonly line: number;
  readonly field: 'dish' | 'unitsSold' | 'file';
  readonly reason: DomainReason;
  readonly params?: IssueParams;
}

export interface SalesRows {
  readonly rows: SalesRow[];
  readonly issues: SalesRowIssue[];
}

/** Header words naming the units column ('Units sold', 'Qty'); anything else is the dish. */
const UNITS_HEADER = /^(units?|units? sold|sold|qty|quantity|count|covers|number sold)$/i;

/** A plain decimal number ('12', '-3', '2.5'): no hex, exponents or thousands separators. */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const cellText = (cell: string | undefined): string =>
  typeof cell === 'string' ? cell.replace(/^\uFEFF/, '').trim() : '';

const filled = (row: readonly string[]): number[] => {
  const at: number[] = [];
  row.forEach((cell, i) => {
    if (cellText(cell) !== '') at.push(i);
  });
  return at;
};

/**
 * The lines of a sales file (operations-model §7: sales counts imported from CSV), as parsed
 * rows of cells. The first row is the header: two columns, the dish (its name or foodkey,
 * matched case-insensitively) and the units sold; the units column is the one whose header
 * says so ('Units', 'Units sold', 'Sold', 'Qty', 'Quantity', 'Count'), else the second.
 * Blank lines are skipped. Issues name the line and field: more than two filled columns
 * (`csv-extra-columns`, field 'file'; in the header nothing else is read), an empty or unknown
 * dish (`field-required`, `dish-unknown`), units missing, not a whole number
 * (`field-required`, `field-type`) or below 0 (`field-too-small`). The same dish on two lines
 * gives two rows.
 */
export const parseSalesRows = (
  rows: readonly (readonly string[])[],
  dishes: readonly SalesDish[],
): SalesRows => {
  const out: SalesRow[] = [];
  const issues: SalesRowIssue[] = [];
  const header = rows[0];
  if (header === undefined) return { rows: out, issues };
  const columns = filled(header);
  if (columns.length > 2) {
    issues.push({ line: 1, field: 'file', reason: 'csv-extra-columns', params: { columns: 2 } });
    return { rows: out, issues };
  }
  let dishAt = columns[0] ?? 0;
  let unitsAt = columns[1] ?? (dishAt === 0 ? 1 : 0);
  if (
    UNITS_HEADER.test(cellText(header[dishAt])) &&
    !UNITS_HEADER.test(cellText(header[unitsAt]))
  ) {
    [dishAt, unitsAt] = [unitsAt, dishAt];
  }

  const byKey = new Map<string, string>();
  for (const dish of dishes) {
    for (const text of [dish.name, dish.foodkey]) {
      const key = typeof text === 'string' ? keyFromName(text) : '';
      if (key !== '' && !byKey.has(key)) byKey.set(key, dish.foodkey);
    }
  }

  for (let i = 1; i < rows.length; i++) {
    const row = rows[i] as readonly string[];
    const line = i + 1;
    const cells = filled(row);
    if (cells.length === 0) continue;
    if (cells.some((at) => at !== dishAt && at !== unitsAt)) {
      issues.push({ line, field: 'file', reason: 'csv-extra-columns', params: { columns: 2 } });
      continue;
    }
    const dishText = cellText(row[dishAt]);
    const foodkey = dishText === '' ? undefined : byKey.get(keyFromName(dishText));
    let ok = true;
    if (dishText === '') {
      issues.push({ line, field: 'dish', reason: 'field-required' });
      ok = false;
    } else if (foodkey === undefined) {
      issues.push({ line, field: 'dish', reason: 'dish-unknown', params: { dish: dishText } });
      ok = false;
    }
    const unitsText = cellText(row[unitsAt]);
    const units = NUMBER.test(unitsText) ? Number(unitsText) : Number.NaN;
    if (unitsText === '') {
      issues.push({ line, field: 'unitsSold', reason: 'field-required' });
      ok = false;
    } else if (!Number.isFinite(units)) {
      issues.push({ line, field: 'unitsSold', reason: 'field-type', params: { expected: 'int' } });
      ok = false;
    } else if (units < 0) {
      issues.push({ line, field: 'unitsSold', reason: 'field-too-small', params: { minimum: 0 } });
      ok = false;
    } else if (!Number.isInteger(units)) {
      issues.push({ line, field: 'unitsSold', reason: 'field-type', params: { expected: 'int' } });
      ok = false;
    }
    if (ok) out.push({ line, foodkey: foodkey as string, unitsSold: units });
  }
  return { rows: out, issues };
};
