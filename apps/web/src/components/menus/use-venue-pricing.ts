import { observeRecord, withoutSync, type VenueStore } from '@larder/data';
import {
  parseRecord,
  pricingSettings,
  profileSettingsSchema,
  type PricingSettings,
  type ProfileSettings,
} from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useVenue } from '../../state/venue';

/**
 * The venue's PROFILE record: the one on this device, else (until the venue's records reach
 * it) the profile the venue loaded with, so that a device that has not pulled yet neither
 * shows nor saves over other settings. Undefined while loading; null when the venue has none.
 */
export function useVenueProfile(store: VenueStore): ProfileSettings | null | undefined {
  const stored = useObservable(() => observeRecord(store, 'settings', 'PROFILE'), [store], null);
  const { current } = useVenue();
  return useMemo(() => {
    if (stored === null) return undefined;
    const parsed = stored ? parseRecord(profileSettingsSchema, withoutSync(stored)) : null;
    if (parsed?.ok) return parsed.value;
    return current?.profile ? { ...current.profile, skey: 'PROFILE' } : null;
  }, [stored, current]);
}

/**
 * The venue's menu pricing settings (operations-model §7), live, each at its default until the
 * venue sets it; undefined while the PROFILE record loads, so that no figure is drawn with
 * defaults first and the venue's own settings a moment later.
 */
export function useVenuePricing(store: VenueStore): PricingSettings | undefined {
  const profile = useVenueProfile(store);
  return useMemo(() => (profile === undefined ? undefined : pricingSettings(profile)), [profile]);
}

/**
 * The PROFILE record to save with new pricing settings: the stored one (its venue details
 * kept) with the given settings. Saved with `saveRecord('settings', ...)`.
 */
export function withPricingSettings(
  profile: ProfileSettings | null,
  settings: Partial<PricingSettings>,
): ProfileSettings {
  return { ...profile, ...settings, skey: 'PROFILE' };
}
