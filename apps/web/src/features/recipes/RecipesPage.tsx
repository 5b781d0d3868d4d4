import {
  Button,
  Checkbox,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useVenue } from '../../state/venue';
import { ExportMenu } from '../export/ExportMenu';
import { choices } from '../ingredients/ingredient-list';
import { VirtualTable } from '../ingredients/VirtualTable';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { filterRecipes } from './recipe-list';
import { RecipeRow } from './RecipeRow';

/** /recipes: the live recipes with search, category filter, costs and incomplete markers. */
export function RecipesPage() {
  const { canEdit } = useRestricted();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Recipes</Title>
        <ExportMenu list="recipes" />
        {canEdit && (
          <Button component={Link} to="/recipe-add/new">
            Add recipe
          </Button>
        )}
      </Group>
      <StoreGate>{(store) => <RecipeList store={store} />}</StoreGate>
    </Stack>
  );
}

function RecipeList({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const { current } = useVenue();
  const { showCosts, canEdit } = useRestricted();
  const { units, cost } = useCostSettings();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [menuOnly, setMenuOnly] = useState(false);

  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  const recipes = useMemo(
    () => filterRecipes(items ?? [], { query: '', category: null, menuOnly: false }),
    [items],
  );
  const categories = useMemo(
    () =>
      choices(
        current?.recipeCategories ?? [],
        recipes.map((r) => r.category),
      ),
    [current, recipes],
  );
  // Typing stays responsive: the list follows the search box as soon as the browser is free.
  const search = useDeferredValue(query);
  const shown = useMemo(
    () => filterRecipes(recipes, { query: search, category, menuOnly }),
    [recipes, search, category, menuOnly],
  );
  const rowKey = useCallback((index: number) => shown[index]?.foodkey ?? String(index), [shown]);
  const row = useCallback(
    (index: number) => {
      const recipe = shown[index]!;
      return (
        <RecipeRow
          key={recipe.foodkey}
          recipe={recipe}
          lookup={lookup}
          units={units}
          showCosts={showCosts}
          cost={cost}
        />
      );
    },
    [shown, lookup, units, showCosts, cost],
  );
  const head = useMemo(
    () => (
      <Table.Tr>
        <Table.Th>Name</Table.Th>
        <Table.Th>Category</Table.Th>
        <Table.Th>Servings</Table.Th>
        {showCosts && <Table.Th>Batch cost</Table.Th>}
        {showCosts && <Table.Th>Cost per serving</Table.Th>}
      </Table.Tr>
    ),
    [showCosts],
  );

  if (!items) return <Text c="dimmed">Loading recipes…</Text>;
  if (recipes.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="recipes-empty">
        <Text>No recipes yet. Add one to cost it from your ingredients.</Text>
        {canEdit && (
          <Button component={Link} to="/recipe-add/new" variant="light">
            Add recipe
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
          data-testid="recipe-search"
        />
        <Select
          label="Category"
          data={categories}
          value={category}
          onChange={setCategory}
          clearable
          placeholder="All"
        />
        <Checkbox
          label="Menu items only"
          checked={menuOnly}
          onChange={(e) => setMenuOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {recipes.length} recipes
      </Text>
      <VirtualTable
        count={shown.length}
        rowKey={rowKey}
        columns={showCosts ? 5 : 3}
        head={head}
        row={row}
      />
    </Stack>
  );
}
