import { isRecipe, type CatalogueItem, type Recipe } from '@larder/domain';
import { buildExportTable, type ExportColumn, type ExportTable } from './export-table';

/** Recipe columns: what it is, its yield and servings, and its stored costs (costing-model §5). */
export const RECIPE_COLUMNS: readonly ExportColumn<Recipe>[] = [
  { header: 'foodkey', value: (r) => r.foodkey },
  { header: 'name', value: (r) => r.name },
  { header: 'category', value: (r) => r.category },
  { header: 'storagearea', value: (r) => r.storagearea },
  { header: 'menuitem', value: (r) => r.menuitem === true },
  { header: 'lines', value: (r) => (r.items ?? []).length },
  { header: 'servingsize', value: (r) => r.servingsize },
  { header: 'servingsize_unit', value: (r) => r.servingsize_unit },
  { header: 'servings', value: (r) => r.costs?.servings },
  { header: 'batch_weight_g', value: (r) => r.costs?.weight },
  { header: 'batch_cost', value: (r) => r.costs?.total, cost: true },
  { header: 'cost_per_serving', value: (r) => r.costs?.perServing, cost: true },
  { header: 'saleprice', value: (r) => r.saleprice, cost: true },
  { header: 'gramcost', value: (r) => r.gramcost, cost: true },
  { header: 'mlcost', value: (r) => r.mlcost, cost: true },
  { header: 'eachcost', value: (r) => r.eachcost, cost: true },
  { header: 'allergens', value: (r) => (r.allergens ?? []).join('; ') },
];

/** The live recipes in key order as an export table. */
export function recipeExportTable(items: Iterable<CatalogueItem>, costs: boolean): ExportTable {
  const recipes = [...items]
    .filter(isRecipe)
    .filter((item) => !item.deleted)
    .sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
  return buildExportTable(recipes, RECIPE_COLUMNS, costs);
}
