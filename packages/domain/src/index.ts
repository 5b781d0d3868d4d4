/**
 * @larder/domain: the pure costing, yield, allergen, nutrition and unit logic of Larder
 * (costing-model.md, product-spec.md §3, §5, §9). No I/O, no clock, no randomness.
 */

// errors and messages
export {
  type DomainIssue,
  type DomainReason,
  err,
  issue,
  type IssueParams,
  ok,
  REASON_MESSAGES,
  type Result,
} from './errors';
export { issueOfZod, issuePath, issuesOfZod } from './zod-issue';
export { parseWithoutEval } from './parse-without-eval';
export {
  COST_INPUT_MISSING,
  DEFAULT_MENU_NAME,
  type DomainWarning,
  INVALID_PRICE_LIST_ITEM,
  NO_NUTRITION_STACK,
  PACKAGE_SIZE_UNAVAILABLE,
  type WarningSink,
} from './messages';

// records (product spec §3)
export { type Account, accountSchema, accountsEqual, isLoggedIn } from './records/account';
export { type CustomUnit, customUnitSchema } from './records/custom-unit';
export {
  type Ingredient,
  INGREDIENT_TYPES,
  ingredientSchema,
  type IngredientType,
  purchaseShape,
} from './records/ingredient';
export {
  type CatalogueItem,
  isIngredient,
  isPackaging,
  isRecipe,
  itemSchemaFor,
} from './records/item';
export { type ItemMap, itemMapSchema } from './records/item-map';
export { defaultMenu, type Menu, menuSchema } from './records/menu';
export { cleanName } from './records/clean-name';
export { keyFromName } from './records/record-key';
export { sameFigures } from './records/same-figures';
export { costMark } from './records/cost-mark';
export {
  type ManualNutrition,
  manualNutritionSchema,
  type Nutrition,
  nutritionIdSchema,
  nutritionSchema,
  per100NutritionSchema,
} from './records/nutrition';
export { type PackagingItem, packagingItemSchema } from './records/packaging-item';
export { parseItem, parseRecord } from './records/parse-record';
export { type Part, partSchema } from './records/part';
export { type PriceHistoryEntry, priceHistoryEntrySchema } from './records/price-history';
export {
  type PackagingLine,
  packagingLineSchema,
  type Recipe,
  type RecipeCosts,
  recipeCostsSchema,
  type RecipeLine,
  recipeLineSchema,
  recipeSchema,
} from './records/recipe';
export {
  type IngredientCategories,
  ingredientCategoriesSchema,
  type ProfileSettings,
  profileSettingsSchema,
  type RecipeCategories,
  recipeCategoriesSchema,
  SETTINGS_KEYS,
  type SettingsKey,
  type SettingsRecord,
  settingsRecordSchema,
  type StorageAreas,
  storageAreasSchema,
} from './records/settings';
export {
  type Supplier,
  type SupplierIngredient,
  supplierEmail,
  supplierIngredientSchema,
  supplierSchema,
} from './records/supplier';
export { type User, userSchema, type UserVenue, userVenueSchema } from './records/user';
export { type Venue, venueSchema } from './records/venue';
export { type WastageEntry, wastageEntrySchema } from './records/wastage';
export { type ParLevel, parLevelSchema } from './records/par-level';

// suppliers (product spec §3, §4)
export { refersToSupplier, supplierReference } from './suppliers/supplier-reference';
export {
  setSupplierIngredients,
  supplierIngredientCounts,
  supplierIngredientRows,
  type SupplierIngredientRow,
} from './suppliers/supplier-ingredients';
export { updateSupplier } from './suppliers/update-supplier';

// category lists: IC, RC, SA settings records (product spec §3)
export {
  addName,
  checkName,
  entryName,
  moveAt,
  type NamedEntry,
  removeAt,
  renameAt,
  sameName,
} from './settings/name-list';
export {
  CATEGORY_LIST_KEYS,
  CATEGORY_LISTS,
  type CategoryListDefinition,
  type CategoryListKey,
  itemsUsing,
  listEntries,
  renameInItems,
  withEntries,
} from './settings/category-lists';

// units (costing-model §1)
export {
  OVERRIDE_FIELDS,
  type OverrideField,
  UNIT_DEFAULTS,
  type UnitOverrides,
} from './units/unit-defaults';
export {
  COUNT_UNITS,
  type Dimension,
  PRIMARY_PACKAGING_UNITS,
  SECONDARY_PACKAGING_UNITS,
  UNIT_CATALOGUE,
  unitDefinition,
  type UnitDefinition,
  type UnitKind,
  type UnitSystem,
  VOLUME_UNITS,
  WEIGHT_UNITS,
} from './units/unit-catalogue';
export { normaliseUnit } from './units/normalise-unit';
export { buildUnitTable, unitTableFor, type UnitTable, type UnitsInput } from './units/unit-table';
export {
  isPackagingUnit,
  resolvePackageChain,
  type PackageChain,
  type PurchaseFields,
} from './units/package-chain';
export {
  convertBase,
  findCustomUnit,
  itemDensity,
  itemEachWeight,
  itemPackageChain,
  mapDensity,
  quantityToBase,
  type BaseQuantity,
} from './units/item-conversions';
export {
  isLineUnitChoice,
  lineUnitChoices,
  SERVING_UNIT,
  type LineUnitGroup,
  type LineUnitKind,
  type LineUnitOptions,
} from './units/line-units';
export {
  convertQuantity,
  tryConvertQuantity,
  type ConversionContext,
} from './units/convert-quantity';
export { checkParLevel, parInBaseUnits, parUnitChoices, stockDimension } from './units/par-level';
export { parseQuantityText, type QuantityText, quantityTextOf } from './units/quantity-text';

// costing (costing-model §2–7)
export type { UnitCosts } from './costing/unit-costs';
export { itemUnitCosts } from './costing/item-unit-costs';
export {
  analyseIngredientCosts,
  computeIngredientCosts,
  type IngredientCostAnalysis,
  type IngredientCosts,
} from './costing/ingredient-costs';
export { packagingUnitCosts } from './costing/packaging-costs';
export {
  derivePartItem,
  partEachCost,
  partItemKey,
  partItemName,
  partWeight,
} from './costing/part-items';
export {
  costLine,
  costPackagingLine,
  lineQuantity,
  packagingLineCounts,
  type CustomTreatment,
  type LineQuantity,
  type LineResult,
} from './costing/recipe-lines';
export { costRecipe, type ItemLookup, type RecipeCostResult } from './costing/cost-recipe';
export { applyRecipeCosts } from './costing/apply-recipe-costs';
export { recalculateIngredient, recalculatePackaging } from './costing/recompute-item';
export { recalculateAll, type RecomputeOptions } from './costing/recalculate-all';
export { propagate, propagateMany, type PropagateOptions } from './costing/propagate';
export { DependencyIndex, directDependencies, partKeysOf } from './costing/dependency-index';
export { checkRecipeLine, createsLoop } from './costing/creates-loop';
export { replaceIngredient, type ReplaceOptions } from './costing/replace-ingredient';
export {
  renameSupplier,
  replaceSupplier,
  type SupplierChange,
  type SupplierOptions,
} from './suppliers/replace-supplier';
export { type ItemCollection } from './costing/item-collection';
export { addPriceHistory, dayOf, priceHistoryEntry } from './costing/price-history';
export { canResetPriceHistory, resetPriceHistory } from './costing/reset-price-history';
export { PRICE_FIELDS, priceChanged, withPriceHistory } from './costing/price-history-rule';
export { quantityCost, wastageEntry, type WastageInput } from './costing/wastage';
export { wastageTotal, type WastageTotal } from './costing/wastage-total';
export { foodCostPercent } from './costing/food-cost';
export { incompleteItems, type IncompleteItem } from './costing/incomplete-items';
export { lastPriceRatio, recipeCostMoves, type RecipeCostMove } from './costing/recipe-cost-moves';
export {
  RECIPE_COST_HISTORY_DAYS,
  RECIPE_COST_HISTORY_UNIT,
  recipeCostHistory,
} from './costing/recipe-cost-history';
export { scaleRecipe } from './costing/scale-recipe';
export { canScaleBy, scaleFactor, type ScaleBase, type ScaleTarget } from './costing/scale-factor';
export {
  scaleRecipeTree,
  subRecipeFactor,
  type ScaledRecipeTree,
  type ScaledSubRecipe,
} from './costing/scale-recipe-tree';

// menus (product spec §3, operations-model §7)
export { dishesByFoodCost, menuAllergens, menuDishes, type MenuDish } from './menus/menu-dishes';
export { dishPricing, type DishPricing } from './menus/dish-pricing';
export { salePriceIssue, taxPercentIssue } from './menus/price-rules';
export {
  DEFAULT_PRICING_SETTINGS,
  pricingSettings,
  type PricingProfile,
  type PricingSettings,
} from './operations/pricing-settings';
export {
  recipeSalePrice,
  type RecipePriceFields,
  type RecipeSalePrice,
} from './operations/recipe-sale-price';

// allergens (costing-model §8)
export { type Allergen, ALLERGENS, isAllergen, sortAllergens } from './allergens/allergen-list';
export { recipeAllergens } from './allergens/recipe-allergens';
export { ALLERGEN_NAMES, allergenDisplayName } from './allergens/allergen-names';
export { ALLERGEN_PICTOGRAMS, type PictogramShape } from './allergens/allergen-pictograms';

// nutrition (costing-model §9)
export {
  NUTRIENT_TAGS,
  type NutrientDefinition,
  type NutrientGroup,
  NUTRIENTS,
  type NutrientUnit,
  type NutrientValues,
} from './nutrition/nutrient-catalogue';
export {
  KCAL_PER_KJ_EU,
  kcalFromKj,
  KJ_PER_KCAL,
  kjFromKcal,
  SALT_PER_SODIUM,
  saltFromSodium,
  VITAMIN_D_UG_PER_IU,
  vitaminDFromIu,
} from './nutrition/nutrition-conversions';
export { nutritionPer100g, type NutritionOptions } from './nutrition/item-nutrition';
export {
  recipeNutrition,
  type NutritionOf,
  type RecipeNutrition,
} from './nutrition/recipe-nutrition';
export {
  type EnergyUnit,
  nutritionRecord,
  nutritionSource,
  type NutritionSource,
} from './nutrition/nutrition-source';
export { itemNutritionOf, type ItemNutritionOptions } from './nutrition/item-nutrition-of';
export { nutritionScope } from './nutrition/nutrition-scope';
export {
  nutritionCheck,
  nutritionGapOf,
  type NutritionGap,
  type NutritionGapReason,
} from './nutrition/nutrition-check';
export { checkItemNutrition, type ItemNutrition } from './nutrition/item-nutrition-check';

// display (costing-model §10)
export {
  CURRENCIES,
  type Currency,
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
} from './display/currencies';
export { isNumeric, MAX_DECIMALS, roundTo } from './display/round';
export { COST_DECIMALS, formatCost } from './display/format-cost';
export {
  formatQuantity,
  promoteQuantity,
  PROMOTE_ABOVE,
  SPOONS_TO_CUPS_ABOVE,
  unitLabel,
  type DisplayQuantity,
} from './display/format-quantity';
export { SERVING_ML_BELOW, servingText } from './display/serving-text';
export { packageSizeText } from './display/package-size-text';
export { priceText } from './display/price-text';

// spreadsheet export (CSV injection)
export {
  type SpreadsheetCell,
  spreadsheetCell,
  spreadsheetText,
  startsLikeFormula,
} from './export/spreadsheet-cell';

// search (costing-model §11)
export {
  MIN_QUERY_LENGTH,
  queryWords,
  searchIndex,
  searchItems,
  type Searchable,
} from './search/search-items';
export {
  buildSearchIndex,
  searchIndexFor,
  searchKey,
  type SearchIndex,
} from './search/search-index';

// import (product spec §5)
export {
  validatePriceListRow,
  type CleanPriceListRow,
  type PriceListRow,
  type PriceListRowResult,
  type PurchaseData,
} from './import/price-list-row';
// price list import: column mapping, matching, the updated ingredients (product spec §5)
export * from './price-list/index';

// wire: request bodies of the server API (product spec §7)
export * from './wire/index';

// nutrition label formats and panels (product spec §3, nutrition-labels.md)
export * from './labels/index';

// the bundled USDA SR24 nutrition database (costing-model §9)
export * from './nutrition-db/index';

// venues (product spec §4)
export { isVenuePro, type VenueRef } from './venues/venue-pro';

// billing: plans, licence packs, the allowed venue count and the trial limit (product spec §3, §4, §6, §9)
export * from './billing/index';

// venue websites: site tags, publish settings, the public page's model (product spec §1, §3, §5, §7)
export * from './sites/index';

// sync protocol (sync-and-security-notes §1)
export * from './sync/index';

// the cloud-drive mirror: names, manifest, Graph errors, backoff, status texts
// (product spec §8, sync-and-security-notes §1.8, §2)
export * from './drive/index';

// ingredient thumbnails: keys, the local cleanup rule, sizes (product spec §3, §5, §7)
export * from './images/index';

// kitchen operations records: events, estimates and their numbers, prep lists and ticks
// (operations-model §1, §2, §5, §6)
export {
  calendarDate,
  clockTime,
  MAX_RECORD_NAME,
  nonNegative,
  positiveAmount,
  recordName,
} from './records/operation-fields';
export {
  EVENT_STATUSES,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventContactSchema,
  eventLineSchema,
  eventSchema,
  type EventContact,
  type EventLine,
  type EventRecord,
  type EventStatus,
  type EventType,
} from './records/event';
export {
  DISCOUNT_KINDS,
  ESTIMATE_PRICINGS,
  ESTIMATE_STATUSES,
  estimateCustomerSchema,
  estimateDiscountSchema,
  estimateExtraSchema,
  estimateLineSchema,
  estimateSchema,
  type DiscountKind,
  type Estimate,
  type EstimateCustomer,
  type EstimateDiscount,
  type EstimateExtra,
  type EstimateLine,
  type EstimatePricing,
  type EstimateStatus,
} from './records/estimate';
export { estimateNumberSchema, type EstimateNumber } from './records/estimate-number';
export {
  prepListLineSchema,
  prepListSchema,
  type PrepList,
  type PrepListLine,
} from './records/prep-list';
export {
  eventPrepList,
  FORECAST_PREP_LIST,
  prepTickKey,
  prepTickSchema,
  type PrepTick,
} from './records/prep-tick';
// stock counts and sales counts (operations-model §4, §7)
export {
  MAX_STOCK_COUNT_LINES,
  STOCK_BASE_UNITS,
  stockCountLineSchema,
  stockCountSchema,
  type StockBaseUnit,
  type StockCount,
  type StockCountLine,
} from './records/stock-count';
export {
  salesCountLineSchema,
  salesCountSchema,
  type SalesCount,
  type SalesCountLine,
} from './records/sales-count';

// kitchen operations (operations-model.md)
export { DomainError } from './errors';
export { orderUnits, type OrderUnitsInput } from './operations/order-units';
export {
  estimateTotals,
  type EstimateTotals,
  type EstimateTotalsInput,
  type EstimateTotalsLine,
} from './operations/estimate-totals';
export { estimateLinePrice, type EstimateLinePriceInput } from './operations/estimate-line-price';
export {
  DEMAND_BATCHES,
  DEMAND_SERVINGS,
  demandUnitKey,
  sumDemand,
  type DemandLine,
} from './operations/demand';
export { eventDemand, type EventForDemand, type EventMenuLine } from './operations/event-demand';
export {
  forecastDemand,
  type ForecastInput,
  type ForecastShare,
} from './operations/forecast-demand';
export { purchaseUnitOf, type BaseUnit, type PurchaseUnit } from './operations/purchase-unit';
export { recipeAmount, recipeBatches, type BaseAmount } from './operations/recipe-batches';
export {
  explodeDemand,
  type ExplodeOptions,
  type Explosion,
  type ItemNeed,
  type PrepLine,
} from './operations/explode-demand';
export { prepGroups, type PrepAreaGroup, type PrepCategoryGroup } from './operations/prep-groups';
export {
  orderList,
  type OrderGroup,
  type OrderLine,
  type OrderList,
  type OrderListInput,
} from './operations/order-list';
// menu pricing and engineering, stock counts, what-if costing (operations-model §4, §7, §8, §10)
export {
  DEFAULT_TARGET_FOOD_COST_PERCENT,
  PRICE_ENDINGS,
  roundToPriceEnding,
  type PriceEnding,
} from './operations/price-ending';
export { menuPricing, type MenuPricing, type MenuPricingInput } from './operations/menu-pricing';
export {
  MENU_CLASS_LABELS,
  menuEngineering,
  type MenuClass,
  type MenuEngineering,
  type MenuEngineeringInput,
  type MenuEngineeringRow,
} from './operations/menu-engineering';
export { stockCountDimension } from './operations/stock-unit';
export {
  countLineFacts,
  type CountLineFacts,
  type CountLineInput,
} from './operations/count-line-facts';
export { countUnitsFor } from './operations/count-units';
export {
  stockCountTotals,
  type NamedStockTotal,
  type StockCountTotals,
  type StockTotal,
  type StockTotalLine,
} from './operations/stock-count-totals';
export { stockUsage, type StockUsageInput, type StockUsageRow } from './operations/stock-usage';
export { theoreticalUsage, type SoldDish } from './operations/theoretical-usage';
export {
  foodCostVariance,
  type FoodCostVariance,
  type FoodCostVarianceInput,
} from './operations/food-cost-variance';
export { type PriceChange, type PriceChangeScope } from './operations/price-change';
export {
  whatIfCosts,
  type WhatIfFigures,
  type WhatIfOptions,
  type WhatIfRecipe,
  type WhatIfResult,
} from './operations/what-if-costs';
export {
  parseSalesRows,
  type SalesDish,
  type SalesRow,
  type SalesRowIssue,
  type SalesRows,
} from './operations/sales-rows';

// the legacy Windows-app export and its import (docs/legacy-export-format.md)
export * from './legacy/index';

// the patch update of the first sync cycle (product spec §4, §9)
export * from './patch/index';
