import type { CatalogueItem } from '@larder/domain';
import { useRestricted } from '../../state/restricted';
import { useVenueStore } from '../../state/venue-data';
import type { ExportTable } from './export-table';
import { ExportTableMenu } from './ExportTableMenu';
import { ingredientExportTable } from './ingredient-export';
import { recipeExportTable } from './recipe-export';

const LISTS: Readonly<
  Record<
    'ingredients' | 'recipes',
    { sheet: string; table: (items: Iterable<CatalogueItem>, costs: boolean) => ExportTable }
  >
> = {
  ingredients: { sheet: 'Ingredients', table: ingredientExportTable },
  recipes: { sheet: 'Recipes', table: recipeExportTable },
};

/** "Export" menu of a list page: the venue's ingredients or recipes as a CSV or XLSX file. */
export function ExportMenu({ list }: { list: 'ingredients' | 'recipes' }) {
  const store = useVenueStore();
  const { showCosts } = useRestricted();
  if (!store) return null;
  const { sheet, table } = LISTS[list];
  return (
    <ExportTableMenu
      table={async () => table((await store.itemMap()).values(), showCosts)}
      sheet={sheet}
      fileName={list}
      testId={`export-${list}`}
      buttonProps={{ ml: 'auto' }}
    />
  );
}
