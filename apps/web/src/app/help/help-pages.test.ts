import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { SCREEN_ROUTES } from '../routes/route-table';
import { GENERAL_HELP_PAGE, HELP_PAGES, helpPageFor } from './help-pages';
import { helpPageFile } from './load-help-page';

/** Every file of the guide's English folder, by module path ('./pages/en/recipes.md'). */
const FILES = Object.keys(import.meta.glob('./pages/en/*.md', { query: '?raw' }));

/** Every file of the guide, in every language ('./pages/fr/recipes.md'). */
const ALL_FILES = Object.keys(import.meta.glob('./pages/*/*.md', { query: '?raw' }));

/** The page names of a language's folder. */
const pagesIn = (language: string) =>
  ALL_FILES.filter((file) => file.startsWith(`./pages/${language}/`))
    .map((file) => file.replace(/^.*\/|\.md$/g, ''))
    .sort();

/** The screens the help guide is shown on: the app layout holds the side panel. */
const APP_SCREENS = SCREEN_ROUTES.filter((route) => route.handle.layout === 'app');

/** A path the route pattern matches ('/recipes/:foodkey' -> '/recipes/K1'). */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'K1');

describe('the help pages of the screens (one table, route pattern -> markdown file)', () => {
  it('gives every signed-in screen of the app layout a page of its own', () => {
    expect(APP_SCREENS.length).toBeGreaterThan(30);
    const missing = APP_SCREENS.filter((route) => !(route.path in HELP_PAGES)).map((r) => r.path);
    expect(missing).toEqual([]);
    for (const route of APP_SCREENS) {
      expect(route.handle.signIn, route.path).toBe(true);
      expect(helpPageFor(samplePath(route.path)), route.path).toBe(HELP_PAGES[route.path]);
    }
  });

  it('names only screens of the route table', () => {
    const paths = new Set(APP_SCREENS.map((route) => route.path));
    expect(Object.keys(HELP_PAGES).filter((pattern) => !paths.has(pattern))).toEqual([]);
  });

  it('has a markdown file for every page it names, and uses every file of the folder', () => {
    const named = new Set([GENERAL_HELP_PAGE, ...Object.values(HELP_PAGES)]);
    const files = new Set(FILES);
    expect([...named].filter((page) => !files.has(helpPageFile(page)))).toEqual([]);
    expect(FILES.filter((file) => ![...named].some((page) => helpPageFile(page) === file))).toEqual(
      [],
    );
  });

  it('shares a page only between screens with the same keyboard shortcuts', () => {
    const shortcutsOf = new Map<string, Set<boolean>>();
    for (const route of APP_SCREENS) {
      const page = HELP_PAGES[route.path] ?? '';
      shortcutsOf.set(page, (shortcutsOf.get(page) ?? new Set()).add(route.handle.shortcuts));
    }
    for (const [page, flags] of shortcutsOf) expect(flags.size, page).toBe(1);
  });

  it('chooses the page by the route, whatever the key in the address', () => {
    expect(helpPageFor('/recipes')).toBe('recipes');
    expect(helpPageFor('/recipes/')).toBe('recipes');
    expect(helpPageFor('/recipes/TOMATO%20SAUCE')).toBe('recipe');
    expect(helpPageFor('/recipe-edit/PIZZA')).toBe('recipe-form');
    expect(helpPageFor('/recipe-add/new')).toBe('recipe-form');
    expect(helpPageFor('/menu')).toBe('menus');
    expect(helpPageFor('/menu-pricing')).toBe('menu-pricing');
    expect(helpPageFor('/estimates/new')).toBe('estimate');
  });

  it('shows the general page for any other address', () => {
    expect(helpPageFor('/')).toBe(GENERAL_HELP_PAGE);
    expect(helpPageFor('/no/such/page')).toBe(GENERAL_HELP_PAGE);
    expect(helpPageFor('/recipes/A/B')).toBe(GENERAL_HELP_PAGE);
  });

  it('has every page in every language: each English page has a French one, and the reverse', () => {
    const folders = new Set(ALL_FILES.map((file) => file.split('/')[2]));
    expect([...folders].sort()).toEqual([...LANGUAGES].sort());
    const english = pagesIn('en');
    expect(english.length).toBeGreaterThanOrEqual(30);
    for (const language of LANGUAGES) expect(pagesIn(language), language).toEqual(english);
  });
});
