import { deleteItem, type VenueStore } from '@larder/data';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';

/** Delete with a confirm dialog (soft delete), then back to the list. */
export function useDeleteItem(store: VenueStore, listPath: string) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = async (foodkey: string, name: string) => {
    const ok = await confirm({
      title: i18n.t('components:catalogue.deleteTitle'),
      message: i18n.t('components:catalogue.deleteMessage', { name }),
      confirmText: i18n.t('common:delete'),
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await store.apply(deleteItem(foodkey));
      flash({ type: 'info', text: i18n.t('components:catalogue.deleted', { name }) });
      void navigate(listPath);
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : i18n.t('components:catalogue.notDeleted'),
      });
      setDeleting(false);
    }
  };
  return { deleting, remove };
}
