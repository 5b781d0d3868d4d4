import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { LocalKeys } from '../db/local-keys';
import { ImageCache } from '../images/image-cache';
import { saveItem } from '../store/change';
import { VenueSession } from '../store/venue-session';
import type { VenueStore } from '../store/venue-store';
import type { SyncApi } from '../sync/sync-api';
import type { UserApi } from '../sync/user-api';
import { workerFirstCycleDeps } from './first-cycle-deps';

async function openVenue(userId: string, venueId: string): Promise<VenueSession> {
  const session = new VenueSession();
  await session.open({ userId, venueId, newClientId: () => `device-${venueId}`, now: Date.now });
  return session;
}

describe("the sync worker's first cycle on this device", () => {
  it("lists the user's venue databases here, the open one first, no thumbnails nor other users", async () => {
    const open = await openVenue('worker-u1', 'v-open');
    const other = await openVenue('worker-u1', 'v-other');
    const elsewhere = await openVenue('worker-u2', 'v-theirs');
    const images = await ImageCache.open('larder_worker-u1_v-other');
    const deps = workerFirstCycleDeps({
      userId: 'worker-u1',
      venueId: 'v-open',
      store: open.current!,
      keys: {} as LocalKeys,
      users: {} as UserApi,
      api: {} as SyncApi,
      legacy: null,
      units: () => undefined,
      newClientId: () => 'device-x',
      now: Date.now,
      refreshOffset: async () => undefined,
      emit: () => undefined,
    });
    expect((await deps.localVenueIds()).sort()).toEqual(['v-open', 'v-other']);
    images.close();
    for (const s of [open, other, elsewhere]) await s.close();
  });

  it('works on the open store for its venue, and opens and closes the store of another', async () => {
    const open = await openVenue('worker-u3', 'v-open');
    const deps = workerFirstCycleDeps({
      userId: 'worker-u3',
      venueId: 'v-open',
      store: open.current!,
      keys: {} as LocalKeys,
      users: {} as UserApi,
      api: {} as SyncApi,
      legacy: null,
      units: () => undefined,
      newClientId: () => 'device-new',
      now: Date.now,
      refreshOffset: async () => undefined,
      emit: () => undefined,
    });
    expect(await deps.withVenue('v-open', async (store) => store === open.current)).toBe(true);
    let used: VenueStore | null = null;
    await deps.withVenue('v-new', async (store) => {
      used = store;
      await store.apply(saveItem({ type: 'single', foodkey: 'SALT', name: 'Salt' }));
    });
    expect(used!.db.isOpen()).toBe(false);
    const again = await openVenue('worker-u3', 'v-new');
    expect(await again.current!.db.master.get('SALT')).toMatchObject({ name: 'Salt' });
    await again.close();
    await open.close();
  });
});
