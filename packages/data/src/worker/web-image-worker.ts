import type { ImageCache } from '../images/image-cache';
import { httpImageSearchApi } from '../images/image-search-api';
import { ImageSuggestions } from '../images/image-suggestions';
import {
  startWebImageLookups,
  timerWait,
  type WebImageLookupOptions,
  type WebImageLookupRun,
} from '../images/web-image-lookups';
import type { VenueStore } from '../store/venue-store';
import type { SyncHttpOptions } from '../sync/sync-api';

/**
 * The sync worker's web image lookups (product spec §4: the first cycle, after the patch and
 * legacy steps, "then fetch web images"): beside the loop, never holding it up; offline (the
 * worker's navigator.onLine) none.
 */
export function startWorkerWebImageLookups(
  store: VenueStore,
  images: ImageCache,
  http: SyncHttpOptions,
  venueId: string,
  /** The tests' clock and network state: the 30 to 90 s waits and navigator.onLine unless given. */
  overrides: Partial<Pick<WebImageLookupOptions, 'wait' | 'online' | 'random'>> = {},
): WebImageLookupRun {
  const run = startWebImageLookups({
    venueId,
    items: async () => (await store.itemMap()).values(),
    suggestions: new ImageSuggestions(images.db),
    api: httpImageSearchApi(http),
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    random: Math.random,
    wait: timerWait,
    now: Date.now,
    ...overrides,
  });
  // A venue closed mid-run (sign-out, another venue opened) ends it; the next run goes on.
  run.ended.catch(() => undefined);
  return run;
}
