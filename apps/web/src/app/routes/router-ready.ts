import type { RouterState } from 'react-router';

/** Resolves once the router has run its first loaders (or redirects) and can render. */
export function routerReady(router: {
  state: RouterState;
  subscribe(fn: (state: RouterState) => void): () => void;
}): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
