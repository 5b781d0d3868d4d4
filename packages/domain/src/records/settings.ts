import { z } from 'zod';
import { list, text, timestamp } from './fields';

/** The endings a suggested selling price is rounded up to (operations-model §7). */
export type PriceEnding = '.00' | '.50' | '.95' | '.99';

/** Every price ending, in the order settings list them. */
export const PRICE_ENDINGS: readonly PriceEnding[] = ['.00', '.50', '.95', '.99'];

/** Settings record keys (product spec §3). */
export const SETTINGS_KEYS = ['PROFILE', 'IC', 'RC', 'SA'] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/**
 * PROFILE: the venue profile, with the venue's menu pricing settings (operations-model §7),
 * each optional (`pricingSettings` gives the defaults): the target food cost percent (above 0,
 * below 100), the ending suggested prices are rounded up to, the tax percent (0 or more, below
 * 100) and whether sale prices include it.
 */
export const profileSettingsSchema = z.looseObject({
  skey: z.literal('PROFILE'),
  targetFoodCostPercent: z.number().gt(0).lt(100).nullish(),
  priceEnding: z.enum(PRICE_ENDINGS).nullish(),
  taxPercent: z.number().min(0).lt(100).nullish(),
  pricesIncludeTax: z.boolean().nullish(),
  timestamp,
});

/** IC: ingredient categories. */
export const ingredientCategoriesSchema = z.looseObject({
  skey: z.literal('IC'),
  categories: list(z.string()),
  timestamp,
});

/** RC: recipe categories. */
export const recipeCategoriesSchema = z.looseObject({
  skey: z.literal('RC'),
  categories: list(z.string()),
  timestamp,
});

/** SA: storage areas; each area is a name string or an object. */
export const storageAreasSchema = z.looseObject({
  skey: z.literal('SA'),
  areas: list(z.union([z.string(), z.looseObject({ name: text })])),
  timestamp,
});

/** Any settings record, chosen by skey. */
export const settingsRecordSchema = z.discriminatedUnion('skey', [
  profileSettingsSchema,
  ingredientCategoriesSchema,
  recipeCategoriesSchema,
  storageAreasSchema,
]);

export type ProfileSettings = z.infer<typeof profileSettingsSchema>;
export type IngredientCategories = z.infer<typeof ingredientCategoriesSchema>;
export type RecipeCategories = z.infer<typeof recipeCategoriesSchema>;
export type StorageAreas = z.infer<typeof storageAreasSchema>;
export type SettingsRecord = z.infer<typeof settingsRecordSchema>;
