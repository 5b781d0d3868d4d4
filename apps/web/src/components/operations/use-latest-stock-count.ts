import { observeRecords, type VenueStore } from '@larder/data';
import { stockCountSchema } from '@larder/domain';
import { useSyncExternalStore } from 'react';
import { latestCountSource, type LatestCountSource } from './latest-count-source';
import { storedList } from './stored-record';

const sources = new WeakMap<VenueStore, LatestCountSource>();

/** The one latest-count source of a venue's store, shared by every screen. */
function sourceOf(store: VenueStore): LatestCountSource {
  let source = sources.get(store);
  if (!source) {
    source = latestCountSource((next) => {
      const subscription = observeRecords(store, 'stock-count').subscribe((records) =>
        next(storedList(stockCountSchema, records)),
      );
      return () => subscription.unsubscribe();
    });
    sources.set(store, source);
  }
  return source;
}

/**
 * The venue's latest stock count (operations-model §3: the order list's on hand), reloaded
 * with the 10 s stock reload debounce after counts change (product spec §9); null when there
 * is none, undefined while loading.
 */
export function useLatestStockCount(store: VenueStore) {
  const source = sourceOf(store);
  return useSyncExternalStore(source.subscribe, source.get, source.get);
}
