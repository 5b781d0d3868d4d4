import {
  Badge,
  Button,
  Group,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useVenue } from '../../state/venue';
import { areaName, choices, filterIngredients, ingredientCostView } from './ingredient-list';

/** Rows shown at once; "Show more" adds as many again. */
export const PAGE_ROWS = 200;

/** /ingredients: the live ingredients with search, category and storage-area filters. */
export function IngredientsPage() {
  const { canEdit } = useRestricted();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Ingredients</Title>
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

function IngredientList({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const { current } = useVenue();
  const { showCosts, canEdit } = useRestricted();
  const { cost, units } = useCostSettings();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [storagearea, setStoragearea] = useState<string | null>(null);
  const [limit, setLimit] = useState(PAGE_ROWS);

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
  const shown = useMemo(
    () => filterIngredients(ingredients, { query, category, storagearea }),
    [ingredients, query, category, storagearea],
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
        <Select
          label="Category"
          data={categories}
          value={category}
          onChange={setCategory}
          clearable
          placeholder="All"
        />
        <Select
          label="Storage area"
          data={areas}
          value={storagearea}
          onChange={setStoragearea}
          clearable
          placeholder="All"
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length} of {ingredients.length} ingredients
      </Text>
      <ScrollArea.Autosize mah="70vh">
        <Table striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Category</Table.Th>
              {showCosts && <Table.Th>Cost</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.slice(0, limit).map((item) => {
              const view = ingredientCostView(item, units);
              return (
                <Table.Tr key={item.foodkey} data-testid="ingredient-row">
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Link to={`/ingredients/${encodeURIComponent(item.foodkey)}`}>
                        {item.name ?? item.foodkey}
                      </Link>
                      {item.type !== 'single' && item.type && (
                        <Badge size="xs" variant="light">
                          {item.type}
                        </Badge>
                      )}
                      {!view.complete && (
                        <Tooltip label={view.reasons.join('; ')}>
                          <Badge
                            size="xs"
                            color="orange"
                            data-testid="incomplete-marker"
                            aria-label={`Incomplete: ${view.reasons.join('; ')}`}
                          >
                            incomplete
                          </Badge>
                        </Tooltip>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.supplier}</Table.Td>
                  <Table.Td>{item.category}</Table.Td>
                  {showCosts && (
                    <Table.Td data-testid="ingredient-cost">
                      {view.value !== null && view.per ? `${cost(view.value)} / ${view.per}` : ''}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {shown.length > limit && (
        <Button variant="subtle" onClick={() => setLimit((l) => l + PAGE_ROWS)}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
