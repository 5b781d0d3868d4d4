import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashStore } from './flash';
import { showSyncProgress } from './venue-data';

afterEach(() => {
  flashStore.reset();
  vi.useRealTimers();
});

describe('sync progress in the status bar (product spec §4 and §8)', () => {
  it('shows the sync message until the cycle is done', () => {
    showSyncProgress({ type: 'start', userId: 'me', mode: 'changes', venueName: 'Bistro' }, 'me');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({ type: 'sync', text: 'Syncing recent changes...' }),
    ]);
    showSyncProgress({ type: 'done', userId: 'me' }, 'me');
    expect(flashStore.get()).toEqual([]);
  });

  it("says 'Sync incomplete!' for 10000 ms on a sync error of the current venue", () => {
    vi.useFakeTimers();
    showSyncProgress({ type: 'error', userId: 'me', venueId: 'v1', current: true }, 'me');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({ type: 'error', text: 'Sync incomplete!' }),
    ]);
    vi.advanceTimersByTime(9999);
    expect(flashStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(flashStore.get()).toEqual([]);
  });

  it('ignores progress for another user', () => {
    showSyncProgress({ type: 'start', userId: 'someone', mode: 'full', venueName: 'X' }, 'me');
    expect(flashStore.get()).toEqual([]);
  });

  it('shows a synced record', () => {
    showSyncProgress({ type: 'record', userId: 'me', label: 'Recipe', name: 'Soup' }, 'me');
    expect(flashStore.get()).toEqual([expect.objectContaining({ text: 'Synced Recipe: Soup' })]);
  });

  it('shows one synced-record message at a time, and one for recomputed items', () => {
    for (const name of ['Soup', 'Bread', 'Salt']) {
      showSyncProgress({ type: 'record', userId: 'me', label: 'Ingredient', name }, 'me');
    }
    showSyncProgress({ type: 'updated', userId: 'me', label: 'Recipe', name: 'Pie' }, 'me');
    expect(flashStore.get().map((message) => message.text)).toEqual([
      'Synced Ingredient: Salt',
      'Recipe - Pie updated',
    ]);
  });

  it.each([
    ['site', 'sync', 'Website data updated with recent changes.'],
    ['site-error', 'error', 'Error updating website data!'],
  ] as const)('shows the published venue sync (%s) for 10000 ms', (event, type, text) => {
    vi.useFakeTimers();
    showSyncProgress({ type: event, userId: 'me' }, 'me');
    expect(flashStore.get()).toEqual([expect.objectContaining({ type, text })]);
    vi.advanceTimersByTime(9999);
    expect(flashStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(flashStore.get()).toEqual([]);
  });

  it("shows the first cycle's steps in one message: under way until it ends, then the outcome", () => {
    vi.useFakeTimers();
    const legacy = (status: 'start' | 'done' | 'missing' | 'error') =>
      showSyncProgress({ type: 'legacy', userId: 'me', status, venueName: 'Harbour Café' }, 'me');
    showSyncProgress({ type: 'patch', userId: 'me', status: 'start' }, 'me');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({ type: 'import', text: 'Updating venue data...' }),
    ]);
    vi.advanceTimersByTime(60_000);
    expect(flashStore.get()).toHaveLength(1);
    showSyncProgress({ type: 'patch', userId: 'me', status: 'done', updated: 2 }, 'me');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({ type: 'info', text: 'Venue data updated.' }),
    ]);
    legacy('start');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({
        type: 'import',
        text: 'Syncing Windows app data... (Harbour Café)',
      }),
    ]);
    legacy('missing');
    expect(flashStore.get()).toEqual([]);
    legacy('error');
    expect(flashStore.get()).toEqual([
      expect.objectContaining({
        type: 'error',
        text: 'Windows app data sync incomplete! (Harbour Café)',
      }),
    ]);
    vi.advanceTimersByTime(5000);
    expect(flashStore.get()).toEqual([]);
  });
});
