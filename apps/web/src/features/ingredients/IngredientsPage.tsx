import { Select, Stack, Table } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Ingredient } from '@larder/domain';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
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
  return (
    <Stack gap="md">
      <CatalogueListHeader
        title="Ingredients"
        actions={
          <>
            <ExportMenu list="ingredients" />
            <IngredientPriceLinks />
          </>
        }
        addPath="/ingredient-add/new"
        addLabel="Add ingredient"
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
  return (
    <>
      <Select
        label="Category"
        data={categories}
        value={category}
        onChange={onCategory}
        clearable
        placeholder="All"
      />
      <Select
        label="Storage area"
        data={areas}
        value={storagearea}
        onChange={onStoragearea}
        clearable
        placeholder="All"
      />
    </>
  );
});

function IngredientList({ store }: { store: VenueStore }) {
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
        <Table.Th>Name</Table.Th>
        <Table.Th>Supplier</Table.Th>
        <Table.Th>Category</Table.Th>
        {showCosts && <Table.Th>Cost</Table.Th>}
      </Table.Tr>
    ),
    [showCosts],
  );

  return (
    <CatalogueList
      all={items ? ingredients : undefined}
      shown={shown}
      noun="ingredients"
      empty={{
        text: 'No ingredients yet. Add your first one to start costing recipes.',
        testId: 'ingredients-empty',
        addPath: '/ingredient-add/new',
        addLabel: 'Add ingredient',
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
