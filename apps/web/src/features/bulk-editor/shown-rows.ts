import { queryWords, type CatalogueItem } from '@larder/domain';
import { filterIngredients } from '../../components/catalogue/ingredient-list';
import type { BulkBase, BulkRow } from './bulk-row';

/**
 * The rows the grid shows for a search: with a query (the product's search rule: 3+
 * characters, every word, ordered by position) the stored ingredients that match, in that
 * order, then every new row; without one, every row. Matching is on the ingredients as
 * stored, so a row does not vanish while its name is being edited.
 */
export function shownRows(
  rows: readonly BulkRow[],
  bases: ReadonlyMap<string, BulkBase>,
  items: readonly CatalogueItem[],
  query: string,
): readonly BulkRow[] {
  if (queryWords(query).length === 0) return rows;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matched = filterIngredients(items, { query, category: null, storagearea: null }).flatMap(
    (item) => {
      const row = bases.has(item.foodkey) ? byId.get(item.foodkey) : undefined;
      return row ? [row] : [];
    },
  );
  return [...matched, ...rows.filter((row) => !bases.has(row.id))];
}

/**
 * Every row after the grid changed the rows it shows: `next` replaces the `shown` rows, the
 * rows the search hides keep their edits, and rows the grid added (a paste past the last
 * row) come after the others.
 */
export function withShownChanges(
  all: readonly BulkRow[],
  next: readonly BulkRow[],
): readonly BulkRow[] {
  const byId = new Map(next.map((row) => [row.id, row]));
  const known = new Set(all.map((row) => row.id));
  return [
    ...all.map((row) => byId.get(row.id) ?? row),
    ...next.filter((row) => !known.has(row.id)),
  ];
}
