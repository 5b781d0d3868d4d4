import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import type { SalesCount, StockCount } from '@larder/domain';
import { FLOUR_COUNTED_CHEAPER_LINE } from '@larder/domain/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpTestVenue } from '../../test/test-venue';
import { useSalesCounts } from './use-sales-counts';
import { useStockCount, useStockCounts } from './use-stock-counts';

const venue = setUpTestVenue();

const stockCount = (skey: string, date: string, name = `Count ${skey}`): StockCount => ({
  skey,
  name,
  date,
  lines: [FLOUR_COUNTED_CHEAPER_LINE],
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
    await venue.store.apply(saveRecord('stock-count', stockCount('a', '2026-03-02')));
    await venue.store.apply(saveRecord('stock-count', stockCount('b', '2026-03-09')));
    await venue.store.apply(saveRecord('stock-count', stockCount('c', '2026-02-23')));
    await venue.store.apply(
      saveRecord('stock-count', stockCount('d', '2026-03-09', 'A second count')),
    );
    const { result } = renderHook(() => useStockCounts(venue.store));
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['d', 'b', 'a', 'c']));
    await venue.store.apply(
      saveRecord('stock-count', { ...stockCount('b', '2026-03-09'), deleted: true }),
    );
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['d', 'a', 'c']));

    const one = renderHook(() => useStockCount(venue.store, 'a'));
    await waitFor(() =>
      expect(one.result.current).toMatchObject({ state: 'ready', count: { date: '2026-03-02' } }),
    );
    const gone = renderHook(() => useStockCount(venue.store, 'b'));
    await waitFor(() => expect(gone.result.current).toEqual({ state: 'missing' }));
  });

  it('lists live sales counts newest period first (operations-model §7)', async () => {
    await venue.store.apply(
      saveRecord('sales-count', salesCount('w1', '2026-03-02', '2026-03-08')),
    );
    await venue.store.apply(
      saveRecord('sales-count', salesCount('w2', '2026-03-09', '2026-03-15')),
    );
    await venue.store.apply(saveRecord('sales-count', salesCount('m', '2026-03-01', '2026-03-15')));
    const { result } = renderHook(() => useSalesCounts(venue.store));
    await waitFor(() => expect(result.current?.map((c) => c.skey)).toEqual(['w2', 'm', 'w1']));
  });
});
