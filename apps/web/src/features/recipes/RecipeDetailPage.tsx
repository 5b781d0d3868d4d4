import {
  Anchor,
  Badge,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { dishPricing, isRecipe, type Recipe } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCatalogueItems, useCostSettings } from '../../components/catalogue/catalogue-context';
import { DetailField } from '../../components/catalogue/DetailField';
import { ItemEditActions } from '../../components/catalogue/ItemEditActions';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useDeleteItem } from '../../components/catalogue/use-delete-item';
import { WastageSection } from '../../components/catalogue/WastageSection';
import { useRestricted } from '../../state/restricted';
import { ItemLabelSection } from '../../components/labels/ItemLabelSection';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { AllergenList } from './AllergenList';
import { quantityText } from './line-text';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { recipeView } from './recipe-costing';
import { RecipeFiguresTable } from './RecipeFiguresTable';
import { RecipeLinesTable } from './RecipeLinesTable';
import { RecipeNotFound } from './RecipeNotFound';
import { RecipePricingTable } from './RecipePricingTable';
import { RecipeCostHistory } from './RecipeCostHistory';
import { AfterFirstPaint } from '../../components/after-paint/AfterFirstPaint';
import { IngredientThumbnail } from '../../components/images/IngredientThumbnail';
import { numberText } from './figure-text';
import { formatServing } from '../../i18n/format';

/** /recipes/{foodkey}: one recipe with its lines, costs, allergens and what is missing. */
export function RecipeDetailPage() {
  const { t } = useTranslation('recipes');
  const { foodkey = '' } = useParams();
  return (
    <StoreGate title={t('detail.storeTitle')}>
      {(store) => <RecipeDetail store={store} foodkey={foodkey} />}
    </StoreGate>
  );
}

function RecipeDetail({ store, foodkey }: { store: VenueStore; foodkey: string }) {
  const { t } = useTranslation(['recipes', 'common']);
  const items = useCatalogueItems(store);
  const { canEdit, showCosts } = useRestricted();
  const { units } = useCostSettings();
  const pricing = useVenuePricing(store);
  const { deleting, remove } = useDeleteItem(store, '/recipes');
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);
  const found = items ? lookup(foodkey) : undefined;
  const recipe: Recipe | null = found && isRecipe(found) ? found : null;
  const view = useMemo(
    () => (recipe ? recipeView(recipe, lookup, units, t) : null),
    [recipe, lookup, units, t],
  );
  const selling = useMemo(
    () => (recipe && view && pricing ? dishPricing(recipe, view.costs.perServing, pricing) : null),
    [recipe, view, pricing],
  );
  if (!items || !pricing) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!recipe || !view || !selling) return <RecipeNotFound foodkey={foodkey} />;

  const name = recipe.name ?? recipe.foodkey;
  const key = encodeURIComponent(recipe.foodkey);
  const serving =
    recipe.servingsize_auto === true
      ? t('detail.wholeBatch')
      : formatServing(recipe.servingsize, recipe.servingsize_unit, { units }) || '—';
  const waterLoss = recipe.waterout
    ? quantityText(recipe.waterout, recipe.waterout_unit || 'g')
    : '—';
  return (
    <Stack gap="md" data-testid="recipe-detail">
      <Group justify="space-between">
        <Group gap="xs">
          <IngredientThumbnail store={store} item={recipe} />
          <Title order={1}>{name}</Title>
          {recipe.menuitem === true && (
            <Badge variant="light" data-testid="menu-item-marker">
              {t('detail.menuItem')}
            </Badge>
          )}
          {view.reasons.length > 0 && (
            <Badge color="orange" data-testid="incomplete-marker">
              {t('detail.incomplete')}
            </Badge>
          )}
        </Group>
        <Group>
          <Button component={Link} to={`/recipe-scaler/${key}`} variant="light">
            {t('detail.scale')}
          </Button>
          {canEdit && (
            <>
              <ItemEditActions
                editPath={`/recipe-edit/${key}`}
                deleting={deleting}
                onDelete={() => void remove(recipe.foodkey, name)}
              />
            </>
          )}
        </Group>
      </Group>
      {view.reasons.length > 0 && (
        <List size="sm" c="orange.8" aria-label={t('detail.whyIncomplete')}>
          {view.reasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      )}
      <RecipeLinesTable recipe={recipe} costs={view.costs} lookup={lookup} showCosts={showCosts} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {showCosts ? t('detail.costsAndYield') : t('detail.yield')}
          </Title>
          <RecipeFiguresTable costs={view.costs} showCosts={showCosts} />
          {showCosts && (
            <>
              <Title order={2} size="h4" mt="sm">
                {t('detail.sellingPrice')}
              </Title>
              <RecipePricingTable
                pricing={selling}
                settings={pricing}
                ownTax={recipe.taxpercent !== null && recipe.taxpercent !== undefined}
              />
            </>
          )}
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('allergens.title')}
          </Title>
          <AllergenList allergens={view.allergens} />
          <Table withTableBorder mt="sm">
            <Table.Tbody>
              <DetailField label={t('detail.serving')} testId="recipe-serving">
                {serving}
              </DetailField>
              <DetailField label={t('detail.waterLoss')} testId="recipe-waterout">
                {waterLoss}
              </DetailField>
              <DetailField label={t('detail.volumeAdjust')} testId="recipe-volumeadjust">
                {recipe.volumeadjust ? `${numberText(recipe.volumeadjust, 10)} %` : '—'}
              </DetailField>
              <DetailField label={t('detail.category')} testId="recipe-category">
                {recipe.category}
              </DetailField>
              <DetailField label={t('detail.storageArea')} testId="recipe-storagearea">
                {recipe.storagearea}
              </DetailField>
              <DetailField label={t('detail.note')} testId="recipe-note">
                {recipe.note}
              </DetailField>
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>
      {/* Below the first screen: drawn a frame later, so the page a save opens shows at once. */}
      <AfterFirstPaint>
        {showCosts && <RecipeCostHistory items={items} foodkey={recipe.foodkey} units={units} />}
        <WastageSection store={store} item={recipe} />
        <Stack data-testid="recipe-label-slot">
          <ItemLabelSection store={store} item={recipe} />
        </Stack>
      </AfterFirstPaint>
      <Anchor component={Link} to="/recipes">
        {t('backToList')}
      </Anchor>
    </Stack>
  );
}
