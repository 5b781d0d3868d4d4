import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import {
  closeSidePanel,
  showSidePanel,
  sidePanelCloseLabel,
  sidePanelStore,
  sidePanelTitle,
  toggleSidePanel,
} from './side-panel';

beforeEach(() => closeSidePanel());

describe('side panel', () => {
  it('holds one panel at a time: opening one closes the other', () => {
    toggleSidePanel('prep-list');
    expect(sidePanelStore.get()).toBe('prep-list');
    toggleSidePanel('help');
    expect(sidePanelStore.get()).toBe('help');
    showSidePanel('order-list');
    expect(sidePanelStore.get()).toBe('order-list');
  });

  it('toggles the open panel closed, while show keeps it open', () => {
    showSidePanel('prep-list');
    showSidePanel('prep-list');
    expect(sidePanelStore.get()).toBe('prep-list');
    toggleSidePanel('prep-list');
    expect(sidePanelStore.get()).toBeNull();
  });

  it('names each panel and its close button in the interface language', async () => {
    expect(sidePanelTitle('prep-list')).toBe('Prep list');
    expect(sidePanelCloseLabel('help')).toBe('Close help guide');
    await i18n.changeLanguage('fr');
    expect(sidePanelTitle('order-list')).toBe('Bon de commande');
    expect(sidePanelCloseLabel('prep-list')).toBe('Fermer la liste de préparation');
  });
});
