import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { StoreGate } from '../../components/catalogue/StoreGate';
import { useKitchenLists } from '../../components/operations/use-kitchen-lists';
import '../../components/print/page-print.css';
import './kitchen-print.css';
import { OrderListContent } from './OrderListPanel';

/**
 * /order-list (operations-model §3): the order list of the chosen prep list per supplier,
 * printable on A4 and US Letter without the app's chrome, exportable, and sent to suppliers.
 */
export function OrderListPage() {
  return (
    <Stack gap="lg" className="kitchen-print-page">
      <Group justify="space-between" className="kitchen-no-print">
        <Title order={1}>Order list</Title>
        <Button variant="default" onClick={() => window.print()} data-testid="print-order-list">
          Print
        </Button>
      </Group>
      <StoreGate>{(store) => <OrderListScreen store={store} />}</StoreGate>
    </Stack>
  );
}

function OrderListScreen({ store }: { store: VenueStore }) {
  const state = useKitchenLists(store, { order: true });
  if (state.state === 'loading') return <Text c="dimmed">Loading the order list…</Text>;
  return (
    <Stack gap="sm" data-testid="printable-order-list">
      <Title order={2} size="h3" className="kitchen-print-title">
        {state.source ? `Order list: ${state.title}, ${state.date}` : 'Order list'}
      </Title>
      <OrderListContent store={store} lists={state} variant="page" />
    </Stack>
  );
}
