import type { Thumbnail, VenueStore } from '@larder/data';
import { useEffect, useState } from 'react';
import { imageCacheFor } from '../../state/venue-images';

/**
 * The cached thumbnail of an item, live: undefined while loading, null when this device has
 * none.
 */
export function useThumbnail(
  store: VenueStore | null,
  foodkey: string | null,
): Thumbnail | null | undefined {
  const id = store && foodkey ? `${store.db.name}\u0000${foodkey}` : null;
  const [state, setState] = useState<{ id: string; thumbnail: Thumbnail | null } | null>(null);
  useEffect(() => {
    if (!store || !foodkey || !id) return undefined;
    let live = true;
    let subscription: { unsubscribe(): void } | null = null;
    const show = (thumbnail: Thumbnail | null) => {
      if (live) setState({ id, thumbnail });
    };
    imageCacheFor(store).then(
      (cache) => {
        if (!live) return;
        subscription = cache.observe(foodkey).subscribe({ next: show, error: () => show(null) });
      },
      () => show(null),
    );
    return () => {
      live = false;
      subscription?.unsubscribe();
    };
  }, [store, foodkey, id]);
  if (!id) return null;
  return state?.id === id ? state.thumbnail : undefined;
}
