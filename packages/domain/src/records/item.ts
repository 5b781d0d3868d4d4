import { ingredientSchema, type Ingredient } from './ingredient';
import { packagingItemSchema, type PackagingItem } from './packaging-item';
import { recipeSchema, type Recipe } from './recipe';

/** Any master item: an ingredient, a recipe or a packaging item (product spec §3). */
export type CatalogueItem = Ingredient | Recipe | PackagingItem;

/** The schema for a stored item, chosen by its `type` (recipe, packaging, else ingredient). */
export const itemSchemaFor = (
  data: unknown,
): typeof recipeSchema | typeof packagingItemSchema | typeof ingredientSchema => {
  const type =
    typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
  if (type === 'recipe') return recipeSchema;
  if (type === 'packaging') return packagingItemSchema;
  return ingredientSchema;
};

/** Narrowing helpers. */
export const isRecipe = (item: CatalogueItem | undefined): item is Recipe =>
  item?.type === 'recipe';
export const isPackaging = (item: CatalogueItem | undefined): item is PackagingItem =>
  item?.type === 'packaging';
export const isIngredient = (item: CatalogueItem | undefined): item is Ingredient =>
  item !== undefined && item.type !== 'recipe' && item.type !== 'packaging';
