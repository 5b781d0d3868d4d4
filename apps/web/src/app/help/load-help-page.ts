/**
 * The guide's markdown, one chunk per page: a page's text is fetched the first time it is
 * shown, so none of it is in the app's first bundle.
 */
const PAGES = import.meta.glob<string>('./pages/*.md', { query: '?raw', import: 'default' });

/** The module path of a page of `pages/`. */
export const helpPageFile = (page: string): string => `./pages/${page}.md`;

/** The markdown of a help page; refused for a page that has no file. */
export function loadHelpPage(page: string): Promise<string> {
  const load = PAGES[helpPageFile(page)];
  return load ? load() : Promise.reject(new Error(`There is no help page ${page}.`));
}
