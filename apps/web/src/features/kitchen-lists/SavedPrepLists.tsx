import { Button, Group, Table, Text } from '@mantine/core';
import type { PrepList } from '@larder/domain';

/** The saved manual prep lists (operations-model §1), each to show, change or delete. */
export function SavedPrepLists({
  lists,
  shown,
  onShow,
  onEdit,
  onDelete,
}: {
  lists: readonly PrepList[];
  /** The skey of the list shown now, if it is a saved list. */
  shown: string | null;
  onShow(list: PrepList): void;
  onEdit(list: PrepList): void;
  onDelete(list: PrepList): void;
}) {
  if (lists.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="no-prep-lists">
        No saved prep lists yet. A saved list names recipes and amounts to prepare on a day.
      </Text>
    );
  }
  return (
    <Table withTableBorder maw={720} data-testid="saved-prep-lists">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>List</Table.Th>
          <Table.Th>Day</Table.Th>
          <Table.Th>Recipes</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lists.map((list) => (
          <Table.Tr key={list.skey} data-testid="saved-prep-list">
            <Table.Td>
              {list.name}
              {list.skey === shown && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  (shown)
                </Text>
              )}
            </Table.Td>
            <Table.Td>{list.date ?? ''}</Table.Td>
            <Table.Td>{list.lines.length}</Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button size="compact-xs" variant="light" onClick={() => onShow(list)}>
                  Show
                </Button>
                <Button size="compact-xs" variant="default" onClick={() => onEdit(list)}>
                  Edit
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onDelete(list)}
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
