import { ingredientsToLookUp, webImageLookupDelay, type CatalogueItem } from '@larder/domain';
import { ImageSearchError, type ImageSearchApi } from './image-search-api';
import type { ImageSuggestions } from './image-suggestions';

/** Why a run of web image lookups ended. */
export type LookupRunEnd =
  | 'done'
  | 'stopped'
  /** navigator.onLine was false, or a search did not reach the server. */
  | 'offline'
  /** The server has no image search configured (409 ERR_IMAGE_SEARCH_OFF). */
  | 'search-off'
  /** The server asked to slow down (429), or refused the token: the next run goes on. */
  | 'refused';

export interface WebImageLookupOptions {
  venueId: string;
  /** The venue's items as they are now (read again before each lookup). */
  items(): Promise<Iterable<CatalogueItem>>;
  suggestions: ImageSuggestions;
  api: ImageSearchApi;
  /** navigator.onLine of the worker. */
  online(): boolean;
  /** A number in [0, 1): the random source of the delay. */
  random(): number;
  /** Waits `ms`; resolves early (false) when the run is stopped. */
  wait(ms: number, signal: AbortSignal): Promise<boolean>;
  now(): number;
  /** Each ingredient looked up, with how many pictures were found. */
  onLookup?(foodkey: string, found: number): void;
}

/** A running series of lookups. */
export interface WebImageLookupRun {
  stop(): void;
  readonly ended: Promise<LookupRunEnd>;
}

/** A wait of `ms` on timers, cut short by `signal`. */
export function timerWait(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve(false);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', cancel);
      resolve(true);
    }, ms);
    const cancel = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', cancel, { once: true });
  });
}

/**
 * The web image lookups of the first cycle (product spec §4, "then fetch web images"; §9):
 * each live ingredient with no image and not looked up yet, one at a time, each after a
 * random wait of 30 to 90 s, by its name. What is found is kept as suggestions for that
 * ingredient, never as its image. None while offline: the run ends when navigator.onLine is
 * false or a search does not reach the server, and when the server has no image search.
 */
export function startWebImageLookups(options: WebImageLookupOptions): WebImageLookupRun {
  const controller = new AbortController();
  const { signal } = controller;

  const run = async (): Promise<LookupRunEnd> => {
    const pending = ingredientsToLookUp(
      await options.items(),
      await options.suggestions.lookedUp(),
    );
    for (const { foodkey } of pending) {
      if (!options.online()) return 'offline';
      if (!(await options.wait(webImageLookupDelay(options.random), signal))) return 'stopped';
      if (!options.online()) return 'offline';
      // The ingredient as it is now: renamed, given a picture or deleted meanwhile.
      const [now] = ingredientsToLookUp(
        [...(await options.items())].filter((item) => item.foodkey === foodkey),
        await options.suggestions.lookedUp(),
      );
      if (!now) continue;
      let candidates;
      try {
        candidates = await options.api.search(options.venueId, now.name);
      } catch (error) {
        if (!(error instanceof ImageSearchError)) throw error;
        if (error.status === 0) return 'offline';
        if (error.code === 'ERR_IMAGE_SEARCH_OFF') return 'search-off';
        if (error.status === 429 || error.status === 401) return 'refused';
        // The provider failed for this name: it is tried again at the next run.
        continue;
      }
      if (signal.aborted) return 'stopped';
      await options.suggestions.put(foodkey, candidates, options.now());
      options.onLookup?.(foodkey, candidates.length);
    }
    return 'done';
  };

  return { stop: () => controller.abort(), ended: run() };
}
