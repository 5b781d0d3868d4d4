import { saveItems, type VenueStore } from '@larder/data';
import {
  planPriceList,
  type DomainWarning,
  type PriceListPlan,
  type PriceListRow,
  type Supplier,
  type UnitsInput,
} from '@larder/domain';

/** Logs an invalid price list row as an error (product spec §8: 'Invalid price list item'). */
export function logInvalidRow(warning: DomainWarning): void {
  console.error(warning.message, warning.foodkey ?? '');
}

/**
 * Applies a price list: plans it again over the items as stored now (so nothing changed
 * meanwhile is overwritten), logs every invalid row, and saves every update in one write.
 * The write is all or nothing: when it fails it throws and nothing is saved.
 */
export async function applyPriceList(
  store: VenueStore,
  rows: readonly PriceListRow[],
  supplier: Supplier,
  options: { date: string; units?: UnitsInput },
): Promise<PriceListPlan> {
  const items = await store.itemMap();
  const plan = planPriceList(rows, supplier, items.values(), {
    ...options,
    onWarning: logInvalidRow,
  });
  await store.apply(saveItems(plan.updates));
  return plan;
}
