import { saveRecord, type VenueStore } from '@larder/data';
import type { StockCount } from '@larder/domain';
import { useState } from 'react';
import { saveErrorText } from '../../components/catalogue/save-item';
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
      title: 'Delete stock count',
      message: `Delete the stock count ${count.name} of ${count.date}? It is removed on every device.`,
      confirmText: 'Delete',
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
      text: `${count.name} deleted`,
      action: {
        label: 'Undo',
        run: () => {
          store.apply(saveRecord('stock-count', { ...count, deleted: false })).then(
            () => flash({ type: 'info', text: `${count.name} restored` }),
            (error: unknown) => flash({ type: 'error', text: saveErrorText(error) }),
          );
        },
      },
    });
    return true;
  };
  return { remove, deleting };
}
