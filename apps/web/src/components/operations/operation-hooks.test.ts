import 'fake-indexeddb/auto';
import { saveRecord, type VenueStore } from '@larder/data';
import type { EventRecord, SyncRow } from '@larder/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore } from '../catalogue/test-store';
import { estimateNumberText } from './estimate-number-text';
import { useEstimateNumbers, useEstimates } from './use-estimates';
import { useEvent, useEvents } from './use-events';
import { usePrepTicks } from './use-prep-lists';

let store: VenueStore;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ store, close } = await openTestStore());
});
afterEach(async () => {
  await close();
});

const event = (skey: string, date: string, start?: string): EventRecord => ({
  skey,
  name: `Event ${skey}`,
  type: 'birthday',
  date,
  ...(start ? { start } : {}),
  guests: 12,
  status: 'confirmed',
  lines: [{ foodkey: 'CAKE', total: 12 }],
});

describe('the kitchen operations records for the screens', () => {
  it('lists live events by day and start time, validated', async () => {
    await store.apply(saveRecord('event', event('b', '2026-06-20', '19:00')));
    await store.apply(saveRecord('event', event('a', '2026-06-20', '12:00')));
    await store.apply(saveRecord('event', event('c', '2026-06-01')));
    const { result } = renderHook(() => useEvents(store));
    await waitFor(() => expect(result.current?.map((e) => e.skey)).toEqual(['c', 'a', 'b']));
    const one = renderHook(() => useEvent(store, 'a'));
    await waitFor(() => expect(one.result.current).toMatchObject({ state: 'ready' }));
    const none = renderHook(() => useEvent(store, 'zz'));
    await waitFor(() => expect(none.result.current).toEqual({ state: 'missing' }));
  });

  it('shows an estimate as a draft until the server number arrives, then as "Estimate 7"', async () => {
    await store.apply(
      saveRecord('estimate', {
        skey: 'est-1',
        title: 'Birthday',
        date: '2026-05-01',
        status: 'draft',
        lines: [],
        extras: [],
        taxPercent: 10,
      }),
    );
    const { result } = renderHook(() => ({
      estimates: useEstimates(store),
      numbers: useEstimateNumbers(store),
    }));
    const title = () => estimateNumberText(result.current.numbers?.get('est-1'));
    await waitFor(() => expect(result.current.estimates).toHaveLength(1));
    await waitFor(() => expect(result.current.numbers).toBeDefined());
    expect(title()).toBe('Draft (not yet synced)');
    const row: SyncRow = {
      kind: 'estimate-number',
      key: 'est-1',
      gen: 0,
      hlc: '001700000000000-0000-server',
      node: 'server',
      rev: 1,
      deleted: false,
      doc: { skey: 'est-1', number: 7 },
    };
    await store.apply({ type: 'pulled', rows: [row], cursor: { epoch: 'e', rev: 1 } });
    await waitFor(() => expect(title()).toBe('Estimate 7'));
  });

  it('gives the lines ticked done on one list and day', async () => {
    const tick = (foodkey: string, done: boolean) => ({
      skey: `forecast|2026-03-06|${foodkey}`,
      list: 'forecast',
      date: '2026-03-06',
      foodkey,
      done,
    });
    await store.apply(saveRecord('prep-tick', tick('SOUP', true)));
    await store.apply(saveRecord('prep-tick', tick('CAKE', false)));
    const { result } = renderHook(() => usePrepTicks(store, 'forecast', '2026-03-06'));
    await waitFor(() => expect(result.current && [...result.current]).toEqual(['SOUP']));
  });
});
