import type { SalesCount } from '@larder/domain';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation(['menu-engineering']);
  return (
    <SavedRecordList
      records={counts}
      current={open}
      currentMark={t('saved.current')}
      nameTitle={t('saved.period')}
      columns={[
        {
          title: t('saved.days'),
          cell: (count) => t('saved.daysValue', { from: count.from, to: count.to }),
        },
        { title: t('saved.menu'), cell: (count) => menuName(count.menu) },
        {
          title: t('saved.unitsSold'),
          align: 'right',
          cell: (count) => count.lines.reduce((sum, l) => sum + l.unitsSold, 0),
        },
      ]}
      actions={[
        {
          label: t('saved.open'),
          variant: 'light',
          ariaLabel: (count) => t('saved.openNamed', { name: count.name }),
          onClick: onOpen,
        },
        {
          label: t('saved.delete'),
          variant: 'subtle',
          color: 'red',
          ariaLabel: (count) => t('saved.deleteNamed', { name: count.name }),
          onClick: onDelete,
        },
      ]}
      empty={t('saved.empty')}
      testIds={{ empty: 'no-sales-counts', table: 'saved-sales-counts', row: 'saved-sales-count' }}
      maw={860}
    />
  );
}
