import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useVenue } from '../../state/venue';
import { ExportMenu } from '../export/ExportMenu';
import { IngredientRow } from './IngredientRow';
import { areaName, choices, filterIngredients } from './ingredient-list';
import { VirtualTable } from './VirtualTable';

/** /ingredients: the live ingredients with search, category and storage-area filters. */
export function IngredientsPage() {
  const { canEdit } = useRestricted();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Ingredients</Title>
        <ExportMenu list="ingredients" />
        {canEdit && (
          <Button component={Link} to="/ingredient-add/new">
            Add ingredient
          </Button>
        )}
      </Group>
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
  const { showCosts, canEdit } = useRestricted();
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
  const rowKey = useCallback((index: number) => shown[index]?.foodkey ?? String(index), [shown]);
  const row = useCallback(
    (index: number) => {
      const item = shown[index]!;
      return (
        <IngredientRow
          key={item.foodkey}
          item={item}
          showCosts={showCosts}
          units={units}
          cost={cost}
        />
      );
    },
    [shown, showCosts, units, cost],
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

  if (!items) return <Text c="dimmed">Loading ingredients…</Text>;
  if (ingredients.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="ingredients-empty">
        <Text>No ingredients yet. Add your first one to start costing recipes.</Text>
        {canEdit && (
          <Button component={Link} to="/ingredient-add/new" variant="light">
            Add ingredient
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="3 or more letters"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-testid="ingredient-search"
        />
        <ListFilters
          categories={categories}
          areas={areas}
          category={category}
          storagearea={storagearea}
          onCategory={setCategory}
          onStoragearea={setStoragearea}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {ingredients.length} ingredients
      </Text>
      <VirtualTable
        count={shown.length}
        rowKey={rowKey}
        columns={showCosts ? 4 : 3}
        head={head}
        row={row}
      />
    </Stack>
  );
}
