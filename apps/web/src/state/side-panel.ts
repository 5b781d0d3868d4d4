import { createStore, useStore } from './create-store';

/** What the side panel can hold (spec section 2). One at a time: opening one closes the other. */
export type SidePanelKind = 'prep-list' | 'order-list' | 'help';

export const SIDE_PANEL_TITLES: Record<SidePanelKind, string> = {
  'prep-list': 'Prep list',
  'order-list': 'Order list',
  help: 'Help guide',
};

export const sidePanelStore = createStore<SidePanelKind | null>(null);

export function showSidePanel(kind: SidePanelKind): void {
  sidePanelStore.set(kind);
}

/** Opens the panel, or closes it when it is the one already open. */
export function toggleSidePanel(kind: SidePanelKind): void {
  sidePanelStore.set((current) => (current === kind ? null : kind));
}

export function closeSidePanel(): void {
  sidePanelStore.set(null);
}

export function useSidePanel(): SidePanelKind | null {
  return useStore(sidePanelStore);
}
