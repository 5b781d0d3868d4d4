import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in an item page's table of fields. */
export function DetailField(props: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w={200}>
        {props.label}
      </Table.Th>
      <Table.Td {...(props.testId ? { 'data-testid': props.testId } : {})}>
        {props.children}
      </Table.Td>
    </Table.Tr>
  );
}
