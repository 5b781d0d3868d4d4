import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['kitchen-lists', 'common']);
  return (
    <Stack gap="lg" className="kitchen-print-page">
      <Group justify="space-between" className="kitchen-no-print">
        <Title order={1}>{t('order.title')}</Title>
        <Button variant="default" onClick={() => window.print()} data-testid="print-order-list">
          {t('common:print')}
        </Button>
      </Group>
      <StoreGate>{(store) => <OrderListScreen store={store} />}</StoreGate>
    </Stack>
  );
}

function OrderListScreen({ store }: { store: VenueStore }) {
  const { t } = useTranslation('kitchen-lists');
  const state = useKitchenLists(store, { order: true });
  if (state.state === 'loading') return <Text c="dimmed">{t('order.loading')}</Text>;
  return (
    <Stack gap="sm" data-testid="printable-order-list">
      <Title order={2} size="h3" className="kitchen-print-title">
        {state.source
          ? t('order.printTitle', { title: state.title, date: state.date })
          : t('order.title')}
      </Title>
      <OrderListContent store={store} lists={state} variant="page" />
    </Stack>
  );
}
