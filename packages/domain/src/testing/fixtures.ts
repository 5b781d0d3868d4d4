/**
 * Test fixtures: worked examples of costing-model.md and a random catalogue generator for
 * property tests. Used only by tests (here, and the web tests through @larder/domain/testing);
 * not part of the product's surface.
 */
import fc from 'fast-check';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { PackagingItem } from '../records/packaging-item';
import type { Recipe, RecipeLine } from '../records/recipe';

/** Flour: 25 kg bag at 30.00, yield 100, map 1 cup = 125 g, each_value absent (§2). */
export const flour = (over: Partial<Ingredient> = {}): Ingredient => ({
  type: 'single',
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: 30,
  purchaseqty: 1,
  purchaseunit: 'bag',
  package_qty1: 25,
  package_unit1: 'kg',
  yield: { value: 100 },
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 125, weight_unit: 'g' },
  ...over,
});

/** Tomatoes: 2 case at 96.00, 1 case = 12 can, 1 can = 400 g (§2.1: A = 9600 g). */
export const tomatoes = (over: Partial<Ingredient> = {}): Ingredient => ({
  type: 'single',
  foodkey: 'TOMATOES',
  name: 'Tomatoes',
  purchaseprice: 96,
  purchaseqty: 2,
  purchaseunit: 'case',
  package_qty1: 12,
  package_unit1: 'can',
  package_qty2: 400,
  package_unit2: 'g',
  map: { volume_value: 1, volume_unit: 'L', weight_value: 1, weight_unit: 'kg' },
  ...over,
});

/** Eggs bought by the each: 30 each at 9.00, one egg 50 g. */
export const eggs = (over: Partial<Ingredient> = {}): Ingredient => ({
  type: 'single',
  foodkey: 'EGGS',
  name: 'Eggs',
  purchaseprice: 9,
  purchaseqty: 30,
  purchaseunit: 'each',
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 243, weight_unit: 'g', each_value: 50 },
  allergens: ['eggs'],
  ...over,
});

/** Milk bought by volume: 2 L at 3.00, 1 L = 1030 g. */
export const milk = (over: Partial<Ingredient> = {}): Ingredient => ({
  type: 'single',
  foodkey: 'MILK',
  name: 'Milk',
  purchaseprice: 3,
  purchaseqty: 2,
  purchaseunit: 'L',
  map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
  allergens: ['milk'],
  ...over,
});

/** A whole chicken: 2 kg at 12.00, 2000 g each, with a 400 g breast part (eachcost 2.40). */
export const chicken = (over: Partial<Ingredient> = {}): Ingredient => ({
  type: 'multiple',
  foodkey: 'CHICKEN',
  name: 'Chicken',
  purchaseprice: 12,
  purchaseqty: 2,
  purchaseunit: 'kg',
  map: { each_value: 2000 },
  parts: [{ name: 'Breast', size: 400, unit: 'g' }],
  ...over,
});

/** A box of 100 at 25.00: eachcost 0.25. */
export const box = (over: Partial<PackagingItem> = {}): PackagingItem => ({
  type: 'packaging',
  foodkey: 'BOX',
  name: 'Box',
  purchaseprice: 25,
  purchaseqty: 100,
  ...over,
});

/** A recipe with the given lines. */
export const recipe = (
  foodkey: string,
  items: RecipeLine[],
  over: Partial<Recipe> = {},
): Recipe => ({
  type: 'recipe',
  foodkey,
  name: foodkey,
  items,
  ...over,
});

/** A lookup over a list of items. */
export const lookupOf =
  (...items: CatalogueItem[]) =>
  (key: string): CatalogueItem | undefined =>
    items.find((i) => i.foodkey === key);

const UNITS = ['g', 'kg', 'mL', 'L', 'each', 'cup', 'oz', 'lb', 'tbsp'] as const;

/** A random ingredient (sometimes with package levels or without map data). */
const ingredientArb = (key: string): fc.Arbitrary<Ingredient> =>
  fc
    .record({
      price: fc.option(fc.integer({ min: 0, max: 50_000 }), { freq: 8 }),
      qty: fc.integer({ min: 1, max: 50 }),
      unit: fc.constantFrom(...UNITS, 'case'),
      yieldValue: fc.option(fc.integer({ min: 50, max: 100 }), { freq: 3 }),
      density: fc.option(fc.integer({ min: 50, max: 300 }), { freq: 4 }),
      each: fc.option(fc.integer({ min: 1, max: 500 }), { freq: 2 }),
      parts: fc.boolean(),
    })
    .map((r) => ({
      type: r.parts ? ('multiple' as const) : ('single' as const),
      foodkey: key,
      name: key,
      purchaseprice: r.price === null ? null : r.price / 100,
      purchaseqty: r.qty,
      purchaseunit: r.unit,
      ...(r.unit === 'case'
        ? { package_qty1: 6, package_unit1: 'can', package_qty2: 400, package_unit2: 'g' }
        : {}),
      yield: { value: r.yieldValue },
      map: {
        ...(r.density === null
          ? {}
          : { volume_value: 1, volume_unit: 'cup', weight_value: r.density, weight_unit: 'g' }),
        each_value: r.each,
      },
      ...(r.parts
        ? {
            parts: [
              { name: 'Fillet', size: 300, unit: 'g' },
              { name: 'Quarter', size: 0.25, unit: 'each' },
            ],
          }
        : {}),
    }));

/** Part items of a multiple ingredient (their stored data is derived on recompute). */
const partItems = (parent: Ingredient): Ingredient[] =>
  (parent.parts ?? []).map((p) => ({
    type: 'part' as const,
    foodkey: `${parent.name}, ${p.name} (pt)`.toUpperCase(),
    name: `${parent.name}, ${p.name} (pt)`,
  }));

/**
 * A random acyclic catalogue: ingredients (some multiple with part items), packaging items
 * and recipes whose lines name ingredients, parts, packaging and earlier recipes (nesting).
 */
export const catalogueArb = (): fc.Arbitrary<CatalogueItem[]> =>
  fc
    .record({
      ingredients: fc
        .integer({ min: 1, max: 8 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ingredientArb(`ING ${i}`)))),
      recipeShapes: fc.array(
        fc.record({
          lines: fc.array(
            fc.record({
              pick: fc.nat(),
              qty: fc.option(fc.integer({ min: 1, max: 2000 }), { freq: 12 }),
              unit: fc.constantFrom(...UNITS),
            }),
            { minLength: 1, maxLength: 5 },
          ),
          pack: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 2 }),
          waterout: fc.option(fc.integer({ min: 0, max: 20 }), { freq: 2 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
    })
    .map(({ ingredients, recipeShapes }) => {
      const items: CatalogueItem[] = [];
      for (const ing of ingredients) {
        items.push(ing);
        items.push(...partItems(ing));
      }
      items.push(box());
      const usable = items.filter((i) => i.type !== 'packaging').map((i) => i.foodkey);
      recipeShapes.forEach((shape, r) => {
        const key = `RECIPE ${r}`;
        items.push(
          recipe(
            key,
            shape.lines.map((l) => ({
              name: usable[l.pick % usable.length] as string,
              qty_value: l.qty,
              qty_unit: l.unit,
            })),
            {
              packaging: shape.pack === null ? [] : [{ name: 'BOX', qty: shape.pack }],
              waterout: shape.waterout,
              waterout_unit: '%',
              servingsize: 100,
              servingsize_unit: 'g',
            },
          ),
        );
        usable.push(key);
      });
      return items;
    });
export * from './bad-values';
export * from './count-samples';
export * from './pizza-recipes';
/** The sample legacy Windows-app export (docs/legacy-export-format.md). */
export { default as sampleUwpExport } from '../legacy/sample-uwp-export.json';
