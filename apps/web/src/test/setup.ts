import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { ENGLISH } from '../i18n/catalogues-en';
import { FRENCH } from '../i18n/catalogues-fr';
import { i18n, startI18n } from '../i18n/i18n';

// The interface in English, French at hand for the tests that switch to it. A text a screen
// asks for that no catalogue has fails the test that draws it.
await startI18n({
  bundled: { en: ENGLISH, fr: FRENCH },
  language: 'en',
  onMissing: (namespace, key, language) => {
    throw new Error(`The text ${namespace}:${key} is missing from the ${language} catalogue.`);
  },
});

// findBy and waitFor wait up to 5 s: a screen drawn after a save on a busy machine (two test
// workers on two cores) can take more than the library's default second.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    writable: true,
    value: ResizeObserverStub,
  });
}

// Mantine's autosize textarea listens for font loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => {},
      removeEventListener: () => {},
      ready: Promise.resolve(),
    },
  });
}

// jsdom has no Worker: the nutrition handlers run in-process over a small food file. Loaded
// after the test file's own imports, so a file that installs fake-indexeddb does so before
// the data layer (and Dexie) first load.
beforeAll(async () => {
  const { installTestNutrition } = await import('../components/nutrition/test-nutrition');
  installTestNutrition();
});

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

afterEach(async () => {
  cleanup();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
