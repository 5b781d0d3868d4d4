import 'fake-indexeddb/auto';
import { saveRecord, type VenueStore } from '@larder/data';
import type { SalesCount, StockCount } from '@larder/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore } from '../catalogue/test-store';
import { useSalesCounts } from './use-sales-counts';
import { useStockCount, useStockCounts } from './use-stock-counts';

let store: VenueStore;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ store, close } = await openTestStore());
});
afterEach(async () => {
  await close();
});

const stockCount = (skey: string, date: string, name = `Count ${skey}`): StockCount => ({
  skey,
  name,
  date,
  lines: [
    {
      foodkey: 'FLOUR',
      area: 'Dry store',
      qty: 2,
      unit: 'kg',
      baseQty: 2000,
      baseUnit: 'g',
      unitCost: 0.001,
    },
  ],
});

const salesCount = (skey: string, from: string, to: string): SalesCount => ({
  skey,
  name: `Sales ${skey}`,
  from,
  to,
  menu: '',
  lines: [{ foodkey: 'SOUP', unitsSold: 12 }],
});

describe('stock counts, sales counts and pricing settings for the screens', () => {
  it('lists live stock counts newest day first (operations-model §4), a deleted one left out', async () => {
    await store.apply(saveRecord('stock-count', stockCount('a', '2026-03-02')));
    await store.apply(saveRecord('stock-count', stockCount('b', '2026-03-09')));
    await store.apply(saveRecord('stock-count', stockCount('c', '2026-02-23')));
    await store.apply(saveRecord('stock-count', stockCount('d', '2026-03-09', 'A second count')));
    const { result } = renderHook(() => useStockCounts(store));
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['d', 'b', 'a', 'c']));
    await store.apply(
      saveRecord('stock-count', { ...stockCount('b', '2026-03-09'), deleted: true }),
    );
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['d', 'a', 'c']));

    const one = renderHook(() => useStockCount(store, 'a'));
    await waitFor(() =>
      expect(one.result.current).toMatchObject({ state: 'ready', count: { date: '2026-03-02' } }),
    );
    const gone = renderHook(() => useStockCount(store, 'b'));
    await waitFor(() => expect(gone.result.current).toEqual({ state: 'missing' }));
  });

  it('lists live sales counts newest period first (operations-model §7)', async () => {
    await store.apply(saveRecord('sales-count', salesCount('w1', '2026-03-02', '2026-03-08')));
    await store.apply(saveRecord('sales-count', salesCount('w2', '2026-03-09', '2026-03-15')));
    await store.apply(saveRecord('sales-count', salesCount('m', '2026-03-01', '2026-03-15')));
    const { result } = renderHook(() => useSalesCounts(store));
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['w2', 'm', 'w1']));
  });
});
