import type { ReactNode } from 'react';
import { Button, Group, Table, Text, type ButtonProps } from '@mantine/core';

/** A column of the list after the record's name. */
export interface SavedRecordColumn<T> {
  title: string;
  align?: 'right';
  cell(record: T): ReactNode;
}

/** A button on each record's row. */
export interface SavedRecordAction<T> {
  label: string;
  variant: ButtonProps['variant'];
  color?: string;
  /** The button's accessible name, when it is not `label`. */
  ariaLabel?(record: T): string;
  onClick(record: T): void;
}

/**
 * Saved records of one kind (prep lists, sales periods, …) as a table: each record's name,
 * marked when it is the one in use, its columns and its buttons; a text when none is saved.
 */
export function SavedRecordList<T extends { skey: string; name: string }>({
  records,
  current,
  currentMark,
  nameTitle,
  columns,
  actions,
  empty,
  testIds,
  maw,
}: {
  records: readonly T[];
  /** The skey of the record in use, if it is saved. */
  current: string | null;
  /** The word shown after the name of the record in use ('open', 'shown'). */
  currentMark: string;
  nameTitle: string;
  columns: readonly SavedRecordColumn<T>[];
  actions: readonly SavedRecordAction<T>[];
  /** The text shown when no record is saved. */
  empty: ReactNode;
  testIds: { empty: string; table: string; row: string };
  maw: number;
}) {
  if (records.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid={testIds.empty}>
        {empty}
      </Text>
    );
  }
  return (
    <Table withTableBorder maw={maw} data-testid={testIds.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{nameTitle}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.title} ta={column.align}>
              {column.title}
            </Table.Th>
          ))}
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {records.map((record) => (
          <Table.Tr key={record.skey} data-testid={testIds.row} data-skey={record.skey}>
            <Table.Td>
              {record.name}
              {record.skey === current && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({currentMark})
                </Text>
              )}
            </Table.Td>
            {columns.map((column) => (
              <Table.Td key={column.title} ta={column.align}>
                {column.cell(record)}
              </Table.Td>
            ))}
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {actions.map((action) => (
                  <Button
                    key={action.label}
                    size="compact-xs"
                    variant={action.variant}
                    color={action.color}
                    onClick={() => action.onClick(record)}
                    aria-label={action.ariaLabel?.(record)}
                  >
                    {action.label}
                  </Button>
                ))}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
