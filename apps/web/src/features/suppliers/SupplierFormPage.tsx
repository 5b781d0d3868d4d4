import { Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { isIngredient, supplierIngredientRows } from '@larder/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  fromSnapshot,
  lookupOf,
  useCatalogueItems,
} from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { flash } from '../../state/flash';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { SupplierForm } from './SupplierForm';
import {
  EMPTY_SUPPLIER_FORM,
  supplierFormValues,
  supplierFromForm,
  type SupplierFormValues,
} from './supplier-form';
import { saveSupplier } from './supplier-writes';
import { supplierName, supplierPath, useSuppliers } from '../../components/suppliers/use-suppliers';

/** /supplier-add/{key}: a new supplier. */
export function SupplierAddPage() {
  return <SupplierEditorPage adding />;
}

/** /supplier-edit/{skey}: change or rename a supplier and its ingredients' codes. */
export function SupplierEditPage() {
  return <SupplierEditorPage adding={false} />;
}

function SupplierEditorPage({ adding }: { adding: boolean }) {
  const { t } = useTranslation('suppliers');
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{adding ? t('editor.new') : t('editor.edit')}</Title>
      <RestrictedGuard what={t('what')}>
        <StoreGate>{(store) => <SupplierEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function SupplierEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { skey = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation(['suppliers', 'common']);
  const suppliers = useSuppliers(store);
  const items = useCatalogueItems(store);
  const existing = useMemo(
    () => (adding ? null : (suppliers?.find((s) => s.skey === skey) ?? null)),
    [adding, suppliers, skey],
  );
  const rows = useMemo(
    () => (existing && items ? supplierIngredientRows(existing, items) : []),
    [existing, items],
  );
  const otherKeys = useMemo(
    () => new Set((suppliers ?? []).map((s) => s.skey).filter((k) => k !== existing?.skey)),
    [suppliers, existing],
  );
  const ingredients = useMemo(
    () => (items ? fromSnapshot(items, 'ingredients', (list) => list.filter(isIngredient)) : []),
    [items],
  );
  const lookup = useMemo(() => lookupOf(items ?? []), [items]);

  if (!suppliers || !items) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!adding && !existing) {
    return <Text data-testid="supplier-missing">{t('detail.missing', { key: skey })}</Text>;
  }

  const save = async (values: SupplierFormValues) => {
    const missing = rows.filter((r) => r.missing).map((r) => r.foodkey);
    try {
      const { supplier } = await saveSupplier(
        store,
        existing,
        supplierFromForm(values, existing, missing),
      );
      flash({ type: 'info', text: t('editor.saved', { name: supplierName(supplier) }) });
      void navigate(supplierPath(supplier.skey));
    } catch (error) {
      throw new Error(saveErrorText(error), { cause: error });
    }
  };

  return (
    <SupplierForm
      initialValues={existing ? supplierFormValues(existing, rows) : EMPTY_SUPPLIER_FORM}
      adding={adding}
      otherKeys={otherKeys}
      ingredients={ingredients}
      lookup={lookup}
      onSave={save}
      onCancel={() => void navigate(existing ? supplierPath(existing.skey) : '/suppliers')}
    />
  );
}
