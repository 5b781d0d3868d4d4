import type { CatalogueItem } from '@larder/domain';

/** A recipe with its figures as stored: cost per serving and sale price (tests only). */
export const dish = (
  foodkey: string,
  name: string,
  perServing: number | null,
  saleprice?: number,
  extra: Record<string, unknown> = {},
): CatalogueItem =>
  ({
    type: 'recipe',
    foodkey,
    name,
    menuitem: true,
    items: [],
    ...(perServing === null ? {} : { costs: { perServing } }),
    ...(saleprice === undefined ? {} : { saleprice }),
    ...extra,
  }) as unknown as CatalogueItem;

/**
 * Six dishes, worked by hand (operations-model §7), no tax (net price = sale price):
 *
 * | dish   | cost | price | GP | sold | share | popular (>= 0.7/6 = 0.1167) | profit (>= 9.42) | class     |
 * |--------|------|-------|----|------|-------|-----------------------------|------------------|-----------|
 * | Burger |  4   |  12   |  8 |  200 | 20%   | yes                         | no               | Plowhorse |
 * | Steak  | 12   |  30   | 18 |  150 | 15%   | yes                         | yes              | Star      |
 * | Salad  |  2   |   8   |  6 |  300 | 30%   | yes                         | no               | Plowhorse |
 * | Fish   |  9   |  25   | 16 |   40 |  4%   | no                          | yes              | Puzzle    |
 * | Soup   |  3   |   6   |  3 |   60 |  6%   | no                          | no               | Dog       |
 * | Pasta  |  5   |  15   | 10 |  250 | 25%   | yes                         | yes              | Star      |
 *
 * Units sold 1000 in all; the sales-weighted average gross profit is
 * (200x8 + 150x18 + 300x6 + 40x16 + 60x3 + 250x10) / 1000 = 9420 / 1000 = 9.42.
 */
export const SIX_DISHES: readonly CatalogueItem[] = [
  dish('BURGER', 'Burger', 4, 12),
  dish('STEAK', 'Steak', 12, 30),
  dish('SALAD', 'Salad', 2, 8),
  dish('FISH', 'Fish', 9, 25),
  dish('SOUP', 'Soup', 3, 6),
  dish('PASTA', 'Pasta', 5, 15),
];

export const SIX_DISH_SALES = [
  { foodkey: 'BURGER', unitsSold: 200 },
  { foodkey: 'STEAK', unitsSold: 150 },
  { foodkey: 'SALAD', unitsSold: 300 },
  { foodkey: 'FISH', unitsSold: 40 },
  { foodkey: 'SOUP', unitsSold: 60 },
  { foodkey: 'PASTA', unitsSold: 250 },
] as const;

/** Base: a 1 kg bag at 10.00, so 0.01 a gram (tests only). */
const BASE = {
  type: 'single',
  foodkey: 'BASE',
  name: 'Base',
  purchaseprice: 10,
  purchaseqty: 1,
  purchaseunit: 'bag',
  package_qty1: 1,
  package_unit1: 'kg',
};

/** A recipe of `grams` of Base, one serving a batch: its cost per serving is grams x 0.01. */
const costed = (foodkey: string, name: string, grams: number, saleprice?: number) => ({
  type: 'recipe',
  foodkey,
  name,
  menuitem: true,
  servingsize_auto: true,
  items: [{ name: 'BASE', qty_value: grams, qty_unit: 'g' }],
  ...(saleprice === undefined ? {} : { saleprice }),
});

/**
 * The six dishes of SIX_DISHES as a store saves them, costed from Base (Burger 400 g: 4.00,
 * Steak 1200 g: 12.00, Salad 200 g: 2.00, Fish 900 g: 9.00, Soup 300 g: 3.00, Pasta 500 g:
 * 5.00), then Bread with a cost and no sale price.
 */
export const SIX_DISH_KITCHEN: readonly object[] = [
  BASE,
  costed('BURGER', 'Burger', 400, 12),
  costed('STEAK', 'Steak', 1200, 30),
  costed('SALAD', 'Salad', 200, 8),
  costed('FISH', 'Fish', 900, 25),
  costed('SOUP', 'Soup', 300, 6),
  costed('PASTA', 'Pasta', 500, 15),
  costed('BREAD', 'Bread', 100),
];
