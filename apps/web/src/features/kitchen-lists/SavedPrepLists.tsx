import type { PrepList } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { SavedRecordList } from '../../components/operations/SavedRecordList';

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
  const { t } = useTranslation(['kitchen-lists', 'common']);
  return (
    <SavedRecordList
      records={lists}
      current={shown}
      currentMark={t('saved.shown')}
      nameTitle={t('saved.list')}
      columns={[
        { title: t('saved.day'), cell: (list) => list.date ?? '' },
        { title: t('saved.recipes'), cell: (list) => list.lines.length },
      ]}
      actions={[
        { label: t('saved.show'), variant: 'light', onClick: onShow },
        { label: t('common:edit'), variant: 'default', onClick: onEdit },
        { label: t('common:delete'), variant: 'subtle', color: 'red', onClick: onDelete },
      ]}
      empty={t('saved.empty')}
      testIds={{ empty: 'no-prep-lists', table: 'saved-prep-lists', row: 'saved-prep-list' }}
      maw={720}
    />
  );
}
