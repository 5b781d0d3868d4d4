import type { CatalogueItem } from '../records/item';

/**
 * Price history reset applies only to items that have a type, a foodkey and a price history
 * (product spec §4, §5).
 */
export const canResetPriceHistory = (item: unknown): boolean => {
  if (typeof item !== 'object' || item === null) return false;
  const { type, foodkey, pricehistory } = item as Record<string, unknown>;
  return (
    typeof type === 'string' &&
    type !== '' &&
    typeof foodkey === 'string' &&
    foodkey !== '' &&
    Array.isArray(pricehistory)
  );
};

/**
 * The chosen items whose price history may be reset (product spec §4, §5), each a new record
 * with an empty price history; items that do not qualify are left out. Nothing else changes.
 */
export const resetPriceHistory = (items: readonly CatalogueItem[]): CatalogueItem[] =>
  items.filter(canResetPriceHistory).map((item) => ({ ...item, pricehistory: [] }));
