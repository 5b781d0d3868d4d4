import type { PrepList } from '@larder/domain';
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
  return (
    <SavedRecordList
      records={lists}
      current={shown}
      currentMark="shown"
      nameTitle="List"
      columns={[
        { title: 'Day', cell: (list) => list.date ?? '' },
        { title: 'Recipes', cell: (list) => list.lines.length },
      ]}
      actions={[
        { label: 'Show', variant: 'light', onClick: onShow },
        { label: 'Edit', variant: 'default', onClick: onEdit },
        { label: 'Delete', variant: 'subtle', color: 'red', onClick: onDelete },
      ]}
      empty="No saved prep lists yet. A saved list names recipes and amounts to prepare on a day."
      testIds={{ empty: 'no-prep-lists', table: 'saved-prep-lists', row: 'saved-prep-list' }}
      maw={720}
    />
  );
}
