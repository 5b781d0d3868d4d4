import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { Link } from 'react-router';
import { itemsByKey, useCatalogueItems } from '../../components/catalogue/catalogue-context';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useKitchenLists, type KitchenLists } from '../../components/operations/use-kitchen-lists';
import { KitchenListPicker } from './KitchenListPicker';
import { MissingItems } from './MissingItems';
import { OrderExportMenu } from './OrderExportMenu';
import { OrderGroups } from './OrderGroups';
import { PREP_LIST_PATH } from './PrepListPanel';

/** The printable order list page. */
export const ORDER_LIST_PATH = '/order-list';

/** The side panel's order list (operations-model §3): what the chosen prep list needs bought. */
export function OrderListPanel() {
  return <StoreGate>{(store) => <OrderListPanelBody store={store} />}</StoreGate>;
}

function OrderListPanelBody({ store }: { store: VenueStore }) {
  const state = useKitchenLists(store, { order: true });
  if (state.state === 'loading') return <Text c="dimmed">Loading the order list…</Text>;
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
            {lists.title} · {lists.date}
          </Text>
          <OrderExportMenu order={order} date={lists.date} />
        </Group>
      )}
      {lists.source && <OnHandSource lists={lists} />}
      {empty ? (
        <Stack gap={4} data-testid="order-list-empty">
          <Text size="sm">
            Nothing to order{lists.source ? ' for this list' : ''}: choose a prep list, an upcoming
            event or the menu forecast, or build a list of recipes to prepare.
          </Text>
          <Anchor component={Link} to={PREP_LIST_PATH} size="sm" className="kitchen-no-print">
            Build a prep list
          </Anchor>
        </Stack>
      ) : (
        <OrderGroups order={order} venueId={lists.venueId} date={lists.date} variant={variant} />
      )}
      <MissingItems keys={missing} lookup={lookup} what="order list" />
      {variant === 'panel' && !empty && (
        <Anchor component={Link} to={ORDER_LIST_PATH} size="sm" data-testid="order-list-page-link">
          Open page to print
        </Anchor>
      )}
    </Stack>
  );
}

/** Where the order's on hand comes from (operations-model §3): the latest stock count, or none. */
function OnHandSource({ lists }: { lists: KitchenLists }) {
  const count = lists.stockCount;
  return (
    <Text size="xs" c="dimmed" data-testid="order-on-hand-source">
      {count
        ? `On hand from the stock count ${count.name} (${count.date}). `
        : 'No stock counted yet: nothing is taken as on hand. '}
      <Anchor
        component={Link}
        to={
          count ? `/inventory-editor?count=${encodeURIComponent(count.skey)}` : '/inventory-editor'
        }
        size="xs"
        className="kitchen-no-print"
      >
        {count ? 'Open the count' : 'Count stock'}
      </Anchor>
    </Text>
  );
}
