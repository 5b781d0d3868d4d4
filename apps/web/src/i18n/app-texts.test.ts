import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { describe, expect, it } from 'vitest';
import { APP_TEXTS } from './app-texts';
import { ENGLISH } from './catalogues-en';
import { FRENCH } from './catalogues-fr';
import { FRAME_NAMESPACES } from './namespaces';

/** An i18next started as the app starts the shared instance, in `language`. */
async function startedAsTheApp(language: 'en' | 'fr') {
  const instance = i18next.createInstance();
  await instance.use(resourcesToBackend(APP_TEXTS.load!)).init({
    resources: APP_TEXTS.bundled ?? {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    ns: [...APP_TEXTS.namespaces!],
  });
  return instance;
}

describe('APP_TEXTS', () => {
  it("bundles the frame's English and no screen's", () => {
    expect(Object.keys(APP_TEXTS.bundled ?? {})).toEqual(['en']);
    expect(Object.keys(APP_TEXTS.bundled!.en!).sort()).toEqual([...FRAME_NAMESPACES].sort());
    for (const namespace of FRAME_NAMESPACES) {
      expect(APP_TEXTS.bundled!.en![namespace], namespace).toEqual(ENGLISH[namespace]);
    }
    expect(APP_TEXTS.namespaces).toEqual(FRAME_NAMESPACES);
  });

  it("loads a screen's catalogue only when the screen asks for it", async () => {
    const instance = await startedAsTheApp('en');
    expect(instance.hasLoadedNamespace('app')).toBe(true);
    expect(instance.hasLoadedNamespace('dashboard')).toBe(false);
    expect(instance.getResourceBundle('en', 'dashboard')).toBeUndefined();

    await instance.loadNamespaces('dashboard');
    expect(instance.getResourceBundle('en', 'dashboard')).toEqual(ENGLISH.dashboard);
    expect(instance.getResourceBundle('en', 'recipes')).toBeUndefined();
  });

  it("fetches the frame's French at start, and a screen's French with English beside it", async () => {
    const instance = await startedAsTheApp('fr');
    expect(instance.getResourceBundle('fr', 'app')).toEqual(FRENCH.app);
    expect(instance.getResourceBundle('fr', 'menus')).toBeUndefined();

    await instance.loadNamespaces('menus');
    expect(instance.getResourceBundle('fr', 'menus')).toEqual(FRENCH.menus);
    expect(instance.getResourceBundle('en', 'menus')).toEqual(ENGLISH.menus);
  });
});
