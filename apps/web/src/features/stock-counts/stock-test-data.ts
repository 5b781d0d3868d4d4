// The stock of the count editor's tests (tests only), worked out (costing-model §2):
// Flour: a 25 kg bag at 30.00, 0.0012 a g, 1 cup = 125 g. Tomatoes: 2 cases at 96.00 of
// 12 cans of 400 g, 0.01 a g. Milk: 2 L at 3.00, 0.0015 a mL. Eggs: 30 at 9.00, 0.30 each.
// Lemons: 10 each at 5.00, 0.50 each. Boxes: 100 at 25.00, 0.25 each. Tomato sauce: 2 cans
// (8.00) a batch of 800 g, 0.01 a g.
import { recalculateAll, type CatalogueItem } from '@larder/domain';
import { box, eggs, flour, milk, tomatoes } from '@larder/domain/testing';

/** The venue's storage areas in their SA order: the walk-in before the dry store. */
export const STOCK_AREAS = ['Walk-in', 'Dry store'];

export const STOCK_ITEMS: CatalogueItem[] = recalculateAll([
  flour({ storagearea: 'Dry store', category: 'Dry goods' }),
  tomatoes({ storagearea: 'dry store', category: 'Canned' }),
  milk({ storagearea: 'Walk-in', category: 'Dairy' }),
  eggs({ storagearea: 'Walk-in', category: 'Dairy' }),
  {
    type: 'single',
    foodkey: 'LEMONS',
    name: 'Lemons',
    purchaseprice: 5,
    purchaseqty: 10,
    purchaseunit: 'each',
    storagearea: 'Bar',
    category: 'Fruit',
  },
  box(),
  {
    type: 'recipe',
    foodkey: 'TOMATO SAUCE',
    name: 'Tomato sauce',
    items: [{ name: 'TOMATOES', type: 'single', qty_value: 2, qty_unit: 'can' }],
    storagearea: 'Walk-in',
    category: 'Sauces',
  },
] as CatalogueItem[]);
