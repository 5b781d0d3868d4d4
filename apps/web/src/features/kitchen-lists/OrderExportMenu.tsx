import type { OrderList } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { ExportTableMenu } from '../../components/export/ExportTableMenu';
import { useRestricted } from '../../state/restricted';
import { orderExportTable } from './order-export';

/** "Export" of the order list (operations-model §3): CSV or XLSX, one row per line. */
export function OrderExportMenu({ order, date }: { order: OrderList; date: string }) {
  const { t } = useTranslation('kitchen-lists');
  const { showCosts } = useRestricted();
  return (
    <ExportTableMenu
      table={() => orderExportTable(order, showCosts)}
      sheet={t('order.title')}
      fileName={t('order.fileName', { date })}
      testId="export-order"
      disabled={order.groups.length === 0}
      buttonProps={{ size: 'xs', className: 'kitchen-no-print' }}
    />
  );
}
