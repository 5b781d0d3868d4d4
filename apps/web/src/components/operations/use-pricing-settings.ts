import { observeRecord, type VenueStore } from '@larder/data';
import {
  DEFAULT_PRICING_SETTINGS,
  pricingSettings,
  profileSettingsSchema,
  type PricingSettings,
  type ProfileSettings,
} from '@larder/domain';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { storedAs } from './stored-record';

export type ProfileState =
  | { state: 'loading' }
  /** The venue's PROFILE record, validated; null when it has none (or it is not valid). */
  | { state: 'ready'; profile: ProfileSettings | null };

/** The venue's PROFILE settings record, live (its venue details and pricing settings). */
export function useProfileRecord(store: VenueStore): ProfileState {
  const record = useObservable(() => observeRecord(store, 'settings', 'PROFILE'), [store], null);
  return useMemo<ProfileState>(
    () =>
      record === null
        ? { state: 'loading' }
        : { state: 'ready', profile: storedAs(profileSettingsSchema, record) },
    [record],
  );
}

/**
 * The venue's menu pricing settings (operations-model §7), live: target food cost percent,
 * price ending, tax percent and whether prices include tax, each at its default (30 percent,
 * '.00', 0 percent, yes) until the venue sets it, and while the record loads.
 */
export function usePricingSettings(store: VenueStore): PricingSettings {
  const profile = useProfileRecord(store);
  return useMemo(
    () => (profile.state === 'ready' ? pricingSettings(profile.profile) : DEFAULT_PRICING_SETTINGS),
    [profile],
  );
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
