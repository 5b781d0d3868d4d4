import type { SalesCount } from '@larder/domain';
import { SavedRecordList } from '../../components/operations/SavedRecordList';

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
  return (
    <SavedRecordList
      records={counts}
      current={open}
      currentMark="open"
      nameTitle="Period"
      columns={[
        { title: 'Days', cell: (count) => `${count.from} to ${count.to}` },
        { title: 'Menu', cell: (count) => menuName(count.menu) },
        {
          title: 'Units sold',
          align: 'right',
          cell: (count) => count.lines.reduce((sum, l) => sum + l.unitsSold, 0),
        },
      ]}
      actions={[
        {
          label: 'Open',
          variant: 'light',
          ariaLabel: (count) => `Open ${count.name}`,
          onClick: onOpen,
        },
        {
          label: 'Delete',
          variant: 'subtle',
          color: 'red',
          ariaLabel: (count) => `Delete ${count.name}`,
          onClick: onDelete,
        },
      ]}
      empty="No sales periods saved yet. A period holds the units sold of each dish of a menu between two days."
      testIds={{ empty: 'no-sales-counts', table: 'saved-sales-counts', row: 'saved-sales-count' }}
      maw={860}
    />
  );
}
