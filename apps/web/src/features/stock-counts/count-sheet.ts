import type { StockCountLine, UnitsInput } from '@larder/domain';
import { isCounted, rowFacts, type Draft } from './count-draft';
import { areaHeading, type CountRow } from './count-rows';

/** One line of the printed count sheet; an item not counted has a blank quantity to fill in. */
export interface SheetLine {
  readonly key: string;
  readonly name: string;
  readonly category: string;
  readonly qty: string;
  readonly unit: string;
  readonly value: number | null;
}

/** The lines of one storage area on the sheet. */
export interface SheetArea {
  readonly area: string;
  readonly heading: string;
  readonly lines: SheetLine[];
}

/**
 * The count sheet to print (operations-model §4): the rows as the editor shows them, by
 * storage area in SA order, items by name, each with what was counted (blank where nothing
 * was, to count on paper) and its value.
 */
export function countSheet(
  rows: readonly CountRow[],
  draft: Draft,
  saved: ReadonlyMap<string, StockCountLine>,
  units?: UnitsInput,
): SheetArea[] {
  const areas: SheetArea[] = [];
  let current: SheetArea | null = null;
  for (const row of rows) {
    if (row.kind === 'area') {
      current = { area: row.area, heading: areaHeading(row.area), lines: [] };
      areas.push(current);
      continue;
    }
    if (!current) continue;
    const entry = draft.get(row.key);
    const facts = isCounted(entry) ? rowFacts(row, entry, saved.get(row.key), units) : null;
    current.lines.push({
      key: row.key,
      name: row.name,
      category: row.category,
      qty: facts ? entry!.qty.trim() : '',
      unit: facts ? facts.unit : '',
      value: facts && !facts.issue ? facts.value : null,
    });
  }
  return areas.filter((area) => area.lines.length > 0);
}
