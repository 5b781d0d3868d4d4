import { createStore, useStore } from './create-store';

/** Whether the "Delete account" dialog (opened from the user menu) is open. */
export const accountDeletionDialogStore = createStore(false);

export const openAccountDeletion = () => accountDeletionDialogStore.set(true);
export const closeAccountDeletion = () => accountDeletionDialogStore.set(false);
export const useAccountDeletionOpen = () => useStore(accountDeletionDialogStore);
