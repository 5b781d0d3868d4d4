import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { WastageTotal } from '@larder/domain';
import { useCostText } from './use-cost-text';
import type { WastageRow } from './wastage-entries';

const quantity = (qty: number | null | undefined, unit: string | null | undefined) =>
  typeof qty === 'number' ? `${qty} ${unit ?? ''}`.trim() : '';

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
  const money = useCostText();
  const valued = total.entries - total.unvalued;
  return (
    <Table withTableBorder maw={720} data-testid="wastage-entries">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th>Prep quantity</Table.Th>
          {showCosts && <Table.Th>Value</Table.Th>}
          {onRemove && (
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid="wastage-row">
            <Table.Td>{row.day}</Table.Td>
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
                  aria-label={`Remove wastage entry of ${row.day}`}
                  onClick={() => onRemove(row)}
                >
                  Remove
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
              Total
            </Table.Th>
            <Table.Td data-testid="wastage-total">
              {valued > 0 ? money(total.value) : '—'}
              {total.unvalued > 0 && (
                <Text span size="xs" c="dimmed" ml="xs">
                  ({total.unvalued} without a value)
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
