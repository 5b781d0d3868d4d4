import { currentLanguage, i18n, languageChoice, startI18n } from '../../i18n/i18n';
import { isLanguage, type Language } from '../../i18n/languages';
import { loadPublicFrench, PUBLIC_ENGLISH } from './public-catalogues';
import { PUBLIC_PAGE_NAMESPACES, type PublicCatalogues } from './public-page-namespaces';

/** The public pages' catalogues of each language besides English, fetched when needed. */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<PublicCatalogues>>> = {
  fr: loadPublicFrench,
};

/**
 * The texts of a public page as its HTML was prerendered: English, from the catalogues in the
 * public pages' bundle. The page hydrates in it, so the first render matches the HTML.
 */
export async function startPublicI18n(): Promise<void> {
  await startI18n({
    bundled: { en: PUBLIC_ENGLISH },
    language: 'en',
    namespaces: PUBLIC_PAGE_NAMESPACES,
  });
  if (currentLanguage() !== 'en') await i18n.changeLanguage('en');
}

/** The browser's first language the interface has ('fr-CA, en' -> 'fr'); else English. */
function browserLanguage(): Language {
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? [])];
  if (tags.length === 0 && typeof navigator !== 'undefined') tags.push(navigator.language);
  for (const tag of tags) {
    const base = (tag ?? '').toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language the visitor reads: the choice made on this device, else the browser's. */
export function preferredLanguage(): Language {
  const choice = languageChoice();
  return choice === 'browser' ? browserLanguage() : choice;
}

/**
 * Once the page is hydrated, draws it again in the visitor's language when that is not
 * English, with the public pages' catalogues of that language (fetched now). Should they not
 * arrive (offline, before the service worker holds them), the page stays in English.
 */
export async function showPreferredLanguage(): Promise<void> {
  const language = preferredLanguage();
  if (language === currentLanguage()) return;
  if (language !== 'en') {
    try {
      const catalogues = await LOADERS[language]();
      for (const [namespace, texts] of Object.entries(catalogues)) {
        i18n.addResourceBundle(language, namespace, texts, true, true);
      }
    } catch {
      return;
    }
  }
  await i18n.changeLanguage(language);
}
