import { afterPaint } from '../../state/after-paint';
import type { Screen } from './screen-route';

/** Screens loaded at once during the warm-up. */
export const WARM_UP_CONCURRENCY = 4;

export interface WarmUpBrowser {
  /** Whether the service worker is in charge of the page (it then serves every file). */
  controlled(): boolean;
  /** Runs the callback once the page as drawn now has been painted. */
  afterPaint(callback: () => void): void;
  /** Runs the callback when the browser is idle (or soon, at the latest). */
  whenIdle(callback: () => void): void;
}

const browser: WarmUpBrowser = {
  controlled: () =>
    typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
  afterPaint: (callback) => void afterPaint(callback),
  whenIdle: (callback) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => callback(), { timeout: 500 })
      : setTimeout(callback, 0),
};

/**
 * Loads every screen (a module fetched the first time it opens) once the first one has been
 * painted, while the service worker is not in charge of the page: on a first visit the worker
 * takes charge only once it holds every file, and until then a screen not opened yet would not
 * open offline. A few at a time, each started when the browser is idle; nothing is loaded once
 * the worker is in charge (it serves every screen, on line or not). Returns a function that
 * stops the warm-up.
 */
export function warmScreens(
  screens: readonly Screen[],
  options: { browser?: WarmUpBrowser; concurrency?: number } = {},
): () => void {
  const { browser: at = browser, concurrency = WARM_UP_CONCURRENCY } = options;
  let stopped = false;
  let next = 0;
  const step = () => {
    if (stopped || at.controlled() || next >= screens.length) return;
    const load = screens[next++]!;
    // A screen that cannot be fetched now (offline) is fetched when it opens.
    void load()
      .catch(() => undefined)
      .then(() => at.whenIdle(step));
  };
  at.afterPaint(() => {
    for (let i = 0; i < concurrency; i++) at.whenIdle(step);
  });
  return () => {
    stopped = true;
  };
}
