import type { ComponentProps } from 'react';
import { tableRowClass, tableTdClass, tableThClass } from './mantine-look';

/**
 * A row and cells of a Mantine Table with its default borders (row borders, no column
 * borders, not striped, no hover, as `Table withTableBorder`), drawn as Table.Tr, Table.Th
 * and Table.Td draw them, in plain elements: for the tables of an item's page, which a save
 * opens.
 */
export function PlainTr(props: Omit<ComponentProps<'tr'>, 'className'>) {
  return <tr className={tableRowClass} data-with-row-border="true" {...props} />;
}

export function PlainTh(props: Omit<ComponentProps<'th'>, 'className'>) {
  return <th className={tableThClass} {...props} />;
}

export function PlainTd(props: Omit<ComponentProps<'td'>, 'className'>) {
  return <td className={tableTdClass} {...props} />;
}
