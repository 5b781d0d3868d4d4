import { beforeEach, describe, expect, it } from 'vitest';
import { closeSidePanel, showSidePanel, sidePanelStore, toggleSidePanel } from './side-panel';

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
});
