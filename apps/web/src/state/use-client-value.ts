import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * A value only the browser knows (session storage, the address): `serverValue` while a page
 * prerendered on the server is hydrated, so the first render matches its HTML, then `value`.
 * A page rendered in the browser alone gets `value` at once.
 */
export function useClientValue<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    unchanging,
    () => value,
    () => serverValue,
  );
}

/**
 * False while a page prerendered on the server is being hydrated (its first render matches
 * its HTML), true from then on and at once in a page rendered in the browser alone. A control
 * whose handler only hydration attaches waits for it: a press before would do nothing.
 */
export function useHydrated(): boolean {
  return useClientValue(true, false);
}
