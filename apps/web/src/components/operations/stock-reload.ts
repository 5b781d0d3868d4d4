/**
 * Stock reload debounce (product spec §9, operations-model §4): after a change to the stock
 * counts, the stock data the screens use is reloaded once the counts have been quiet this long.
 */
export const STOCK_RELOAD_DEBOUNCE_MS = 10_000;

/** Takes every new value of the stock data; hands on the first at once, later ones debounced. */
export interface StockReload<T> {
  /** A new value: the first is published at once, a later one after `delayMs` of quiet. */
  push(value: T): void;
  /** Drops a value waiting to be published. */
  cancel(): void;
}

/**
 * The debounce of the stock data (product spec §9): the first value (the stock data as the
 * venue opens) is published at once; each later one restarts a wait of `delayMs`, and only the
 * last value of a burst of changes is published when the wait ends.
 */
export function stockReload<T>(
  publish: (value: T) => void,
  delayMs: number = STOCK_RELOAD_DEBOUNCE_MS,
): StockReload<T> {
  let first = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    push(value) {
      if (first) {
        first = false;
        publish(value);
        return;
      }
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        publish(value);
      }, delayMs);
    },
    cancel,
  };
}
