import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itemsByKey, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useKitchenLists, type KitchenLists } from '../../components/operations/use-kitchen-lists';
import { KitchenListPicker } from './KitchenListPicker';
import { MissingItems } from './MissingItems';
import { OrderExportMenu } from './OrderExportMenu';
import { OrderGroups } from './OrderGroups';
import { PREP_LIST_PATH } from './PrepListPanel';
import { formatDay } from '../../i18n/format';

/** The printable order list page. */
export const ORDER_LIST_PATH = '/order-list';

/** The side panel's order list (operations-model §3): what the chosen prep list needs bought. */
export function OrderListPanel() {
  return <StoreGate>{(store) => <OrderListPanelBody store={store} />}</StoreGate>;
}

function OrderListPanelBody({ store }: { store: VenueStore }) {
  const { t } = useTranslation('kitchen-lists');
  const state = useKitchenLists(store, { order: true });
  if (state.state === 'loading') return <Text c="dimmed">{t('order.loading')}</Text>;
  return <OrderListContent store={store} lists={state} variant="panel" />;
}

/** The chosen list's order with its picker, groups, missing items, export and empty state. */
export function OrderListContent({
  store,
  lists,
  variant,
}: {
  store: VenueStore;
  lists: KitchenLists;
  variant: 'panel' | 'page';
}) {
  const { t } = useTranslation('kitchen-lists');
  const items = useCatalogueItems(store);
  const lookup = (key: string) => (items ? itemsByKey(items).get(key) : undefined);
  const order = lists.order;
  if (!order) return null;
  const missing = [...new Set([...lists.explosion.missing, ...order.missing])].sort();
  const empty = order.groups.length === 0;
  return (
    <Stack gap="sm" data-testid="order-list">
      <KitchenListPicker lists={lists} />
      {lists.source && (
        <Group
          justify="space-between"
          gap="xs"
          className={variant === 'page' ? 'kitchen-no-print' : undefined}
        >
          <Text size="sm" fw={600} data-testid="order-list-title">
            {lists.title} · {formatDay(lists.date)}
          </Text>
          <OrderExportMenu order={order} date={lists.date} />
        </Group>
      )}
      {lists.source && <OnHandSource lists={lists} />}
      {empty ? (
        <Stack gap={4} data-testid="order-list-empty">
          <Text size="sm">{lists.source ? t('order.emptyForList') : t('order.empty')}</Text>
          <Anchor component={Link} to={PREP_LIST_PATH} size="sm" className="kitchen-no-print">
            {t('prep.build')}
          </Anchor>
        </Stack>
      ) : (
        <OrderGroups order={order} venueId={lists.venueId} date={lists.date} variant={variant} />
      )}
      <MissingItems keys={missing} lookup={lookup} what="order" />
      {variant === 'panel' && !empty && (
        <Anchor component={Link} to={ORDER_LIST_PATH} size="sm" data-testid="order-list-page-link">
          {t('order.openPage')}
        </Anchor>
      )}
    </Stack>
  );
}

/** Where the order's on hand comes from (operations-model §3): the latest stock count, or none. */
function OnHandSource({ lists }: { lists: KitchenLists }) {
  const { t } = useTranslation('kitchen-lists');
  const count = lists.stockCount;
  return (
    <Text size="xs" c="dimmed" data-testid="order-on-hand-source">
      {count
        ? t('order.onHandFrom', { name: count.name, date: count.date })
        : t('order.onHandNone')}{' '}
      <Anchor
        component={Link}
        to={
          count ? `/inventory-editor?count=${encodeURIComponent(count.skey)}` : '/inventory-editor'
        }
        size="xs"
        className="kitchen-no-print"
      >
        {count ? t('order.openCount') : t('order.countStock')}
      </Anchor>
    </Text>
  );
}
