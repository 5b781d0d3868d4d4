import { z } from 'zod';
import { customUnitSchema } from './custom-unit';
import { flag, foodkey, list, numeric, text, timestamp } from './fields';
import { itemMapSchema } from './item-map';
import { nutritionSchema } from './nutrition';
import { parLevelSchema } from './par-level';
import { partSchema } from './part';
import { priceHistoryEntrySchema } from './price-history';
import { wastageEntrySchema } from './wastage';

/** Ingredient types (product spec §3): a part derives from a multiple item. */
export const INGREDIENT_TYPES = ['single', 'multiple', 'part'] as const;
export type IngredientType = (typeof INGREDIENT_TYPES)[number];

/** Purchase data shared by ingredients and the price list import (product spec §3). */
export const purchaseShape = {
  purchaseprice: numeric,
  purchaseqty: numeric,
  purchaseunit: text,
  package_qty1: numeric,
  package_unit1: text,
  package_qty2: numeric,
  package_unit2: text,
  package_qty3: numeric,
  package_unit3: text,
};

/** An ingredient master item of type single, multiple or part (product spec §3). */
export const ingredientSchema = z.looseObject({
  type: z.enum(INGREDIENT_TYPES).nullish(),
  foodkey,
  name: text,
  image: text,
  note: text,
  category: text,
  storagearea: text,
  supplier: text,
  allergens: list(z.string()),
  ...purchaseShape,
  map: itemMapSchema.nullish(),
  yield: z.looseObject({ value: numeric }).nullish(),
  custom_units: list(customUnitSchema),
  parts: list(partSchema),
  gramcost: numeric,
  mlcost: numeric,
  eachcost: numeric,
  pricehistory: list(priceHistoryEntrySchema),
  wastage: list(wastageEntrySchema),
  par: parLevelSchema.nullish(),
  usda: nutritionSchema.nullish(),
  timestamp,
  deleted: flag,
});

export type Ingredient = z.infer<typeof ingredientSchema>;
