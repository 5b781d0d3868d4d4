import { createStore, useStore } from './create-store';

/** Text shown when the splash is opened without one (spec section 1). */
export const DEFAULT_SPLASH_TEXT = 'Loading... please wait.';

/** The splash text; the overlay is visible while it is not empty (spec section 2). */
export const splashStore = createStore('');

export function showSplash(text: string = DEFAULT_SPLASH_TEXT): void {
  splashStore.set(text);
}

export function hideSplash(): void {
  splashStore.set('');
}

export function useSplashText(): string {
  return useStore(splashStore);
}
