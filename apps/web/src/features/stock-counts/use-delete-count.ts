import { saveRecord, type VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useState } from 'react';
import { saveErrorText } from '../../components/catalogue/save-item';
import { i18n } from '../../i18n/i18n';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';

/**
 * Deleting a stock count: asks first, deletes it on every device (a tombstone that syncs),
 * then offers Undo while the message is shown (the count saved again as it was).
 * Answers whether it was deleted.
 */
export function useDeleteCount(store: VenueStore) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (count: StockCount): Promise<boolean> => {
    const ok = await confirm({
      title: i18n.t('stock-counts:delete.title'),
      message: i18n.t('stock-counts:delete.message', { name: count.name, date: count.date }),
      confirmText: i18n.t('common:delete'),
    });
    if (!ok) return false;
    setDeleting(count.skey);
    try {
      await store.apply(saveRecord('stock-count', { ...count, deleted: true }));
    } catch (error) {
      flash({ type: 'error', text: saveErrorText(error) });
      return false;
    } finally {
      setDeleting(null);
    }
    flash({
      type: 'info',
      text: i18n.t('stock-counts:delete.deleted', { name: count.name }),
      action: {
        label: i18n.t('common:undo'),
        run: () => {
          store.apply(saveRecord('stock-count', { ...count, deleted: false })).then(
            () =>
              flash({
                type: 'info',
                text: i18n.t('stock-counts:delete.restored', { name: count.name }),
              }),
            (error: unknown) => flash({ type: 'error', text: saveErrorText(error) }),
          );
        },
      },
    });
    return true;
  };
  return { remove, deleting };
}
