import { Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { recipeAllergens, type CatalogueItem, type Recipe } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsByKey, useCatalogueItems, useCostSettings } from '../catalogue/catalogue-context';
import { NutrientValuesLine } from '../nutrition/NutrientValuesLine';
import { useItemNutrition } from '../nutrition/use-item-nutrition';
import { allergenStatement } from './allergen-statement';
import { LabelView } from './LabelView';

/**
 * The nutrition label of a recipe or an ingredient (product spec §3 "Label formats",
 * nutrition-labels.md): its nutrition from the roll-up, a label in any of the 12 formats with
 * the allergens beside it, SVG and PNG downloads and printing. A recipe with lines lacking
 * data shows the "no nutrition stack" notice and a label marked incomplete.
 */
export function ItemLabelSection({ store, item }: { store: VenueStore; item: CatalogueItem }) {
  const { t } = useTranslation('components');
  const items = useCatalogueItems(store);
  const { units } = useCostSettings();
  const state = useItemNutrition(item, items, units);
  const byKey = useMemo(() => itemsByKey(items ?? []), [items]);
  const allergens = useMemo(() => {
    const list =
      item.type === 'recipe'
        ? recipeAllergens(item as Recipe, (key) => byKey.get(key))
        : ((item as { allergens?: string[] }).allergens ?? []);
    return allergenStatement(list);
  }, [item, byKey]);
  const nameOf = (key: string) => byKey.get(key)?.name ?? key;

  return (
    <Stack gap="sm" data-testid="label-section">
      <Title order={2} size="h4">
        {t('labels.title')}
      </Title>
      {state.state === 'loading' && <Text c="dimmed">{t('nutrition.loading')}</Text>}
      {state.state === 'error' && (
        <Text c="red" role="alert">
          {state.message}
        </Text>
      )}
      {state.state === 'ready' && item.type === 'recipe' && (
        <Stack gap={2} data-testid="recipe-nutrition">
          <Text size="sm" fw={500}>
            {state.nutrition.complete ? t('nutrition.per100g') : t('labels.per100gIncomplete')}
          </Text>
          {state.nutrition.per100g ? (
            <NutrientValuesLine values={state.nutrition.per100g} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('labels.unknown')}
            </Text>
          )}
        </Stack>
      )}
      {state.state === 'ready' && (
        <LabelView
          item={item}
          nutrition={state.nutrition}
          allergens={allergens}
          nameOf={nameOf}
          units={units}
        />
      )}
    </Stack>
  );
}
