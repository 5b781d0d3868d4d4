import type { CatalogueItem } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useRestricted } from '../../state/restricted';
import { useVenueStore } from '../../state/venue-data';
import type { ExportTable } from './export-table';
import { ExportTableMenu } from './ExportTableMenu';
import { ingredientExportTable } from './ingredient-export';
import { recipeExportTable } from './recipe-export';

const LISTS: Readonly<
  Record<'ingredients' | 'recipes', (items: Iterable<CatalogueItem>, costs: boolean) => ExportTable>
> = {
  ingredients: ingredientExportTable,
  recipes: recipeExportTable,
};

/** "Export" menu of a list page: the venue's ingredients or recipes as a CSV or XLSX file. */
export function ExportMenu({ list }: { list: 'ingredients' | 'recipes' }) {
  const { t } = useTranslation('components');
  const store = useVenueStore();
  const { showCosts } = useRestricted();
  if (!store) return null;
  const table = LISTS[list];
  return (
    <ExportTableMenu
      table={async () => table((await store.itemMap()).values(), showCosts)}
      sheet={t(`export.sheets.${list}`)}
      fileName={list}
      testId={`export-${list}`}
      buttonProps={{ ml: 'auto' }}
    />
  );
}
