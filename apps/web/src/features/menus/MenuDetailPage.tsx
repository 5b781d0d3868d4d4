import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { saveRecord, type VenueStore } from '@larder/data';
import {
  menuAllergens,
  menuDishes,
  type CatalogueItem,
  type Menu,
  type PricingSettings,
} from '@larder/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { itemsByKey, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { MenuDishesTable } from '../../components/menus/MenuDishesTable';
import { useDefaultMenu, useMenus } from '../../components/menus/use-menus';
import { useVenuePricing } from '../../components/menus/use-venue-pricing';
import { isDefaultMenuKey } from './menu-form';
import { allergenDisplayName } from '../../components/allergens/allergen-names';

/** /menu/{skey}: one menu's dishes with their costs, prices, food cost and allergens. */
export function MenuDetailPage() {
  const { t } = useTranslation('menus');
  const { skey = '' } = useParams();
  return (
    <StoreGate title={t('detail.storeTitle')}>
      {(store) => <MenuDetail store={store} skey={skey} />}
    </StoreGate>
  );
}

function MenuDetail({ store, skey }: { store: VenueStore; skey: string }) {
  const { t } = useTranslation(['menus', 'common']);
  const items = useCatalogueItems(store);
  const menus = useMenus(store);
  const defaultMenu = useDefaultMenu(items);
  const pricing = useVenuePricing(store);
  const synthesized = isDefaultMenuKey(skey);
  const menu = synthesized ? defaultMenu : menus?.find((m) => m.skey === skey);
  if (!items || !menus || !pricing) return <Text c="dimmed">{t('common:loading')}</Text>;
  if (!menu) {
    return (
      <Stack gap="sm" data-testid="menu-missing">
        <Title order={1}>{t('detail.notFound')}</Title>
        <Text>{t('notFoundText', { skey })}</Text>
        <Anchor component={Link} to="/menu">
          {t('backToList')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <MenuView store={store} menu={menu} items={items} pricing={pricing} synthesized={synthesized} />
  );
}

function MenuView({
  store,
  menu,
  items,
  pricing,
  synthesized,
}: {
  store: VenueStore;
  menu: Menu;
  items: readonly CatalogueItem[];
  /** The venue's pricing settings: food cost follows the net price (operations-model §7). */
  pricing: PricingSettings;
  synthesized: boolean;
}) {
  const { t } = useTranslation(['menus', 'common']);
  const { canEdit, showCosts } = useRestricted();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const dishes = useMemo(() => {
    const byKey = itemsByKey(items);
    return menuDishes(menu, (key) => byKey.get(key), pricing);
  }, [menu, items, pricing]);
  const allergens = menuAllergens(dishes);
  const name = synthesized ? t('defaultMenu') : (menu.name ?? menu.skey);

  const remove = async () => {
    const ok = await confirm({
      title: t('detail.deleteTitle'),
      message: t('detail.deleteMessage', { name }),
      confirmText: t('common:delete'),
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await store.apply(saveRecord('menu', { ...menu, deleted: true }));
      flash({ type: 'info', text: t('detail.deleted', { name }) });
      void navigate('/menu');
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : t('detail.notDeleted'),
      });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md" data-testid="menu-detail">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={1}>{name}</Title>
          {synthesized && <Badge variant="light">{t('everyMenuItem')}</Badge>}
        </Group>
        {canEdit && !synthesized && (
          <Group>
            <Button component={Link} to={`/menu-edit/${encodeURIComponent(menu.skey)}`}>
              {t('common:edit')}
            </Button>
            <Button color="red" variant="light" onClick={() => void remove()} loading={deleting}>
              {t('common:delete')}
            </Button>
          </Group>
        )}
      </Group>
      {synthesized && (
        <Text size="sm" c="dimmed">
          {t('detail.defaultNote')}
        </Text>
      )}
      {dishes.length === 0 ? (
        <Text data-testid="menu-empty">
          {synthesized ? t('detail.defaultEmpty') : t('detail.empty')}
        </Text>
      ) : (
        <>
          <Text data-testid="menu-allergens">
            <Text span fw={600}>
              {t('detail.allergens')}{' '}
            </Text>
            {allergens.length > 0
              ? allergens.map(allergenDisplayName).join(', ')
              : t('detail.noAllergens')}
          </Text>
          <MenuDishesTable dishes={dishes} showCosts={showCosts} />
        </>
      )}
      <Anchor component={Link} to="/menu">
        {t('backToList')}
      </Anchor>
    </Stack>
  );
}
