import type { RouterState } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { hideSplash, showSplash, splashStore } from '../../state/splash';
import { attachNavigationSplash } from './navigation-splash';

function fakeRouter() {
  const listeners = new Set<(state: RouterState) => void>();
  const router = {
    state: {
      location: { key: 'a' },
      navigation: { state: 'idle' },
    } as unknown as RouterState,
    subscribe(fn: (state: RouterState) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    emit(locationKey: string, navigation: 'idle' | 'loading') {
      router.state = {
        location: { key: locationKey },
        navigation: { state: navigation },
      } as unknown as RouterState;
      listeners.forEach((fn) => fn(router.state));
    },
  };
  return router;
}

beforeEach(() => hideSplash());

describe('attachNavigationSplash', () => {
  it('shows the splash when loading starts and keeps it for the new route', () => {
    const router = fakeRouter();
    attachNavigationSplash(router);
    router.emit('a', 'loading');
    expect(splashStore.get()).toBe('Loading... please wait.');
    router.emit('b', 'idle');
    expect(splashStore.get()).toBe('Loading... please wait.'); // hidden by the root after paint
  });

  it('shows the splash when the location changes without loading', () => {
    const router = fakeRouter();
    attachNavigationSplash(router);
    router.emit('b', 'idle');
    expect(splashStore.get()).toBe('Loading... please wait.');
  });

  it('hides its splash when a navigation ends where it started', () => {
    const router = fakeRouter();
    attachNavigationSplash(router);
    router.emit('a', 'loading');
    router.emit('a', 'idle');
    expect(splashStore.get()).toBe('');
  });

  it('leaves a splash it did not show alone', () => {
    const router = fakeRouter();
    attachNavigationSplash(router);
    showSplash('Opening your venue...');
    router.emit('a', 'idle');
    expect(splashStore.get()).toBe('Opening your venue...');
  });

  it('stops when detached', () => {
    const router = fakeRouter();
    const detach = attachNavigationSplash(router);
    detach();
    router.emit('b', 'loading');
    expect(splashStore.get()).toBe('');
  });
});
