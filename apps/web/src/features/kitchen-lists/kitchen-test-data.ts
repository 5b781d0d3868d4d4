// The small kitchen the kitchen list tests seed (tests only): the worked example of the
// domain's explodeDemand tests, with suppliers and an event.
import type { EventRecord, Supplier } from '@larder/domain';
import {
  box,
  eggs,
  flour,
  milk,
  pizza,
  recipe,
  tomatoes,
  tomatoSauce,
} from '@larder/domain/testing';

/** Ingredients: tomatoes and eggs from Acme, flour, milk and the box with no supplier. */
export const KITCHEN_INGREDIENTS = [
  flour(),
  tomatoes({ supplier: 'acme', storagearea: 'Dry store' }),
  eggs({ supplier: 'Acme' }),
  // Milk with no price: its order line has no cost.
  milk({ purchaseprice: null }),
  box(),
];

/** SAUCE (1000 g, 10 servings), PIZZA (850 g, 2 servings) and LASAGNE (1830 g, 10 servings). */
export const KITCHEN_RECIPES = [
  tomatoSauce({ storagearea: 'Fridge', category: 'Sauces' }),
  pizza(),
  recipe(
    'LASAGNE',
    [
      { name: 'SAUCE', qty_value: 500, qty_unit: 'g' },
      { name: 'FLOUR', qty_value: 300, qty_unit: 'g' },
      { name: 'MILK', qty_value: 1, qty_unit: 'L' },
    ],
    {
      name: 'Lasagne',
      servingsize: 183,
      servingsize_unit: 'g',
      storagearea: 'Fridge',
      category: 'Mains',
    },
  ),
];

export const ACME: Supplier = {
  skey: 'ACME',
  type: 'supplier',
  name: 'Acme Foods',
  email: 'orders@acme.example',
  ingredients: [{ foodkey: 'TOMATOES', code: 'T-400' }],
};

/**
 * A wedding for 20 guests: half a pizza each (10 servings: 5 batches) and 20 lasagne servings
 * (2 batches); their sauce is 5 x 250 g + 2 x 500 g = 2250 g, 2.25 batches.
 */
export const WEDDING: EventRecord = {
  skey: 'WED',
  name: 'Wedding',
  type: 'wedding',
  date: '2026-06-20',
  guests: 20,
  status: 'confirmed',
  lines: [
    { foodkey: 'PIZZA', perGuest: 0.5 },
    { foodkey: 'LASAGNE', total: 20 },
  ],
};
