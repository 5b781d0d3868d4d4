// Catalogue records several test files seed (tests only). A test that needs a variant spreads
// one and sets what differs. The worked examples of costing-model.md come from the domain's
// fixtures.

import { eggs, flour, milk } from '@larder/domain/testing';

/** Flour bought by the kilo: 25 kg at 30.00 (1.20 a kg), no volume or weight conversion. */
export const FLOUR_BY_THE_KG = {
  type: 'single' as const,
  foodkey: 'FLOUR',
  name: 'Flour',
  purchaseprice: 30,
  purchaseqty: 25,
  purchaseunit: 'kg',
};

/** Flour bought by the bag: 1 bag of 25 kg at 30.00 (0.0012 a g); 1 cup = 125 g (§2). */
export const FLOUR_BY_THE_BAG = flour();

/** {@link FLOUR_BY_THE_KG} in the Dry goods category, 1 cup = 125 g (0.000625 a mL). */
export const DRY_GOODS_FLOUR = {
  ...FLOUR_BY_THE_KG,
  map: FLOUR_BY_THE_BAG.map,
  category: 'Dry goods',
};

/** Milk bought by the litre: 2 L at 2.00 (1.00 a L), no weight. */
export const MILK_BY_THE_LITRE = {
  type: 'single' as const,
  foodkey: 'MILK',
  name: 'Milk',
  purchaseprice: 2,
  purchaseqty: 2,
  purchaseunit: 'L',
};

/** The milk of {@link CUSTARD}: 2 L at 3.00 (0.0015 a mL); 1 L = 1030 g. */
export const MILK_FOR_CUSTARD = milk();

/** The eggs of {@link TART}: 30 at 9.00 (0.30 each); 1 egg = 50 g, 1 cup = 243 g. */
export const EGGS_FOR_TART = eggs();

/** A menu item: 1 L of {@link MILK_FOR_CUSTARD}, 1.50 a batch of one serving, sold at 6.00. */
export const CUSTARD = {
  type: 'recipe' as const,
  foodkey: 'CUSTARD',
  name: 'Custard',
  items: [{ name: 'MILK', type: 'single', qty_value: 1, qty_unit: 'L' }],
  servingsize_auto: true,
  saleprice: 6,
  menuitem: true,
};

/** A menu item: 2 of {@link EGGS_FOR_TART}, 0.60 a batch of one serving, no sale price. */
export const TART = {
  type: 'recipe' as const,
  foodkey: 'TART',
  name: 'Tart',
  items: [{ name: 'EGGS', type: 'single', qty_value: 2, qty_unit: 'each' }],
  servingsize_auto: true,
  menuitem: true,
};
