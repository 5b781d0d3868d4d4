import type { CatalogueItem, Estimate, ItemLookup } from '@larder/domain';

// The worked example of the estimate tests (operations-model §6, §10), tests only:
//   Custard: 80 servings at its sale price 6.00 = 480.00 (cost 1.50 a serving: 120.00)
//   Tart: 80 servings at cost 0.60 / 30% target food cost = 2.00 a serving: 160.00 (cost 48.00)
//   Staff 300.00: subtotal 940.00; 10% discount 94.00: net 846.00; 10% tax 84.60: gross 930.60
//   cost 168.00, margin 678.00, food cost 168 / (846 - 300) = 30.77%

/** A recipe of one serving costing 1.50, sold at 6.00. */
export const CUSTARD_RECIPE = {
  type: 'recipe',
  foodkey: 'CUSTARD',
  name: 'Custard',
  saleprice: 6,
  costs: { perServing: 1.5 },
} as CatalogueItem;

/** A recipe of one serving costing 0.60, with no sale price. */
export const TART_RECIPE = {
  type: 'recipe',
  foodkey: 'TART',
  name: 'Tart',
  costs: { perServing: 0.6 },
} as CatalogueItem;

/** A recipe whose cost is not known yet, sold at 4.00. */
export const SOUP_RECIPE = {
  type: 'recipe',
  foodkey: 'SOUP',
  name: 'Soup',
  saleprice: 4,
} as CatalogueItem;

const RECIPES = new Map([CUSTARD_RECIPE, TART_RECIPE, SOUP_RECIPE].map((r) => [r.foodkey, r]));

/** A lookup over the three recipes above. */
export const recipeLookup: ItemLookup = (key) => RECIPES.get(key);

/** The worked example as a saved estimate. */
export const WEDDING_ESTIMATE: Estimate = {
  skey: 'ES-1',
  title: 'Smith wedding',
  date: '2026-06-20',
  eventKey: 'EV-1',
  customer: { name: 'Ann Smith', email: 'ann@example.com' },
  status: 'sent',
  lines: [
    { foodkey: 'CUSTARD', qty: 80, pricing: 'sale' },
    { foodkey: 'TART', qty: 80, pricing: 'target' },
  ],
  extras: [{ label: 'Staff', amount: 300 }],
  discount: { kind: 'percent', value: 10 },
  taxPercent: 10,
  notes: 'Deposit of 20% on acceptance.',
};
