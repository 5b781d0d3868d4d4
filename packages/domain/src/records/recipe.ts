import { z } from 'zod';
import { flag, foodkey, list, numeric, text, timestamp } from './fields';
import { itemMapSchema } from './item-map';
import { priceHistoryEntrySchema } from './price-history';
import { wastageEntrySchema } from './wastage';

/** A recipe line; `name` holds the foodkey of the line's item (product spec §3). */
export const recipeLineSchema = z.looseObject({
  name: text,
  type: text,
  note: text,
  qty_value: numeric,
  qty_unit: text,
  qty_value_custom: numeric,
  qty_unit_custom: text,
  cost: numeric,
});

/** A packaging line of a recipe (product spec §3). */
export const packagingLineSchema = z.looseObject({
  name: text,
  qty: numeric,
  cost: numeric,
});

/**
 * Costs stored on a recipe (costing-model §5). `weight` (g) and `volume` (mL) are the
 * finished batch amounts, kept so nested recipes convert by volume.
 */
export const recipeCostsSchema = z.looseObject({
  total: numeric,
  ingredients: numeric,
  packaging: numeric,
  perServing: numeric,
  servings: numeric,
  perG: numeric,
  perML: numeric,
  foodCost: numeric,
  weight: numeric,
  volume: numeric,
});

/** A recipe (product spec §3). */
export const recipeSchema = z.looseObject({
  type: z.literal('recipe'),
  foodkey,
  name: text,
  image: text,
  note: text,
  items: list(recipeLineSchema),
  packaging: list(packagingLineSchema),
  waterout: numeric,
  waterout_unit: text,
  volumeadjust: numeric,
  servingsize: numeric,
  servingsize_unit: text,
  servingsize_auto: flag,
  saleprice: numeric,
  /** The recipe's own tax percent (0 or more, below 100); absent or null: the venue's. */
  taxpercent: z.number().min(0).lt(100).nullish(),
  map: itemMapSchema.nullish(),
  menuitem: flag,
  category: text,
  storagearea: text,
  allergens: list(z.string()),
  wastage: list(wastageEntrySchema),
  pricehistory: list(priceHistoryEntrySchema),
  costs: recipeCostsSchema.nullish(),
  gramcost: numeric,
  mlcost: numeric,
  eachcost: numeric,
  timestamp,
  deleted: flag,
});

export type RecipeLine = z.infer<typeof recipeLineSchema>;
export type PackagingLine = z.infer<typeof packagingLineSchema>;
export type RecipeCosts = z.infer<typeof recipeCostsSchema>;
export type Recipe = z.infer<typeof recipeSchema>;
