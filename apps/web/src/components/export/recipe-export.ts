import { isRecipe, type CatalogueItem, type Recipe } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { buildExportTable, type ExportColumn, type ExportTable } from './export-table';

/** The recipe columns: each header's key in the catalogue (its English text). */
type RecipeColumn =
  | 'foodkey'
  | 'name'
  | 'category'
  | 'storagearea'
  | 'menuitem'
  | 'lines'
  | 'servingsize'
  | 'servingsize_unit'
  | 'servings'
  | 'batch_weight_g'
  | 'batch_cost'
  | 'cost_per_serving'
  | 'saleprice'
  | 'gramcost'
  | 'mlcost'
  | 'eachcost'
  | 'allergens';

/** A recipe column whose header is written in the interface language when the table is made. */
const column = (
  key: RecipeColumn,
  value: (recipe: Recipe) => unknown,
  cost = false,
): ExportColumn<Recipe> => ({
  get header() {
    return i18n.t(`components:export.recipeColumns.${key}`);
  },
  value,
  ...(cost ? { cost } : {}),
});

/**
 * Recipe columns: what it is, its yield and servings, and its stored costs (costing-model §5).
 * The file is not read back, so its headers are in the interface language (the record's field
 * names in English).
 */
export const RECIPE_COLUMNS: readonly ExportColumn<Recipe>[] = [
  column('foodkey', (r) => r.foodkey),
  column('name', (r) => r.name),
  column('category', (r) => r.category),
  column('storagearea', (r) => r.storagearea),
  column('menuitem', (r) => r.menuitem === true),
  column('lines', (r) => (r.items ?? []).length),
  column('servingsize', (r) => r.servingsize),
  column('servingsize_unit', (r) => r.servingsize_unit),
  column('servings', (r) => r.costs?.servings),
  column('batch_weight_g', (r) => r.costs?.weight),
  column('batch_cost', (r) => r.costs?.total, true),
  column('cost_per_serving', (r) => r.costs?.perServing, true),
  column('saleprice', (r) => r.saleprice, true),
  column('gramcost', (r) => r.gramcost, true),
  column('mlcost', (r) => r.mlcost, true),
  column('eachcost', (r) => r.eachcost, true),
  column('allergens', (r) => (r.allergens ?? []).join('; ')),
];

/** The live recipes in key order as an export table. */
export function recipeExportTable(items: Iterable<CatalogueItem>, costs: boolean): ExportTable {
  const recipes = [...items]
    .filter(isRecipe)
    .filter((item) => !item.deleted)
    .sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
  return buildExportTable(recipes, RECIPE_COLUMNS, costs);
}
