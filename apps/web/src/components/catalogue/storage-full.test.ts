import 'fake-indexeddb/auto';
import { saveItem } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { flashStore } from '../../state/flash';
import { setUpTestVenue } from '../../test/test-venue';
import { saveAndAnnounce, saveErrorText } from './save-item';
import { isStorageFull, STORAGE_FULL_TEXT } from './storage-full';

const venue = setUpTestVenue();

/** From now on every write of an item fails as on a device whose storage is full. */
function fillTheDevice() {
  const master = venue.store.db.master;
  const full = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  master.hook('creating', full);
  master.hook('updating', full);
}

describe('a save on a device whose storage is full', () => {
  it('knows the QuotaExceededError directly and wrapped by Dexie', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isStorageFull(quota)).toBe(true);
    expect(isStorageFull({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isStorageFull({ name: 'BulkError', failures: [quota] })).toBe(true);
    expect(isStorageFull(new Error('x', { cause: quota }))).toBe(true);
    expect(isStorageFull(new Error('The item could not be saved.'))).toBe(false);
  });

  it('says the device is out of space, and keeps every item saved before', async () => {
    await venue.seed({ type: 'single', foodkey: 'FLOUR', name: 'Flour', purchaseprice: 2 });
    fillTheDevice();
    const failed = await venue.store
      .apply(saveItem({ type: 'single', foodkey: 'FLOUR', name: 'Flour', purchaseprice: 3 }))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(saveErrorText(failed)).toBe(STORAGE_FULL_TEXT);
    const stored = await venue.store.db.master.toArray();
    expect(stored.map((r) => [r.foodkey, r.purchaseprice])).toEqual([['FLOUR', 2]]);
    expect((await venue.store.itemMap()).get('FLOUR')).toMatchObject({ purchaseprice: 2 });
  });

  it('tells the user when a form save could not be stored', async () => {
    fillTheDevice();
    const { stored } = await saveAndAnnounce(venue.store, {
      type: 'single',
      foodkey: 'SUGAR',
      name: 'Sugar',
    });
    await expect(stored).rejects.toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(flashStore.get().map((message) => message.text)).toContain(
      `Sugar was not saved: ${STORAGE_FULL_TEXT}`,
    );
    expect((await venue.store.itemMap()).has('SUGAR')).toBe(false);
  });
});
