import { Checkbox, Select, Stack, Table } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { Recipe } from '@larder/domain';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { CatalogueList, CatalogueListHeader } from '../../components/catalogue/CatalogueList';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useVenue } from '../../state/venue';
import { ExportMenu } from '../../components/export/ExportMenu';
import { choices } from '../../components/catalogue/ingredient-list';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { filterRecipes } from './recipe-list';
import { RecipeRow } from './RecipeRow';

/** /recipes: the live recipes with search, category filter, costs and incomplete markers. */
export function RecipesPage() {
  const { t } = useTranslation('recipes');
  return (
    <Stack gap="md">
      <CatalogueListHeader
        title={t('list.title')}
        actions={<ExportMenu list="recipes" />}
        addPath="/recipe-add/new"
        addLabel={t('list.add')}
      />
      <StoreGate>{(store) => <RecipeList store={store} />}</StoreGate>
    </Stack>
  );
}

function RecipeList({ store }: { store: VenueStore }) {
  const items = useCatalogueItems(store);
  const { current } = useVenue();
  const { showCosts } = useRestricted();
  const { t } = useTranslation('recipes');
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
  const renderRow = useCallback(
    (recipe: Recipe) => (
      <RecipeRow
        key={recipe.foodkey}
        recipe={recipe}
        lookup={lookup}
        units={units}
        showCosts={showCosts}
        cost={cost}
      />
    ),
    [lookup, units, showCosts, cost],
  );
  const head = useMemo(
    () => (
      <Table.Tr>
        <Table.Th>{t('list.columns.name')}</Table.Th>
        <Table.Th>{t('list.columns.category')}</Table.Th>
        <Table.Th>{t('list.columns.servings')}</Table.Th>
        {showCosts && <Table.Th>{t('list.columns.batchCost')}</Table.Th>}
        {showCosts && <Table.Th>{t('list.columns.costPerServing')}</Table.Th>}
      </Table.Tr>
    ),
    [showCosts, t],
  );

  return (
    <CatalogueList
      all={items ? recipes : undefined}
      shown={shown}
      noun={t('list.noun')}
      empty={{
        text: t('list.empty'),
        testId: 'recipes-empty',
        addPath: '/recipe-add/new',
        addLabel: t('list.add'),
      }}
      query={query}
      onQuery={setQuery}
      searchTestId="recipe-search"
      filters={
        <>
          <Select
            label={t('list.category')}
            data={categories}
            value={category}
            onChange={setCategory}
            clearable
            placeholder={t('list.allCategories')}
          />
          <Checkbox
            label={t('list.menuOnly')}
            checked={menuOnly}
            onChange={(e) => setMenuOnly(e.currentTarget.checked)}
            mb={8}
          />
        </>
      }
      columns={showCosts ? 5 : 3}
      head={head}
      renderRow={renderRow}
    />
  );
}
