import type { PushedRecord } from './site-fixtures.js';

/** Ingredients of the forty-dish café, with allergens and nutrition per 100 g. */
const INGREDIENTS: [name: string, allergens: string[], per100g: Record<string, number>][] = [
  ['Flour', ['gluten'], { energy: 1520, protein: 10, carbs: 76, fat: 1, fiber: 3 }],
  ['Milk', ['milk'], { energy: 270, protein: 3.4, carbs: 4.8, fat: 3.6, sugar: 4.8 }],
  ['Eggs', ['eggs'], { energy: 600, protein: 12.6, fat: 9.5, chol: 372 }],
  ['Butter', ['milk'], { energy: 3000, fat: 81, satu: 51, protein: 0.9 }],
  ['Salmon', ['fish'], { energy: 870, protein: 20, fat: 13, na: 59 }],
  ['Prawns', ['crustaceans'], { energy: 400, protein: 20, fat: 1, na: 566 }],
  ['Sesame', ['sesame'], { energy: 2400, protein: 18, fat: 50, fiber: 12 }],
  ['Peanuts', ['peanuts'], { energy: 2400, protein: 26, fat: 49, fiber: 9 }],
  ['Tomatoes', [], { energy: 75, carbs: 3.9, sugar: 2.6, fiber: 1.2 }],
  ['Soy sauce', ['soybeans', 'gluten'], { energy: 220, protein: 8, carbs: 5, na: 5500 }],
  ['Mustard', ['mustard'], { energy: 280, protein: 4, fat: 3, na: 1100 }],
  ['Celery', ['celery'], { energy: 60, carbs: 3, fiber: 1.6, na: 80 }],
];

const DISHES = [
  'Pancakes',
  'Waffles',
  'Omelette',
  'Eggs Benedict',
  'French toast',
  'Scones',
  'Porridge',
  'Salmon bagel',
  'Prawn cocktail',
  'Caesar salad',
  'Tomato soup',
  'Celery soup',
  'Satay skewers',
  'Sesame noodles',
  'Fish pie',
  'Fish and chips',
  'Quiche',
  'Croque monsieur',
  'Shakshuka',
  'Gravlax',
  'Prawn toast',
  'Egg fried rice',
  'Tomato tart',
  'Butter chicken',
  'Pad thai',
  'Crab cakes',
  'Mac and cheese',
  'Lemon cake',
  'Brownie',
  'Cheesecake',
  'Carrot cake',
  'Flapjack',
  'Muffin',
  'Croissant',
  'Banana bread',
  'Flat white',
  'Latte',
  'Hot chocolate',
  'Milkshake',
  'Bloody Mary',
];

const key = (name: string) => name.toUpperCase();

/**
 * A café of forty dishes on two menus, each dish of two or three ingredients with allergens and
 * nutrition, priced from 3.20 up: the published site the speed benches and Lighthouse weigh.
 */
export function fortyDishRecords(): PushedRecord[] {
  const ingredients: PushedRecord[] = INGREDIENTS.map(([name, allergens, per100g]) => ({
    kind: 'item',
    key: key(name),
    doc: {
      type: 'single',
      foodkey: key(name),
      name,
      purchaseprice: 10,
      purchaseqty: 1,
      purchaseunit: 'kg',
      allergens,
      usda: per100g,
    },
  }));
  const dishes: PushedRecord[] = DISHES.map((name, i) => {
    const parts = [i, i + 3, i + 7]
      .slice(0, 2 + (i % 2))
      .map((n) => INGREDIENTS[n % INGREDIENTS.length]!);
    return {
      kind: 'item',
      key: key(name),
      doc: {
        type: 'recipe',
        foodkey: key(name),
        name,
        items: parts.map(([part], j) => ({
          name: key(part),
          qty_value: 50 + 25 * j,
          qty_unit: 'g',
        })),
        servingsize: 150,
        servingsize_unit: 'g',
        menuitem: true,
        saleprice: Math.round((3.2 + i * 0.45) * 100) / 100,
      },
    };
  });
  const menu = (skey: string, name: string, names: string[]): PushedRecord => ({
    kind: 'menu',
    key: skey,
    doc: { skey, name, menuItems: names.map(key) },
  });
  return [
    ...ingredients,
    ...dishes,
    menu('FOOD', 'Food', DISHES.slice(0, 35)),
    menu('DRINKS', 'Drinks', DISHES.slice(35)),
  ];
}

/** The menus the forty-dish site shows, in order. */
export const FORTY_DISH_MENUS = ['FOOD', 'DRINKS'];
