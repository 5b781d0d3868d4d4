import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPersistentStorage, resetPersistentStorageRequest } from './persistent-storage';
import { closeVenueData, openVenueData } from './venue-data';

afterEach(() => {
  resetPersistentStorageRequest();
  vi.unstubAllGlobals();
});

describe('persistent storage for the venues kept on the device', () => {
  it('asks the browser once to keep the data, and answers what it said', async () => {
    const persist = vi.fn(async () => true);
    const storage = { persisted: async () => false, persist };
    expect(await askPersistentStorage(storage)).toBe(true);
    expect(await askPersistentStorage(storage)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask again when the storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await askPersistentStorage({ persisted: async () => true, persist })).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers false in a browser without the Storage API, or when asking fails', async () => {
    expect(await askPersistentStorage(undefined)).toBe(false);
    resetPersistentStorageRequest();
    expect(await askPersistentStorage({})).toBe(false);
    resetPersistentStorageRequest();
    const refused = async () => Promise.reject(new Error('not allowed'));
    expect(await askPersistentStorage({ persist: refused })).toBe(false);
  });

  it('is asked for when a signed-in user opens a venue', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    try {
      await openVenueData('user-1', `venue-${Date.now()}`, 'Bistro');
      expect(persist).toHaveBeenCalledTimes(1);
    } finally {
      await closeVenueData();
    }
  });
});
