import { ImageSuggestions, type VenueStore } from '@larder/data';
import type { ImageCandidate } from '@larder/domain';
import { useCallback, useEffect, useState } from 'react';
import { imageCacheFor } from '../../state/venue-images';

export interface ImageSuggestionsState {
  /** The web pictures found for the item (none while loading, once dismissed, or never found). */
  candidates: ImageCandidate[];
  /** Drops them: not shown again, and the item is not looked up again. */
  dismiss(): Promise<void>;
}

/**
 * The web pictures the sync worker found for an ingredient with no image (product spec §4),
 * live from the venue's image database on this device.
 */
export function useImageSuggestions(
  store: VenueStore | null,
  foodkey: string | null,
): ImageSuggestionsState {
  const id = store && foodkey ? `${store.db.name}\u0000${foodkey}` : null;
  const [state, setState] = useState<{ id: string; candidates: ImageCandidate[] } | null>(null);
  useEffect(() => {
    if (!store || !foodkey || !id) return undefined;
    let live = true;
    let subscription: { unsubscribe(): void } | null = null;
    imageCacheFor(store).then(
      (cache) => {
        if (!live) return;
        subscription = new ImageSuggestions(cache.db).observe(foodkey).subscribe({
          next: (candidates) => live && setState({ id, candidates }),
          error: () => live && setState({ id, candidates: [] }),
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [store, foodkey, id]);
  const dismiss = useCallback(async () => {
    if (!store || !foodkey) return;
    const cache = await imageCacheFor(store);
    await new ImageSuggestions(cache.db).dismiss(foodkey, Date.now());
  }, [store, foodkey]);
  return { candidates: state?.id === id ? state.candidates : [], dismiss };
}
