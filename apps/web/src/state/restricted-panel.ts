import { createStore, useStore } from './create-store';

/** Whether the restricted-mode panel (opened from the app layout's menu) is open. */
export const restrictedPanelStore = createStore(false);

export const openRestrictedPanel = () => restrictedPanelStore.set(true);
export const closeRestrictedPanel = () => restrictedPanelStore.set(false);
export const useRestrictedPanelOpen = () => useStore(restrictedPanelStore);
