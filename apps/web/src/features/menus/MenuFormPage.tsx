import { Anchor, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { saveErrorText } from '../../components/catalogue/save-item';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { flash } from '../../state/flash';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { dishOptions } from './menu-dish-options';
import {
  EMPTY_MENU_FORM,
  menuFormValues,
  menuFromForm,
  menuPath,
  type MenuFormValues,
} from './menu-form';
import { MenuForm } from './MenuForm';
import { useMenus } from '../../components/menus/use-menus';

/** /menu-add/{key}: a new menu. */
export function MenuAddPage() {
  return <MenuEditorPage adding />;
}

/** /menu-edit/{skey}: change a menu's name and dishes. */
export function MenuEditPage() {
  return <MenuEditorPage adding={false} />;
}

function MenuEditorPage({ adding }: { adding: boolean }) {
  const { t } = useTranslation('menus');
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{adding ? t('form.newTitle') : t('form.editTitle')}</Title>
      <RestrictedGuard what={t('form.restrictedWhat')}>
        <StoreGate>{(store) => <MenuEditor store={store} adding={adding} />}</StoreGate>
      </RestrictedGuard>
    </Stack>
  );
}

function MenuEditor({ store, adding }: { store: VenueStore; adding: boolean }) {
  const { t } = useTranslation(['menus', 'common']);
  const { skey = '' } = useParams();
  const navigate = useNavigate();
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const existing = useMemo(
    () => (adding ? null : (menus?.find((m) => m.skey === skey) ?? null)),
    [adding, menus, skey],
  );
  const initialValues = existing ? menuFormValues(existing) : EMPTY_MENU_FORM;
  const options = useMemo(
    () =>
      dishOptions(items ?? [], initialValues.menuItems, (key) => t('form.recipeNotFound', { key })),
    [items, initialValues.menuItems, t],
  );

  if (!items || !menus) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!adding && !existing) {
    return (
      <Stack gap="sm" data-testid="menu-missing">
        <Text>{t('notFoundText', { skey })}</Text>
        <Anchor component={Link} to="/menu">
          {t('backToList')}
        </Anchor>
      </Stack>
    );
  }

  const save = async (values: MenuFormValues) => {
    const record = menuFromForm(values, existing);
    // The store validates the menu with its schema; a bad one throws naming the field.
    await store.apply(saveRecord('menu', record)).catch((error: unknown) => {
      throw new Error(saveErrorText(error));
    });
    flash({ type: 'info', text: t('form.saved', { name: record.name ?? record.skey }) });
    void navigate(menuPath(record.skey));
  };

  return (
    <MenuForm
      initialValues={initialValues}
      options={options}
      context={{ menus, ...(existing ? { editing: existing.skey } : {}) }}
      onSave={save}
      onCancel={() => void navigate(existing ? menuPath(existing.skey) : '/menu')}
    />
  );
}
