import { Button, Menu } from '@mantine/core';
import type { CatalogueItem } from '@larder/domain';
import { useState } from 'react';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { useVenueStore } from '../../state/venue-data';
import { downloadBlob } from '../labels/label-export';
import { exportBlob, type ExportFormat } from './export-file';
import type { ExportTable } from './export-table';
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
  const [busy, setBusy] = useState(false);
  if (!store) return null;
  const { sheet, table } = LISTS[list];

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const built = table((await store.itemMap()).values(), showCosts);
      const blob = await exportBlob(built, format, sheet);
      downloadBlob(blob, `${list}.${format}`);
    } catch (error) {
      flash({
        type: 'error',
        text: `Export failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" ml="auto" loading={busy} data-testid={`export-${list}`}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>Export CSV</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>Export XLSX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
