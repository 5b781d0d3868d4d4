import {
  countLineFacts,
  countUnitsFor,
  type CatalogueItem,
  type DomainIssue,
  type StockCountLine,
  type StockTotalLine,
  type UnitsInput,
} from '@larder/domain';
import { lineKey, type CountRow, type ItemRow } from './count-rows';

/** What is typed on a row: the quantity as text ('' is not counted) and the unit. */
export interface DraftEntry {
  readonly qty: string;
  readonly unit: string;
}

/** The typed rows of a count by row key; a row not in it is not counted. */
export type Draft = ReadonlyMap<string, DraftEntry>;

/** What a counted row is worth (operations-model §4): the line as it would be saved. */
export interface RowFacts {
  readonly qty: number;
  readonly unit: string;
  readonly baseQty: number | null;
  readonly baseUnit: StockCountLine['baseUnit'];
  readonly unitCost: number | null;
  /** baseQty x unitCost; null without a unit cost (never 0). */
  readonly value: number | null;
  /** What is wrong with the row (its path names the field: 'qty', 'unit', 'foodkey'). */
  readonly issue: DomainIssue | null;
  /** True when the figures are the saved line's snapshot (the line was not changed). */
  readonly snapshot: boolean;
}

/** A typed quantity as a number: '2.5' and '2,5' are 2.5; anything else is NaN. */
export function parseQty(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return NaN;
  return Number(trimmed);
}

/** Whether a row is counted: something is typed in its quantity. */
export const isCounted = (entry: DraftEntry | undefined): entry is DraftEntry =>
  entry !== undefined && entry.qty.trim() !== '';

const unitLists = new WeakMap<CatalogueItem, { units: UnitsInput | undefined; list: string[] }>();

/**
 * The units a row may be counted in (operations-model §4: any unit the item converts to),
 * base unit first; worked out once per item and unit sizes.
 */
export function rowUnits(row: ItemRow, units?: UnitsInput): readonly string[] {
  if (!row.item) return [];
  const seen = unitLists.get(row.item);
  if (seen && seen.units === units) return seen.list;
  const list = countUnitsFor(row.item, units);
  unitLists.set(row.item, { units, list });
  return list;
}

/** The unit a row is counted in when none was chosen: the item's base unit. */
export const defaultUnit = (row: ItemRow, units?: UnitsInput): string =>
  rowUnits(row, units)[0] ?? '';

/** A saved line's value from its snapshot: base quantity x unit cost at the time of the count. */
export const snapshotValue = (line: Pick<StockCountLine, 'baseQty' | 'unitCost'>): number | null =>
  line.baseQty === null || line.unitCost === null ? null : line.baseQty * line.unitCost;

const factsCache = new WeakMap<
  DraftEntry,
  {
    row: ItemRow;
    saved: StockCountLine | undefined;
    units: UnitsInput | undefined;
    facts: RowFacts;
  }
>();

/**
 * The facts of a counted row (operations-model §4). A saved line typed as it was keeps its
 * snapshot (its value at the time of the count); a new or changed one is valued now by
 * `countLineFacts` (the item's unit cost now), with the issue naming the field that is wrong.
 * Worked out once per typed entry.
 */
export function rowFacts(
  row: ItemRow,
  entry: DraftEntry,
  saved: StockCountLine | undefined,
  units?: UnitsInput,
): RowFacts {
  const hit = factsCache.get(entry);
  if (hit && hit.row === row && hit.saved === saved && hit.units === units) return hit.facts;
  const qty = parseQty(entry.qty);
  const unit = entry.unit || defaultUnit(row, units);
  let facts: RowFacts;
  if (saved && saved.qty === qty && saved.unit === unit) {
    facts = {
      qty,
      unit,
      baseQty: saved.baseQty,
      baseUnit: saved.baseUnit,
      unitCost: saved.unitCost,
      value: snapshotValue(saved),
      issue: null,
      snapshot: true,
    };
  } else {
    const line = countLineFacts({ foodkey: row.foodkey, qty, unit }, row.item, units);
    facts = { qty, unit, ...line, snapshot: false };
  }
  factsCache.set(entry, { row, saved, units, facts });
  return facts;
}

/**
 * The saved lines of a count by row key (`lineKey` of their area, as `areaOf` names it, and
 * foodkey).
 */
export function savedByKey(
  lines: readonly StockCountLine[],
  areaOf: (area: string) => string,
): Map<string, StockCountLine> {
  return new Map(lines.map((line) => [lineKey(areaOf(line.area), line.foodkey), line]));
}

/** The editor's entries for a saved count: each line's quantity and unit as typed. */
export function draftOf(
  rows: readonly CountRow[],
  saved: ReadonlyMap<string, StockCountLine>,
): Map<string, DraftEntry> {
  const draft = new Map<string, DraftEntry>();
  for (const row of rows) {
    if (row.kind !== 'item') continue;
    const line = saved.get(row.key);
    if (line) draft.set(row.key, { qty: String(line.qty), unit: line.unit });
  }
  return draft;
}

/** A row that cannot be saved as typed, with what is wrong. */
export interface RowProblem {
  readonly row: ItemRow;
  readonly issue: DomainIssue;
}

/** The count as typed: its lines, their totals input and the rows that stop a save. */
export interface CountedLines {
  readonly lines: StockCountLine[];
  readonly totals: StockTotalLine[];
  readonly problems: RowProblem[];
}

/**
 * Every counted row in the editor's order (storage areas in SA order, items by name), as the
 * lines a save stores (the snapshot: base quantity, base unit and unit cost), the input of
 * `stockCountTotals` (area, category, value; a row with an issue counts as a line without a
 * value) and the rows with an issue (nothing is saved while there is one).
 */
export function countedLines(
  rows: readonly CountRow[],
  draft: Draft,
  saved: ReadonlyMap<string, StockCountLine>,
  units?: UnitsInput,
): CountedLines {
  const lines: StockCountLine[] = [];
  const totals: StockTotalLine[] = [];
  const problems: RowProblem[] = [];
  if (draft.size === 0) return { lines, totals, problems };
  for (const row of rows) {
    if (row.kind !== 'item') continue;
    const entry = draft.get(row.key);
    if (!isCounted(entry)) continue;
    const facts = rowFacts(row, entry, saved.get(row.key), units);
    totals.push({ area: row.area, category: row.category, value: facts.value });
    if (facts.issue) {
      problems.push({ row, issue: facts.issue });
      continue;
    }
    lines.push({
      foodkey: row.foodkey,
      area: row.area,
      qty: facts.qty,
      unit: facts.unit,
      baseQty: facts.baseQty,
      baseUnit: facts.baseUnit,
      unitCost: facts.unitCost,
    });
  }
  return { lines, totals, problems };
}

/** Whether two drafts count the same: the same rows counted, with equal quantities and units. */
export function sameDraft(a: Draft, b: Draft): boolean {
  const counted = (draft: Draft) => [...draft].filter(([, entry]) => isCounted(entry));
  const left = counted(a);
  if (left.length !== counted(b).length) return false;
  return left.every(([key, entry]) => {
    const other = b.get(key);
    if (!isCounted(other) || entry.unit !== other.unit) return false;
    const x = parseQty(entry.qty);
    const y = parseQty(other.qty);
    return x === y || (Number.isNaN(x) && Number.isNaN(y) && entry.qty.trim() === other.qty.trim());
  });
}
