import type { StockCount } from '@larder/domain';
import { latestStockCount } from './stock-on-hand';
import { STOCK_RELOAD_DEBOUNCE_MS, stockReload, type StockReload } from './stock-reload';

/** Watches the venue's stock counts: calls `next` with every new list; answers the stop. */
export type WatchCounts = (next: (counts: readonly StockCount[]) => void) => () => void;

/**
 * The latest stock count as the screens read it (operations-model §3, §4): shared by every
 * reader, watching the counts while someone reads them, reloaded with the stock reload
 * debounce (product spec §9) after a change; `undefined` until the counts are first read.
 */
export interface LatestCountSource {
  subscribe(listener: () => void): () => void;
  get(): StockCount | null | undefined;
}

export function latestCountSource(
  watch: WatchCounts,
  delayMs: number = STOCK_RELOAD_DEBOUNCE_MS,
): LatestCountSource {
  let value: StockCount | null | undefined;
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  let reload: StockReload<StockCount | null> | null = null;
  const publish = (latest: StockCount | null) => {
    if (latest === value) return;
    value = latest;
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        // Watching again after nobody read: the first list is taken at once.
        const started = stockReload(publish, delayMs);
        reload = started;
        stop = watch((counts) => started.push(latestStockCount(counts)));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stop) return;
        stop();
        stop = null;
        reload?.cancel();
        reload = null;
      };
    },
    get: () => value,
  };
}
