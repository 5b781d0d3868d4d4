import type { ResourceLanguage } from 'i18next';

/** Each catalogue of each language, a chunk of its own: `../locales/fr/menus.json`. */
const FILES = import.meta.glob<ResourceLanguage>('../locales/*/*.json', { import: 'default' });

/**
 * One catalogue, fetched the first time a screen asks for it (i18next's backend): a screen
 * loads its own texts and no other screen's. An unknown one is empty.
 */
export async function loadCatalogueFile(
  language: string,
  namespace: string,
): Promise<ResourceLanguage> {
  const load = FILES[`../locales/${language}/${namespace}.json`];
  return load ? load() : {};
}
