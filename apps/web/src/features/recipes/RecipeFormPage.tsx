import { Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { isRecipe, type Recipe } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  fieldValues,
  itemsByKey,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { saveAndAnnounce, saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useSession } from '../../state/session';
import { useVenue } from '../../state/venue';
import { areaName, choices } from '../../components/catalogue/ingredient-list';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { lookupOf } from '../../components/catalogue/catalogue-context';
import { emptyRecipeForm, recipeFormValues } from './recipe-form';
import { recipePath } from './recipe-list';
import { RecipeForm } from './RecipeForm';

/** /recipe-add/{key}: a new recipe. */
export function RecipeAddPage() {
  return <RecipeEditorPage adding />;
}

/** /recipe-edit/{foodkey}: change a recipe; recipes that use it are re-costed on save. */
export function RecipeEditPage() {
  return <RecipeEditorPage adding={false} />;
}

function RecipeEditorPage({ adding }: { adding: boolean }) {
  const { t } = useTranslation('recipes');
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>{adding ? t('form.newTitle') : t('form.editTitle')}</Title>
      <RestrictedGuard what={t('form.restrictedWhat')}>
        <StoreGate>{(store) => <RecipeEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function RecipeEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { t } = useTranslation(['recipes', 'common']);
  const { foodkey = '' } = useParams();
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const { current } = useVenue();
  const { user } = useSession();
  const { units } = useCostSettings();
  const { showCosts } = useRestricted();
  const pricing = useVenuePricing(store);
  const existing = useMemo(() => {
    if (adding || !items) return null;
    const found = itemsByKey(items).get(foodkey);
    return found && isRecipe(found) ? found : null;
  }, [adding, items, foodkey]);
  const suggestions = useMemo(
    () => ({
      categories: choices(
        current?.recipeCategories ?? [],
        items ? fieldValues(items, 'recipe', 'category') : [],
      ),
      areas: choices(
        (current?.storageAreas ?? []).map(areaName),
        items ? fieldValues(items, 'any', 'storagearea') : [],
      ),
    }),
    [items, current],
  );
  // The form reads these once, when it opens.
  const initialValues = useMemo(
    () => (existing ? recipeFormValues(existing, lookupOf(items ?? [])) : emptyRecipeForm()),
    [existing, items],
  );

  if (!items || !pricing) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!adding && !existing) {
    return <Text data-testid="item-missing">{t('notFound.text', { foodkey })}</Text>;
  }

  const save = async (record: Recipe) => {
    try {
      const { saved, stored } = await saveAndAnnounce(store, record);
      // At once: the item's page is drawn before the form's own updates (see submitAndLeave),
      // so the form is not drawn again on its way out.
      void navigate(recipePath(saved.foodkey), { flushSync: true });
      return { stored };
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
  };

  return (
    <RecipeForm
      initialValues={initialValues}
      existing={existing}
      items={items}
      units={units}
      metricOnly={user?.metricOnly === true}
      showCosts={showCosts}
      pricing={pricing}
      suggestions={suggestions}
      onSave={save}
      onCancel={() => void navigate(existing ? recipePath(existing.foodkey) : '/recipes')}
    />
  );
}
