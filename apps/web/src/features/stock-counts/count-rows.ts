import {
  entryName,
  isPackaging,
  isRecipe,
  keyFromName,
  type CatalogueItem,
  type NamedEntry,
  type StockCountLine,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** What kind of stock a row counts (operations-model §4). */
export type StockKind = 'ingredient' | 'recipe' | 'packaging';

/** The heading row of a storage area ('' for the items with none). */
export interface AreaRow {
  readonly kind: 'area';
  readonly key: string;
  readonly area: string;
}

/** One item of the count in one storage area. */
export interface ItemRow {
  readonly kind: 'item';
  /** The row's key: the area and the foodkey (`lineKey`). */
  readonly key: string;
  readonly foodkey: string;
  readonly area: string;
  readonly name: string;
  /** The name in lower case (the editor's search). */
  readonly needle: string;
  /** The item's category ('' for none). */
  readonly category: string;
  readonly stock: StockKind;
  /** The live item; undefined when a saved line's item is gone from the catalogue. */
  readonly item: CatalogueItem | undefined;
}

export type CountRow = AreaRow | ItemRow;

/** The key of an item's line in a storage area. */
export const lineKey = (area: string, foodkey: string): string => `${area}\n${foodkey}`;

/** A storage area's heading; items without one are listed last under this name. */
export const areaHeading = (area: string): string => area || i18n.t('stock-counts:heading.noArea');

/** A category's name in the totals. */
export const categoryHeading = (category: string): string =>
  category || i18n.t('stock-counts:heading.noCategory');

/** What kind of stock a row counts, as the editor names it: 'Prepared (recipe)'. */
export const stockKindLabel = (kind: StockKind): string => i18n.t(`stock-counts:kind.${kind}`);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** An item's text field (packaging items have no category or storage area of their own). */
const field = (item: CatalogueItem, name: 'category' | 'storagearea'): string =>
  text((item as { readonly [key: string]: unknown })[name]);

const stockKind = (item: CatalogueItem): StockKind =>
  isRecipe(item) ? 'recipe' : isPackaging(item) ? 'packaging' : 'ingredient';

const named = (name: string) => ({ name, needle: name.toLowerCase() });

const names = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export interface CountRowsInput {
  /** The venue's live items (any order). */
  readonly items: readonly CatalogueItem[];
  /** The storage areas of the venue's SA settings record, in their order. */
  readonly areas: readonly NamedEntry[];
  /** The lines of the count being edited (none for a new count). */
  readonly saved?: readonly StockCountLine[];
}

/**
 * The venue's storage areas in their SA order, and the area a typed name stands for: the
 * list's spelling of a name it holds (matched case-insensitively), else the name trimmed.
 */
export function areaNamer(areas: readonly NamedEntry[]): {
  listed: ReadonlyMap<string, string>;
  areaOf: (value: unknown) => string;
} {
  const listed = new Map<string, string>();
  for (const entry of areas) {
    const name = entryName(entry).trim();
    const key = keyFromName(name);
    if (name !== '' && !listed.has(key)) listed.set(key, name);
  }
  const areaOf = (value: unknown): string => {
    const name = text(value);
    return name === '' ? '' : (listed.get(keyFromName(name)) ?? name);
  };
  return { listed, areaOf };
}

/**
 * The rows of the count editor (operations-model §4): the storage areas in the venue's SA
 * order, then areas items name that the list does not hold (by name), then the items with no
 * area under "No storage area"; within an area its items by name. Every ingredient, recipe
 * (prepared stock) and packaging item is offered in its own area (matched to the SA list
 * case-insensitively, under the list's spelling); a saved line counted in another area, or of
 * an item gone from the catalogue, keeps a row of its own so nothing saved is lost.
 */
export function countRows({ items, areas, saved = [] }: CountRowsInput): CountRow[] {
  const { listed, areaOf } = areaNamer(areas);
  const byArea = new Map<string, ItemRow[]>();
  const seen = new Set<string>();
  const add = (row: ItemRow) => {
    if (seen.has(row.key)) return;
    seen.add(row.key);
    const list = byArea.get(row.area);
    if (list) list.push(row);
    else byArea.set(row.area, [row]);
  };
  const live = new Map<string, CatalogueItem>();
  for (const item of items) {
    if (item.deleted === true) continue;
    live.set(item.foodkey, item);
    const area = areaOf(field(item, 'storagearea'));
    add({
      kind: 'item',
      key: lineKey(area, item.foodkey),
      foodkey: item.foodkey,
      area,
      ...named(text(item.name) || item.foodkey),
      category: field(item, 'category'),
      stock: stockKind(item),
      item,
    });
  }
  for (const line of saved) {
    const area = areaOf(line.area);
    const item = live.get(line.foodkey);
    add({
      kind: 'item',
      key: lineKey(area, line.foodkey),
      foodkey: line.foodkey,
      area,
      ...named(item ? text(item.name) || item.foodkey : line.foodkey),
      category: item ? field(item, 'category') : '',
      stock: item ? stockKind(item) : 'ingredient',
      item,
    });
  }

  const order = [...listed.values()].filter((area) => byArea.has(area));
  const others = [...byArea.keys()]
    .filter((area) => area !== '' && !listed.has(keyFromName(area)))
    .sort(names.compare);
  if (byArea.has('')) others.push('');
  const rows: CountRow[] = [];
  for (const area of [...order, ...others]) {
    rows.push({ kind: 'area', key: `area\n${area}`, area });
    const inArea = byArea.get(area)!;
    inArea.sort((a, b) => names.compare(a.name, b.name) || (a.foodkey < b.foodkey ? -1 : 1));
    rows.push(...inArea);
  }
  return rows;
}

/**
 * The rows whose item name holds `search` (case-insensitively) and that `keep` keeps, each
 * under its area's heading; all rows when neither filters.
 */
export function shownRows(
  rows: readonly CountRow[],
  search: string,
  keep?: (row: ItemRow) => boolean,
): readonly CountRow[] {
  const needle = search.trim().toLowerCase();
  if (needle === '' && !keep) return rows;
  const out: CountRow[] = [];
  let heading: AreaRow | null = null;
  for (const row of rows) {
    if (row.kind === 'area') {
      heading = row;
      continue;
    }
    if (needle !== '' && !row.needle.includes(needle)) continue;
    if (keep && !keep(row)) continue;
    if (heading) {
      out.push(heading);
      heading = null;
    }
    out.push(row);
  }
  return out;
}
