import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WastageTotal } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { quantityText } from './quantity-text';
import { useCostText } from './use-cost-text';
import type { WastageRow } from './wastage-entries';
import { formatDay } from '../../i18n/format';

const quantity = (qty: number | null | undefined, unit: string | null | undefined) =>
  typeof qty === 'number' ? quantityText(qty, unit) : '';

/**
 * An item's wastage entries, newest first: day, quantity, prep quantity and (with costs
 * shown) the value of each and their total; a Remove button on each while editing is allowed.
 */
export function WastageTable({
  rows,
  total,
  showCosts,
  onRemove,
}: {
  rows: readonly WastageRow[];
  total: WastageTotal;
  showCosts: boolean;
  /** Absent when entries may not be removed. */
  onRemove?: (row: WastageRow) => void;
}) {
  const { t } = useTranslation(['components', 'common']);
  const money = useCostText();
  const valued = total.entries - total.unvalued;
  return (
    <Table withTableBorder maw={720} data-testid="wastage-entries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wastage.columns.date')}</Table.Th>
          <Table.Th>{t('wastage.columns.qty')}</Table.Th>
          <Table.Th>{t('wastage.columns.prepqty')}</Table.Th>
          {showCosts && <Table.Th>{t('wastage.columns.value')}</Table.Th>}
          {onRemove && (
            <Table.Th>
              <VisuallyHidden>{t('wastage.columns.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid="wastage-row">
            <Table.Td>{formatDay(row.day)}</Table.Td>
            <Table.Td>{quantity(row.entry.qty, row.entry.qty_unit)}</Table.Td>
            <Table.Td>{quantity(row.entry.prepqty, row.entry.prepqty_unit) || '—'}</Table.Td>
            {showCosts && (
              <Table.Td data-testid="wastage-entry-value">{money(row.entry.value)}</Table.Td>
            )}
            {onRemove && (
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('wastage.removeEntry', { day: row.day })}
                  onClick={() => onRemove(row)}
                >
                  {t('common:remove')}
                </Button>
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {showCosts && (
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={3}>
              {t('wastage.total')}
            </Table.Th>
            <Table.Td data-testid="wastage-total">
              {valued > 0 ? money(total.value) : '—'}
              {total.unvalued > 0 && (
                <Text span size="xs" c="dimmed" ml="xs">
                  {t('wastage.unvalued', { count: total.unvalued })}
                </Text>
              )}
            </Table.Td>
            {onRemove && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
