import { saveItem, type VenueStore } from '@larder/data';
import { box, flour, tomatoes } from '@larder/domain/testing';

/**
 * Test catalogue (tests only) built on the worked examples of costing-model.md §2:
 * flour, 25 kg bag at 30.00, yield 100, 1 cup = 125 g (gramcost 0.0012, mlcost 0.000625);
 * tomatoes, 2 case at 96.00, 1 case = 12 can, 1 can = 400 g (A = 9600 g, gramcost 0.01).
 *
 * Tomato sauce: 1 can tomatoes ($4.0000, 400 g, 400 mL) less 100 g water = 300 g;
 *   100 g servings: 3 servings at $1.3333; per g $0.0133; per mL $0.0100.
 * Pizza: 2 cup flour ($0.3000, 250 g, 480 mL) + 150 g tomato sauce ($2.0000, 200 mL)
 *   + 1 box ($0.2500): batch $2.5500, 400 g; 200 g servings: 2 at $1.2750.
 */
export const FLOUR = flour({ allergens: ['gluten'] });

export const TOMATOES = tomatoes();

/** Stock by the litre, without a weight: 1 L at 2.00 (0.002 a mL). */
export const STOCK = {
  type: 'single',
  foodkey: 'STOCK',
  name: 'Stock',
  purchaseprice: 2,
  purchaseqty: 1,
  purchaseunit: 'L',
};

export const BOX = box();

export const SAUCE = {
  type: 'recipe',
  foodkey: 'TOMATO SAUCE',
  name: 'Tomato sauce',
  items: [{ name: 'TOMATOES', type: 'single', qty_value: 1, qty_unit: 'can' }],
  waterout: 100,
  waterout_unit: 'g',
  servingsize: 100,
  servingsize_unit: 'g',
  allergens: ['so2'],
  category: 'Sauces',
};

export const PIZZA = {
  type: 'recipe',
  foodkey: 'PIZZA',
  name: 'Pizza',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 2, qty_unit: 'cup' },
    { name: 'TOMATO SAUCE', type: 'recipe', qty_value: 150, qty_unit: 'g' },
  ],
  packaging: [{ name: 'BOX', qty: 1 }],
  servingsize: 200,
  servingsize_unit: 'g',
  menuitem: true,
  category: 'Mains',
};

/** Saves the catalogue in dependency order (the store costs every item). */
export async function seedRecipes(store: VenueStore, only?: readonly object[]): Promise<void> {
  for (const item of only ?? [FLOUR, TOMATOES, BOX, SAUCE, PIZZA])
    await store.apply(saveItem(item));
}
