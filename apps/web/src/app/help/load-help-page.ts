import { currentLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

/**
 * The guide's markdown, one chunk per page and language (`pages/<language>/<page>.md`): a
 * page's text is fetched the first time it is shown, so none of it is in the app's first bundle.
 */
const PAGES = import.meta.glob<string>('./pages/*/*.md', { query: '?raw', import: 'default' });

/** The module path of a page of `pages/<language>/`. */
export const helpPageFile = (page: string, language: Language = 'en'): string =>
  `./pages/${language}/${page}.md`;

/**
 * The markdown of a help page in `language` (the interface's by default), in English where
 * that language has no such page; refused for a page that has no file.
 */
export function loadHelpPage(
  page: string,
  language: Language = currentLanguage(),
): Promise<string> {
  const load = PAGES[helpPageFile(page, language)] ?? PAGES[helpPageFile(page, 'en')];
  return load ? load() : Promise.reject(new Error(`There is no help page ${page}.`));
}
