import { listEntries, type CategoryListKey, type NamedEntry } from '@larder/domain';
import { observeRecord, withoutSync, type VenueStore } from '@larder/data';
import { useObservable } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useVenue } from '../../state/venue';
import { venueList } from '../../state/venue-lists';

export interface CategoryList {
  entries: NamedEntry[];
  /** The settings record as stored on this device (without sync data); null before one is. */
  record: Record<string, unknown> | null;
}

/**
 * A category list (IC, RC) or the storage areas (SA), live from the venue's settings record;
 * until that record is on this device, the list the venue loaded with. Undefined while loading.
 */
export function useCategoryList(store: VenueStore, key: CategoryListKey): CategoryList | undefined {
  const stored = useObservable(() => observeRecord(store, 'settings', key), [store, key], null);
  const { current } = useVenue();
  return useMemo(() => {
    if (stored === null) return undefined;
    if (!stored) return { entries: venueList(current, key), record: null };
    const record = withoutSync(stored);
    return { entries: listEntries(key, record), record };
  }, [stored, current, key]);
}
