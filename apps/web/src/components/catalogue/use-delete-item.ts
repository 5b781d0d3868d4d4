import { deleteItem, type VenueStore } from '@larder/data';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';

/** Delete with a confirm dialog (soft delete), then back to the list. */
export function useDeleteItem(store: VenueStore, listPath: string) {
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const remove = async (foodkey: string, name: string) => {
    const ok = await confirm({
      title: 'Delete item',
      message: `Delete ${name}? Recipes that use it are re-costed.`,
      confirmText: 'Delete',
    });
    if (!ok) return;
    setDeleting(true);
    try {
      await store.apply(deleteItem(foodkey));
      flash({ type: 'info', text: `${name} deleted` });
      void navigate(listPath);
    } catch (error) {
      flash({ type: 'error', text: error instanceof Error ? error.message : 'Not deleted' });
      setDeleting(false);
    }
  };
  return { deleting, remove };
}
