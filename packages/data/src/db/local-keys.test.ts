import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS_DB, LocalKeys, patchVersionKey, UWP_SYNC_COUNT_KEY } from './local-keys';

describe("the device's keys (product spec §3 local browser keys)", () => {
  it('names them patchVersion_{userId} and uwpSyncCount', () => {
    expect(patchVersionKey('u42')).toBe('patchVersion_u42');
    expect(UWP_SYNC_COUNT_KEY).toBe('uwpSyncCount');
  });

  it('keeps numbers across openings, null when none is stored', async () => {
    await Dexie.delete(LOCAL_KEYS_DB);
    const keys = await LocalKeys.open();
    expect(await keys.number(patchVersionKey('u1'))).toBeNull();
    await keys.setNumber(patchVersionKey('u1'), 39);
    await keys.setNumber(UWP_SYNC_COUNT_KEY, 1);
    keys.close();
    const again = await LocalKeys.open();
    expect(await again.number(patchVersionKey('u1'))).toBe(39);
    expect(await again.number(patchVersionKey('u2'))).toBeNull();
    expect(await again.number(UWP_SYNC_COUNT_KEY)).toBe(1);
    again.close();
  });
});
