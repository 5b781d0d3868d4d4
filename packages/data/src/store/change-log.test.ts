import 'fake-indexeddb/auto';
import type { WireIssue } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveItem } from './change';
import { closeTestDevices, openTestDevice } from './test-devices';
import type { VenueStore } from './venue-store';

const TRIAL: WireIssue = {
  reason: 'trial-limit',
  path: 'type',
  params: { kind: 'recipes', limit: 25 },
};
const soup = { type: 'recipe', foodkey: 'SOUP', name: 'Soup', items: [] };
const stew = { type: 'recipe', foodkey: 'STEW', name: 'Stew', items: [] };

let store: VenueStore;
let venue = 0;

beforeEach(async () => {
  store = await openTestDevice(`log${++venue}`, 'device-l1');
});
afterEach(closeTestDevices);

describe('ChangeLog.hold: a change held back for the trial limit stays queued', () => {
  it('keeps the entry as it was, marked as held, under a new mutation id', async () => {
    await store.apply(saveItem(soup));
    const [entry] = await store.changes.pending(10);
    const [mid] = await store.changes.hold([{ entry: entry!, reason: 'trial', issue: TRIAL }], 5);
    expect(mid).toBeGreaterThan(entry!.mid!);
    const { mid: _old, ...fields } = entry!;
    expect(await store.changes.pending(10)).toEqual([
      { ...fields, mid, held: { issue: TRIAL, reason: 'trial', at: 5 } },
    ]);
    expect(await store.changes.held()).toHaveLength(1);
    expect(await store.changes.refused()).toEqual([]);
  });

  it('leaves an entry replaced meanwhile by a newer save to that save', async () => {
    await store.apply(saveItem(soup));
    const [pushed] = await store.changes.pending(10);
    await store.apply(saveItem({ ...soup, name: 'Soup of the day' }));
    expect(
      await store.changes.hold([{ entry: pushed!, reason: 'trial', issue: TRIAL }], 5),
    ).toEqual([]);
    expect(await store.changes.held()).toEqual([]);
    expect((await store.changes.pending(10)).map((e) => e.key)).toEqual(['SOUP']);
  });

  it('pending leaves out the ids it is told to skip (held in this cycle)', async () => {
    await store.apply(saveItem(soup));
    await store.apply(saveItem(stew));
    const [first] = await store.changes.pending(10);
    const mids = await store.changes.hold([{ entry: first!, reason: 'trial', issue: TRIAL }], 5);
    expect((await store.changes.pending(10, new Set(mids))).map((e) => e.key)).toEqual(['STEW']);
    expect((await store.changes.pending(1)).map((e) => e.key)).toEqual(['STEW']);
    expect((await store.changes.pending(10)).map((e) => e.key)).toEqual(['STEW', 'SOUP']);
  });
});
