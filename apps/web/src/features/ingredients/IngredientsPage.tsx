import { Select, Stack, Table } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { CatalogueList, CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useVenue } from '../../state/venue';
import { ExportMenu } from '../../components/export/ExportMenu';
import { IngredientPriceLinks } from '../../components/catalogue/IngredientPriceLinks';
import { IngredientRow } from './IngredientRow';
import { areaName, choices, filterIngredients } from '../../components/catalogue/ingredient-list';

/** /ingredients: the live ingredients with search, category and storage-area filters. */
export function IngredientsPage() {
  const { t } = useTranslation('ingredients');
  return (
    <Stack gap="md">
      <CatalogueListHeader
        title={t('list.title')}
        actions={
          <>
            <ExportMenu list="ingredients" />
            <IngredientPriceLinks />
          </>
        }
        addPath="/ingredient-add/new"
        addLabel={t('list.add')}
      />
      <StoreGate>{(store) => <IngredientList store={store} />}</StoreGate>
    </Stack>
  );
}

/** The category and storage-area filters; drawn again only when their own inputs change. */
const ListFilters = memo(function ListFilters({
  categories,
  areas,
  category,
  storagearea,
  onCategory,
  onStoragearea,
}: {
  categories: string[];
  areas: string[];
  category: string | null;
  storagearea: string | null;
  onCategory(value: string | null): void;
  onStoragearea(value: string | null): void;
}) {
  const { t } = useTranslation('ingredients');
  return (
    <>
      <Select
        label={t('list.category')}
        data={categories}
        value={category}
        onChange={onCategory}
        clearable
        placeholder={t('list.all')}
      />
      <Select
        label={t('list.storageArea')}
        data={areas}
        value={storagearea}
        onChange={onStoragearea}
        clearable
        placeholder={t('list.all')}
      />
    </>
  );
});

function IngredientList({ store }: { store: VenueStore }) {
  const { t } = useTranslation('ingredients');
  const items = useCatalogueItems(store);
  const { current } = useVenue();
  const { showCosts } = useRestricted();
  const { cost, units } = useCostSettings();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [storagearea, setStoragearea] = useState<string | null>(null);

  const ingredients = useMemo(
    () => filterIngredients(items ?? [], { query: '', category: null, storagearea: null }),
    [items],
  );
  const categories = useMemo(
    () =>
      choices(
        current?.ingredientCategories ?? [],
        ingredients.map((i) => i.category),
      ),
    [current, ingredients],
  );
  const areas = useMemo(
    () =>
      choices(
        (current?.storageAreas ?? []).map(areaName),
        ingredients.map((i) => i.storagearea),
      ),
    [current, ingredients],
  );
  // Typing stays responsive: the list follows the search box as soon as the browser is free.
  const search = useDeferredValue(query);
  const shown = useMemo(
    () => filterIngredients(ingredients, { query: search, category, storagearea }),
    [ingredients, search, category, storagearea],
  );
  const renderRow = useCallback(
    (item: Ingredient) => (
      <IngredientRow
        key={item.foodkey}
        item={item}
        showCosts={showCosts}
        units={units}
        cost={cost}
      />
    ),
    [showCosts, units, cost],
  );
  const head = useMemo(
    () => (
      <Table.Tr>
        <Table.Th>{t('list.name')}</Table.Th>
        <Table.Th>{t('list.supplier')}</Table.Th>
        <Table.Th>{t('list.category')}</Table.Th>
        {showCosts && <Table.Th>{t('list.cost')}</Table.Th>}
      </Table.Tr>
    ),
    [showCosts, t],
  );

  return (
    <CatalogueList
      all={items ? ingredients : undefined}
      shown={shown}
      noun={t('list.noun')}
      empty={{
        text: t('list.empty'),
        testId: 'ingredients-empty',
        addPath: '/ingredient-add/new',
        addLabel: t('list.add'),
      }}
      query={query}
      onQuery={setQuery}
      searchTestId="ingredient-search"
      filters={
        <ListFilters
          categories={categories}
          areas={areas}
          category={category}
          storagearea={storagearea}
          onCategory={setCategory}
          onStoragearea={setStoragearea}
        />
      }
      columns={showCosts ? 4 : 3}
      head={head}
      renderRow={renderRow}
    />
  );
}
