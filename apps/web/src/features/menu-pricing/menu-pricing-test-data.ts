import { saveItem, saveRecord, type VenueStore } from '@larder/data';
import { box, flour, tomatoes } from '@larder/domain/testing';

/**
 * The menu pricing test venue (tests only), on the worked examples of costing-model.md §2:
 * Pizza $1.2750 a serving sold at 5.00: food cost 25.5 %, under the 30 % target;
 * Tomato sauce $1.3333 a serving sold at 4.00: food cost 33.3 %, over the target; profit 2.67;
 * Salad: its lettuce has no price, so no cost: '—' everywhere but its 3.00 price.
 * Suggested prices for 30 % ending .95: Pizza 1.275 / 0.30 = 4.25 -> 4.95; sauce 4.44 -> 4.95.
 */
const PIZZA = {
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
  saleprice: 5,
};

const SAUCE = {
  type: 'recipe',
  foodkey: 'TOMATO SAUCE',
  name: 'Tomato sauce',
  items: [{ name: 'TOMATOES', type: 'single', qty_value: 1, qty_unit: 'can' }],
  waterout: 100,
  waterout_unit: 'g',
  servingsize: 100,
  servingsize_unit: 'g',
  menuitem: true,
  saleprice: 4,
};

const LETTUCE = { type: 'single', foodkey: 'LETTUCE', name: 'Lettuce', purchaseunit: 'kg' };

const SALAD = {
  type: 'recipe',
  foodkey: 'SALAD',
  name: 'Salad',
  items: [{ name: 'LETTUCE', type: 'single', qty_value: 100, qty_unit: 'g' }],
  servingsize_auto: true,
  menuitem: true,
  saleprice: 3,
};

/** Seeds the venue: the three dishes, a 30 % target with prices ending in .95, no tax. */
export async function seedPricedMenu(store: VenueStore): Promise<void> {
  for (const item of [flour(), tomatoes(), box(), LETTUCE, SAUCE, PIZZA, SALAD]) {
    await store.apply(saveItem(item));
  }
  await store.apply(
    saveRecord('settings', {
      skey: 'PROFILE',
      venue_name: 'Bistro',
      targetFoodCostPercent: 30,
      priceEnding: '.95',
      taxPercent: 0,
      pricesIncludeTax: true,
    }),
  );
}
