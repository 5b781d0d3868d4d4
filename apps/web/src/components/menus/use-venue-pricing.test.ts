import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import { DEFAULT_PRICING_SETTINGS } from '@larder/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpTestVenue } from '../../test/test-venue';
import { useVenuePricing, useVenueProfile, withPricingSettings } from './use-venue-pricing';

const venue = setUpTestVenue();

describe('the venue pricing settings', () => {
  it('gives the default pricing settings until the venue sets them, then its own, live (operations-model §7: target 30 percent)', async () => {
    const { result } = renderHook(() => ({
      settings: useVenuePricing(venue.store),
      profile: useVenueProfile(venue.store),
    }));
    await waitFor(() => expect(result.current.profile).toBeNull());
    expect(result.current.settings).toEqual(DEFAULT_PRICING_SETTINGS);
    expect(result.current.settings?.targetFoodCostPercent).toBe(30);

    const venueDetails = { skey: 'PROFILE' as const, venue_name: 'Harbour', phone: '555 0101' };
    await venue.store.apply(saveRecord('settings', venueDetails));
    await waitFor(() => expect(result.current.profile).toMatchObject({ phone: '555 0101' }));
    const profile = result.current.profile ?? null;
    await venue.store.apply(
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
    expect(await venue.store.db.settings.get('PROFILE')).toMatchObject({
      venue_name: 'Harbour',
      phone: '555 0101',
      targetFoodCostPercent: 28,
    });
  });

  it('refuses a tax of 100 percent in the pricing settings, naming the field, and keeps the old ones', async () => {
    await venue.store.apply(saveRecord('settings', withPricingSettings(null, { taxPercent: 10 })));
    await expect(
      venue.store.apply(saveRecord('settings', withPricingSettings(null, { taxPercent: 100 }))),
    ).rejects.toMatchObject({
      code: 'record-invalid',
      details: [expect.objectContaining({ reason: 'field-too-large', path: 'taxPercent' })],
    });
    const { result } = renderHook(() => useVenuePricing(venue.store));
    await waitFor(() => expect(result.current?.taxPercent).toBe(10));
  });
});
