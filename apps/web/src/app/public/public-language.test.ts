import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { preferredLanguage, showPreferredLanguage, startPublicI18n } from './public-language';

const browserSays = (...languages: string[]) => {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
};

afterEach(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));

describe("the public pages' language", () => {
  it("is the choice made on this device, else the browser's first language Larder has", () => {
    browserSays('de-DE', 'fr-CA', 'en');
    expect(preferredLanguage()).toBe('fr');
    browserSays('es', 'en-GB');
    expect(preferredLanguage()).toBe('en');
    browserSays('pt');
    expect(preferredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(preferredLanguage()).toBe('fr');
    browserSays('fr-FR');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(preferredLanguage()).toBe('en');
  });

  it('starts in English, then switches to French for a French browser', async () => {
    browserSays('fr-CA', 'en');
    await startPublicI18n();
    expect(currentLanguage()).toBe('en');
    await showPreferredLanguage();
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('public:pricing.title')).toBe('Tarifs');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('stays in English for an English browser', async () => {
    browserSays('en-US');
    await startPublicI18n();
    await showPreferredLanguage();
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('public:pricing.title')).toBe('Pricing');
  });
});
