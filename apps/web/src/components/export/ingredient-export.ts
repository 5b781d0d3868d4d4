import { isIngredient, type CatalogueItem, type Ingredient } from '@larder/domain';
import { buildExportTable, type ExportColumn, type ExportTable } from './export-table';

const field =
  (name: keyof Ingredient) =>
  (item: Ingredient): unknown =>
    item[name];

/**
 * Ingredient columns. Headers are the record's field names in every interface language, so
 * an exported list can be edited and imported back as a supplier's price list (the import
 * recognises them).
 */
export const INGREDIENT_COLUMNS: readonly ExportColumn<Ingredient>[] = [
  { header: 'foodkey', value: field('foodkey') },
  { header: 'name', value: field('name') },
  { header: 'type', value: field('type') },
  { header: 'category', value: field('category') },
  { header: 'storagearea', value: field('storagearea') },
  { header: 'supplier', value: field('supplier') },
  { header: 'purchaseprice', value: field('purchaseprice'), cost: true },
  { header: 'purchaseqty', value: field('purchaseqty') },
  { header: 'purchaseunit', value: field('purchaseunit') },
  { header: 'package_qty1', value: field('package_qty1') },
  { header: 'package_unit1', value: field('package_unit1') },
  { header: 'package_qty2', value: field('package_qty2') },
  { header: 'package_unit2', value: field('package_unit2') },
  { header: 'package_qty3', value: field('package_qty3') },
  { header: 'package_unit3', value: field('package_unit3') },
  { header: 'yield', value: (item) => item.yield?.value },
  { header: 'gramcost', value: field('gramcost'), cost: true },
  { header: 'mlcost', value: field('mlcost'), cost: true },
  { header: 'eachcost', value: field('eachcost'), cost: true },
  { header: 'allergens', value: (item) => (item.allergens ?? []).join('; ') },
];

/** The live ingredients (parts included) in key order as an export table. */
export function ingredientExportTable(items: Iterable<CatalogueItem>, costs: boolean): ExportTable {
  const ingredients = [...items]
    .filter(isIngredient)
    .filter((item) => !item.deleted)
    .sort((a, b) => (a.foodkey < b.foodkey ? -1 : a.foodkey > b.foodkey ? 1 : 0));
  return buildExportTable(ingredients, INGREDIENT_COLUMNS, costs);
}
