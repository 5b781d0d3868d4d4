import { z } from 'zod';
import { flag, list, text, timestamp } from './fields';

/** A supplier's ingredient entry: foodkey and supplier code (product spec §3). */
export const supplierIngredientSchema = z.looseObject({
  foodkey: text,
  code: z.union([z.string(), z.number()]).nullish(),
});

/**
 * A supplier's e-mail address for orders (operations-model §3, "e-mail to the supplier"):
 * a valid address or empty.
 */
export const supplierEmail = z
  .union([z.literal(''), z.string().email('must be an e-mail address')])
  .nullish();

/** A supplier (product spec §3); ingredients refer to it by skey, case-insensitively. */
export const supplierSchema = z.looseObject({
  skey: z.string().min(1),
  type: z.literal('supplier').nullish(),
  name: text,
  email: supplierEmail,
  ingredients: list(supplierIngredientSchema),
  deleted: flag,
  timestamp,
});

export type SupplierIngredient = z.infer<typeof supplierIngredientSchema>;
export type Supplier = z.infer<typeof supplierSchema>;
