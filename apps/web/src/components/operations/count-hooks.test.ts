import 'fake-indexeddb/auto';
import { saveRecord, type VenueStore } from '@larder/data';
import { DEFAULT_PRICING_SETTINGS, type SalesCount, type StockCount } from '@larder/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestStore } from '../catalogue/test-store';
import { usePricingSettings, useProfileRecord, withPricingSettings } from './use-pricing-settings';
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

  it('gives the default pricing settings until the venue sets them, then its own, live (operations-model §7: target 30 percent)', async () => {
    const { result } = renderHook(() => ({
      settings: usePricingSettings(store),
      profile: useProfileRecord(store),
    }));
    await waitFor(() => expect(result.current.profile).toEqual({ state: 'ready', profile: null }));
    expect(result.current.settings).toEqual(DEFAULT_PRICING_SETTINGS);
    expect(result.current.settings.targetFoodCostPercent).toBe(30);

    const venueDetails = { skey: 'PROFILE' as const, venue_name: 'Harbour', phone: '555 0101' };
    await store.apply(saveRecord('settings', venueDetails));
    await waitFor(() =>
      expect(result.current.profile).toMatchObject({ profile: { phone: '555 0101' } }),
    );
    const profile =
      result.current.profile.state === 'ready' ? result.current.profile.profile : null;
    await store.apply(
      saveRecord(
        'settings',
        withPricingSettings(profile, {
          targetFoodCostPercent: 28,
          priceEnding: '.95',
          taxPercent: 10,
        }),
      ),
    );
    await waitFor(() =>
      expect(result.current.settings).toEqual({
        targetFoodCostPercent: 28,
        priceEnding: '.95',
        taxPercent: 10,
        pricesIncludeTax: true,
      }),
    );
    // The venue's details are kept beside its pricing settings.
    expect(await store.db.settings.get('PROFILE')).toMatchObject({
      venue_name: 'Harbour',
      phone: '555 0101',
      targetFoodCostPercent: 28,
    });
  });

  it('refuses a tax of 100 percent in the pricing settings, naming the field, and keeps the old ones', async () => {
    await store.apply(saveRecord('settings', withPricingSettings(null, { taxPercent: 10 })));
    await expect(
      store.apply(saveRecord('settings', withPricingSettings(null, { taxPercent: 100 }))),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      details: [expect.objectContaining({ reason: 'field-too-large', path: 'taxPercent' })],
    });
    const { result } = renderHook(() => usePricingSettings(store));
    await waitFor(() => expect(result.current.taxPercent).toBe(10));
  });
});
