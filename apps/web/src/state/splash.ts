import { i18n } from '../i18n/i18n';
import { createStore, useStore } from './create-store';

/** Text shown when the splash is opened without one (spec section 1), in English. */
export const DEFAULT_SPLASH_TEXT = 'Loading... please wait.';

/** The splash text; the overlay is visible while it is not empty (spec section 2). */
export const splashStore = createStore('');

/** Shows the splash; without a text, the default one in the interface language. */
export function showSplash(text: string = i18n.t('app:splash.loading')): void {
  splashStore.set(text);
}

export function hideSplash(): void {
  splashStore.set('');
}

export function useSplashText(): string {
  return useStore(splashStore);
}
