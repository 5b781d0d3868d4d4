import { Button, Menu } from '@mantine/core';
import type { OrderList } from '@larder/domain';
import { useState } from 'react';
import { exportBlob, type ExportFormat } from '../../components/export/export-file';
import { downloadBlob } from '../../components/labels/label-export';
import { flash } from '../../state/flash';
import { useRestricted } from '../../state/restricted';
import { orderExportTable } from './order-export';

/** "Export" of the order list (operations-model §3): CSV or XLSX, one row per line. */
export function OrderExportMenu({ order, date }: { order: OrderList; date: string }) {
  const { showCosts } = useRestricted();
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const blob = await exportBlob(orderExportTable(order, showCosts), format, 'Order list');
      downloadBlob(blob, `order-list-${date}.${format}`);
    } catch (error) {
      flash({
        type: 'error',
        text: `Export failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          loading={busy}
          disabled={order.groups.length === 0}
          className="kitchen-no-print"
          data-testid="export-order"
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>Export CSV</Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>Export XLSX</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
