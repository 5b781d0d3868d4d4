import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '@larder/domain';
import { progressText, recordLabel, updatedEvents } from './sync-progress';

const me = 'user-1';

describe('sync progress texts (product spec §8)', () => {
  it.each([
    [
      { type: 'start', userId: me, mode: 'changes', venueName: 'Bistro' },
      'Syncing recent changes...',
    ],
    [{ type: 'start', userId: me, mode: 'full', venueName: 'Bistro' }, 'Syncing... (Bistro)'],
    [{ type: 'record', userId: me, label: 'Recipe', name: 'Soup' }, 'Synced Recipe: Soup'],
    [{ type: 'record', userId: me, label: 'Ingredient', name: 'Salt' }, 'Synced Ingredient: Salt'],
    [
      { type: 'record', userId: me, label: 'Packaging Item', name: 'Box' },
      'Synced Packaging Item: Box',
    ],
    [{ type: 'record', userId: me, label: 'Supplier', name: 'Acme' }, 'Synced Supplier: Acme'],
    [{ type: 'updated', userId: me, label: 'Recipe', name: 'Soup' }, 'Recipe - Soup updated'],
    [
      { type: 'updated', userId: me, label: 'Ingredient', name: 'Salt' },
      'Ingredient - Salt updated',
    ],
    [{ type: 'error', userId: me, venueId: 'v1', current: true }, 'Sync incomplete!'],
    [{ type: 'site', userId: me }, 'Website data updated with recent changes.'],
    [{ type: 'site-error', userId: me }, 'Error updating website data!'],
  ] as const)('%o says %s', (event, text) => {
    expect(progressText(event, me)).toBe(text);
  });

  it('says nothing of a sync error of another venue than the current one', () => {
    expect(
      progressText({ type: 'error', userId: me, venueId: 'v2', current: false }, me),
    ).toBeNull();
  });

  it('says the drive mirror statuses in the spec texts (product spec §8)', () => {
    const drive = (status: 'full' | 'throttled' | 'unavailable' | 'sign-in') =>
      progressText({ type: 'drive', userId: me, status }, me);
    expect(drive('full')).toBe('Looks like your OneDrive is full!  Sync incomplete.');
    expect(drive('throttled')).toBe(
      'OneDrive throttled!  Please try signing in or refresh page after some time to continue syncing.',
    );
    expect(drive('unavailable')).toBe(
      'Looks like OneDrive service is down.  Data sync to OneDrive incomplete!',
    );
    expect(drive('sign-in')).toBe('Token failed');
    expect(progressText({ type: 'drive', userId: 'other', status: 'full' }, me)).toBeNull();
  });

  it('ignores progress for another user', () => {
    expect(
      progressText({ type: 'start', userId: 'someone-else', mode: 'changes', venueName: 'X' }, me),
    ).toBeNull();
  });

  it("says 'Recipe - {name} updated' for each item recomputed after a sync, packaging aside", () => {
    const items = [
      { type: 'recipe', foodkey: 'CAKE', name: 'Cake' },
      { type: 'part', foodkey: 'YOLK', name: 'Yolk' },
      { type: 'packaging', foodkey: 'BOX', name: 'Box' },
    ] as CatalogueItem[];
    expect(updatedEvents(me, items).map((event) => progressText(event, me))).toEqual([
      'Recipe - Cake updated',
      'Ingredient - Yolk updated',
    ]);
  });

  it('labels records by kind and type', () => {
    expect(recordLabel('item', { type: 'recipe' })).toBe('Recipe');
    expect(recordLabel('item', { type: 'packaging' })).toBe('Packaging Item');
    expect(recordLabel('item', { type: 'part' })).toBe('Ingredient');
    expect(recordLabel('supplier', {})).toBe('Supplier');
    expect(recordLabel('settings', {})).toBeNull();
  });
});
