import { Button, Group, Table, Text } from '@mantine/core';
import type { SalesCount } from '@larder/domain';

/** The saved sales periods (operations-model §7), each to open or delete. */
export function SavedSalesCounts({
  counts,
  open,
  menuName,
  onOpen,
  onDelete,
}: {
  counts: readonly SalesCount[];
  /** The skey of the period open in the form, if it is saved. */
  open: string | null;
  menuName(skey: string): string;
  onOpen(count: SalesCount): void;
  onDelete(count: SalesCount): void;
}) {
  if (counts.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-sales-counts">
        No sales periods saved yet. A period holds the units sold of each dish of a menu between two
        days.
      </Text>
    );
  }
  return (
    <Table withTableBorder maw={860} data-testid="saved-sales-counts">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Period</Table.Th>
          <Table.Th>Days</Table.Th>
          <Table.Th>Menu</Table.Th>
          <Table.Th ta="right">Units sold</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {counts.map((count) => (
          <Table.Tr key={count.skey} data-testid="saved-sales-count" data-skey={count.skey}>
            <Table.Td>
              {count.name}
              {count.skey === open && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (open)
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {count.from} to {count.to}
            </Table.Td>
            <Table.Td>{menuName(count.menu)}</Table.Td>
            <Table.Td ta="right">{count.lines.reduce((sum, l) => sum + l.unitsSold, 0)}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => onOpen(count)}
                  aria-label={`Open ${count.name}`}
                >
                  Open
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(count)}
                  aria-label={`Delete ${count.name}`}
                >
                  Delete
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
