import { itemUnitCosts } from '../costing/item-unit-costs';
import { priceHistoryEntry } from '../costing/price-history';
import { recalculateAll } from '../costing/recalculate-all';
import { wastageEntry } from '../costing/wastage';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { ItemMap } from '../records/item-map';
import type { PackagingItem } from '../records/packaging-item';
import type { PriceHistoryEntry } from '../records/price-history';
import type { Recipe } from '../records/recipe';
import { keyFromName } from '../records/record-key';
import type { UnitsInput } from '../units/unit-table';
import { addDays, noonOf } from './sample-days';
import type { IngredientRow, Measure, Purchase, RecipeRow } from './sample-rows';
import {
  SAMPLE_FIRST_PRICE_DAY,
  SAMPLE_INGREDIENT_EXTRAS,
  SAMPLE_INGREDIENTS,
  SAMPLE_PACKAGING,
  SAMPLE_PRICE_CHANGES,
  SAMPLE_RECIPES,
  SAMPLE_WASTAGE,
} from './sample-venue-v1';

/** The purchase fields of an ingredient (product spec §3) from how it is bought. */
const purchaseFields = (buy: Purchase): Partial<Ingredient> => {
  if (typeof buy[1] === 'number') {
    return { purchaseprice: buy[0], purchaseqty: buy[1], purchaseunit: buy[2] as string };
  }
  const [price, unit, qty1, unit1, qty2, unit2] = buy as Exclude<
    Purchase,
    readonly [number, number, string]
  >;
  return {
    purchaseprice: price,
    purchaseqty: 1,
    purchaseunit: unit,
    package_qty1: qty1,
    package_unit1: unit1,
    ...(qty2 === undefined ? {} : { package_qty2: qty2, package_unit2: unit2 }),
  };
};

/** An item's map (costing-model §2.4): the volume's weight in g, and one each in g. */
const mapOf = ([volume, unit, grams, each]: Measure): ItemMap => ({
  volume_value: volume,
  volume_unit: unit,
  weight_value: grams,
  weight_unit: 'g',
  ...(each === undefined ? {} : { each_value: each }),
});

/** The ingredient records of the sample, not yet costed. */
const ingredients = (): Ingredient[] =>
  SAMPLE_INGREDIENTS.flatMap((group) =>
    group.rows.map(([name, , buy, yieldPercent, measure, usda]: IngredientRow): Ingredient => {
      const extras = SAMPLE_INGREDIENT_EXTRAS[name] ?? {};
      return {
        type: 'single',
        foodkey: keyFromName(name),
        name,
        category: group.category,
        storagearea: extras.storagearea ?? group.storagearea,
        ...(group.supplier ? { supplier: group.supplier } : {}),
        allergens: [...(extras.allergens ?? [])],
        ...purchaseFields(buy),
        yield: { value: yieldPercent },
        map: mapOf(measure),
        usda,
        ...(extras.image ? { image: extras.image } : {}),
        ...(extras.note ? { note: extras.note } : {}),
      };
    }),
  );

const packagingItems = (): PackagingItem[] =>
  SAMPLE_PACKAGING.map(([name, price, qty]) => ({
    type: 'packaging',
    foodkey: keyFromName(name),
    name,
    purchaseprice: price,
    purchaseqty: qty,
  }));

/** A recipe record from its row; its lines name items by foodkey, with the item's type. */
const recipeOf = (row: RecipeRow, typeOf: (foodkey: string) => string | null): Recipe => ({
  type: 'recipe',
  foodkey: keyFromName(row.name),
  name: row.name,
  category: row.category,
  storagearea: row.storagearea,
  allergens: [],
  items: row.lines.map(([item, qty, unit]) => {
    const key = keyFromName(item);
    return { name: key, type: typeOf(key), qty_value: qty, qty_unit: unit };
  }),
  packaging: (row.packaging ?? []).map(([item, qty]) => ({ name: keyFromName(item), qty })),
  ...(row.waterout ? { waterout: row.waterout[0], waterout_unit: row.waterout[1] } : {}),
  ...(row.density ? { map: mapOf(row.density) } : {}),
  ...(row.serving === 'batch'
    ? { servingsize_auto: true }
    : { servingsize: row.serving[0], servingsize_unit: row.serving[1], servingsize_auto: false }),
  menuitem: row.saleprice !== undefined,
  ...(row.saleprice === undefined ? {} : { saleprice: row.saleprice }),
  ...(row.note ? { note: row.note } : {}),
});

/** An item's price history entry for a day, at its price then (costing-model §7). */
const priceOn = (
  item: CatalogueItem,
  day: string,
  price: number,
  units: UnitsInput,
): PriceHistoryEntry[] => {
  const then = { ...item, purchaseprice: price } as CatalogueItem;
  const entry = priceHistoryEntry({ ...then, ...itemUnitCosts(then, units) }, noonOf(day), units);
  return entry ? [entry] : [];
};

/**
 * Every ingredient and packaging item's price history: its first price a week ago, and the
 * week's price changes (one entry per day, costing-model §7), the last at today's price.
 */
const withPriceHistory = (item: CatalogueItem, today: string, units: UnitsInput) => {
  if (item.type === 'recipe') return item;
  const price = (item as { purchaseprice?: number | null }).purchaseprice ?? 0;
  const change = SAMPLE_PRICE_CHANGES.find(([name]) => keyFromName(name) === item.foodkey);
  const first = addDays(today, SAMPLE_FIRST_PRICE_DAY);
  const pricehistory = change
    ? [
        ...priceOn(item, first, change[2], units),
        ...priceOn(item, addDays(today, change[1]), price, units),
      ]
    : priceOn(item, first, price, units);
  return { ...item, pricehistory } as CatalogueItem;
};

/** The week's wastage of an item, each entry valued at the item's cost (costing-model §7). */
const withWastage = (item: CatalogueItem, today: string, units: UnitsInput): CatalogueItem => {
  const rows = SAMPLE_WASTAGE.filter(([name]) => keyFromName(name) === item.foodkey);
  if (rows.length === 0) return item;
  const wastage = rows.map(([, day, qty, unit]) =>
    wastageEntry(item, { date: addDays(today, day), qty, qty_unit: unit }, units),
  );
  return { ...item, wastage } as CatalogueItem;
};

/**
 * The sample's master items (product spec §3): 60 ingredients, the packaging items and 15
 * recipes, costed by `recalculateAll` with the user's unit sizes, each ingredient and packaging
 * item with its price history and the week's wastage dated from `today`.
 */
export const sampleItems = (today: string, units: UnitsInput): CatalogueItem[] => {
  const bought: CatalogueItem[] = [...ingredients(), ...packagingItems()];
  const types = new Map<string, string>(
    bought.map((item) => [item.foodkey, item.type ?? 'single']),
  );
  for (const row of SAMPLE_RECIPES) types.set(keyFromName(row.name), 'recipe');
  const recipes = SAMPLE_RECIPES.map((row) => recipeOf(row, (key) => types.get(key) ?? null));
  return recalculateAll([...bought, ...recipes], units).map((item) =>
    withWastage(withPriceHistory(item, today, units), today, units),
  );
};
