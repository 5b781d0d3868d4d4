import { useEffect } from 'react';
import { useLocation, useNavigation, type RouterState } from 'react-router';
import { hideSplash, showSplash } from '../../state/splash';
import { afterPaint } from '../../state/after-paint';

interface ObservableRouter {
  state: RouterState;
  subscribe(fn: (state: RouterState) => void): () => void;
}

/**
 * Shows the splash on each navigation (spec section 2), from the moment the router starts
 * it: when loaders start running, or when the location changes for a route without any.
 * The root route hides it once the new route has rendered (useHideSplashAfterRender).
 * Returns the unsubscribe function.
 */
export function attachNavigationSplash(router: ObservableRouter): () => void {
  let locationKey = router.state.location.key;
  let navigating = false;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      navigating = true;
      showSplash();
      return;
    }
    if (state.location.key !== locationKey) {
      locationKey = state.location.key;
      navigating = false;
      showSplash(); // the new route renders now; the root hides the splash after paint
      return;
    }
    if (navigating) {
      navigating = false; // the navigation ended where it started (blocked or cancelled)
      hideSplash();
    }
  });
}

/** In the root route: hides the splash once the current route has rendered and painted. */
export function useHideSplashAfterRender(): void {
  const busy = useNavigation().state !== 'idle';
  const { key } = useLocation();
  useEffect(() => {
    if (busy) return;
    return afterPaint(hideSplash);
  }, [busy, key]);
}
