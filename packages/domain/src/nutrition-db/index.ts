// Bundled nutrition database (costing-model §9): records, file decoding and food search.
export { type Food, type FoodMeasure, foodSchema } from './food-record';
export {
  FOOD_FILE_FORMAT,
  FOOD_FILE_VERSION,
  foodFileSchema,
  type FoodFile,
  type PackedFood,
  packedFoodSchema,
} from './food-file';
export { packFood, unpackFood } from './pack-food';
export { decodeFoods } from './decode-foods';
export { FOOD_GROUPS, foodGroupName, foodGroupOf } from './food-groups';
export { foodWords } from './food-words';
export { buildFoodIndex, findFood, type FoodIndex } from './food-index';
export { FOOD_SEARCH_LIMIT, type FoodSearchOptions, searchFoods } from './search-foods';
