import { Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { entryName, isIngredient, keyFromName } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  fieldValues,
  itemsByKey,
  keysOf,
  useCatalogueItems,
  useCostSettings,
} from '../../components/catalogue/catalogue-context';
import { saveAndAnnounce, saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useRestricted } from '../../state/restricted';
import { useCategoryList } from '../../components/catalogue/use-category-list';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { supplierName, useSuppliers } from '../../components/suppliers/use-suppliers';
import { IngredientForm } from './IngredientForm';
import {
  EMPTY_INGREDIENT_FORM,
  ingredientFormValues,
  ingredientFromForm,
  type IngredientFormValues,
} from './ingredient-form';
import { choices } from '../../components/catalogue/ingredient-list';

/** /ingredient-add/{key}: a new ingredient. */
export function IngredientAddPage() {
  return <IngredientEditorPage adding />;
}

/** /ingredient-edit/{foodkey}: change an ingredient; its users are re-costed on save. */
export function IngredientEditPage() {
  return <IngredientEditorPage adding={false} />;
}

function IngredientEditorPage({ adding }: { adding: boolean }) {
  const { t } = useTranslation('ingredients');
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{adding ? t('editor.new') : t('editor.edit')}</Title>
      <RestrictedGuard what={t('what')}>
        <StoreGate>{(store) => <IngredientEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function IngredientEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { foodkey = '' } = useParams();
  const { t } = useTranslation(['ingredients', 'common']);
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const categoryList = useCategoryList(store, 'IC');
  const areaList = useCategoryList(store, 'SA');
  const suppliers = useSuppliers(store);
  const { units } = useCostSettings();
  const { showCosts } = useRestricted();
  const existing = useMemo(() => {
    if (adding || !items) return null;
    const found = itemsByKey(items).get(foodkey);
    return found && isIngredient(found) ? found : null;
  }, [adding, items, foodkey]);
  const keys = useMemo(() => (items ? keysOf(items) : new Set<string>()), [items]);
  const suggestions = useMemo(() => {
    const known = new Set((suppliers ?? []).map((s) => keyFromName(s.skey)));
    const values = (field: 'category' | 'storagearea' | 'supplier') =>
      items ? fieldValues(items, 'ingredient', field) : [];
    return {
      categories: choices((categoryList?.entries ?? []).map(entryName), values('category')),
      areas: choices((areaList?.entries ?? []).map(entryName), values('storagearea')),
      // Supplier records by name, and names typed on ingredients that match none of them.
      suppliers: choices(
        (suppliers ?? []).map(supplierName),
        values('supplier').filter((name) => !known.has(keyFromName(name))),
      ),
    };
  }, [items, categoryList, areaList, suppliers]);

  // The form opens once the lists it suggests from are read (they fill its pickers).
  if (!items || !suppliers || !categoryList || !areaList) {
    return <Text c="dimmed">{t('common:loading')}</Text>;
  }
  if (!adding && !existing) {
    return <Text data-testid="item-missing">{t('detail.missing', { key: foodkey })}</Text>;
  }

  const save = async (values: IngredientFormValues) => {
    // The store writes the day's price history entry (the domain's price history rule).
    const record = ingredientFromForm(values, existing);
    try {
      const { saved, stored } = await saveAndAnnounce(store, record);
      // At once: the item's page is drawn before the form's own updates (see submitAndLeave),
      // so the form is not drawn again on its way out.
      void navigate(`/ingredients/${encodeURIComponent(saved.foodkey)}`, { flushSync: true });
      return { stored };
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
  };

  return (
    <IngredientForm
      initialValues={existing ? ingredientFormValues(existing) : EMPTY_INGREDIENT_FORM}
      existing={existing}
      existingKeys={keys}
      units={units}
      showCosts={showCosts}
      suggestions={suggestions}
      onSave={save}
      onCancel={() =>
        void navigate(
          existing ? `/ingredients/${encodeURIComponent(existing.foodkey)}` : '/ingredients',
        )
      }
    />
  );
}
