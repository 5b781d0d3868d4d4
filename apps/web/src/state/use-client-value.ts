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
