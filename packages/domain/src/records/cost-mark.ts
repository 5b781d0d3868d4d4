import type { CatalogueItem } from './item';

/**
 * A short mark of an item's computed costs (per g, per mL and each, costing-model §2): two
 * plans of one change that give an item the same mark gave it the same costs. The write path
 * checks with it that a save planned elsewhere (the data worker's plan of a page's save) came
 * out as the page's plan did, without the records crossing.
 */
export function costMark(item: CatalogueItem): string {
  const figures = item as { gramcost?: unknown; mlcost?: unknown; eachcost?: unknown };
  return `${String(figures.gramcost)}|${String(figures.mlcost)}|${String(figures.eachcost)}`;
}
