import 'fake-indexeddb/auto';
import { saveItem, type VenueStore } from '@larder/data';
import { afterEach, beforeEach } from 'vitest';
import { openTestStore } from '../components/catalogue/test-store';
import { dialogStore } from '../state/dialog';
import { clearFlashes } from '../state/flash';
import { restrictedStore } from '../state/restricted';

/** The venue store a test file works on; `store` is the one opened for the running test. */
export interface TestVenue {
  readonly store: VenueStore;
  /** Saves the items one after another, in the order given (a recipe after what it uses). */
  seed(...items: readonly object[]): Promise<void>;
}

/**
 * Gives every test of the file a fresh venue store in fake IndexedDB, made the current one:
 * before each test, restricted mode is turned off, dialogs and flash messages are cleared and
 * the store opened; after it, the flashes are cleared and the store closed. Call it at the top
 * level of a test file; a `beforeEach` registered after it runs once the store is open (to seed
 * it), an `afterEach` registered after it runs before the store closes.
 */
export function setUpTestVenue(): TestVenue {
  let opened: Awaited<ReturnType<typeof openTestStore>> | undefined;
  beforeEach(async () => {
    restrictedStore.reset();
    dialogStore.reset();
    clearFlashes();
    opened = await openTestStore();
  });
  afterEach(async () => {
    clearFlashes();
    await opened?.close();
  });
  const venue: TestVenue = {
    get store() {
      if (!opened) throw new Error('The test store opens before each test; use it inside one.');
      return opened.store;
    },
    async seed(...items) {
      for (const item of items) await venue.store.apply(saveItem(item));
    },
  };
  return venue;
}
