import { i18n } from '../i18n/i18n';
import { createStore, useStore } from './create-store';

/** What the side panel can hold (spec section 2). One at a time: opening one closes the other. */
export type SidePanelKind = 'prep-list' | 'order-list' | 'help';

/** The panel's title ('Prep list'), in the interface language. */
export const sidePanelTitle = (kind: SidePanelKind): string =>
  i18n.t(`app:sidePanel.${kind}.title`);

/** What the panel's close button says ('Close prep list'), in the interface language. */
export const sidePanelCloseLabel = (kind: SidePanelKind): string =>
  i18n.t(`app:sidePanel.${kind}.close`);

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
