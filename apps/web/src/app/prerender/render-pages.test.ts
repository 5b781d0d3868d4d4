import {
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_PATH_SLOT,
  PRERENDERED_PAGE_PATHS,
  prerenderedPageFile,
} from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { currentLanguage, i18n } from '../../i18n/i18n';
import { PUBLIC_ENGLISH } from '../public/public-catalogues';
import { appRoutePatterns, renderPublicPages } from './render-pages';

describe('renderPublicPages', () => {
  it('renders each public page and /signin in its layout, with its title, description and canonical path', async () => {
    const pages = await renderPublicPages();
    expect(pages.map((page) => page.file)).toEqual([
      ...PRERENDERED_PAGE_PATHS.map(prerenderedPageFile),
      NOT_FOUND_PAGE_FILE,
    ]);
    const pricing = pages.find((page) => page.path === '/pricing')!;
    expect(pricing.head).toContain('<title>Pricing · Larder</title>');
    expect(pricing.head).toContain('<link rel="canonical" href="/pricing" />');
    expect(pricing.head).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    expect(pricing.body).toContain('data-testid="layout-home"');
    expect(pricing.body).toMatch(/<h1[^>]*>Pricing<\/h1>/);
    const terms = pages.find((page) => page.path === '/terms')!;
    expect(terms.body).toContain('data-testid="layout-default"');
    expect(pages.find((page) => page.path === '/')!.head).toContain('<title>Larder</title>');
  });

  it('renders the not-found page with the slot for the address and no canonical link', async () => {
    const notFound = (await renderPublicPages()).find((page) => page.file === NOT_FOUND_PAGE_FILE)!;
    expect(notFound.path).toBeNull();
    expect(notFound.head).toContain('<meta name="robots" content="noindex" />');
    expect(notFound.head).not.toContain('canonical');
    expect(notFound.body).toContain(NOT_FOUND_PATH_SLOT);
    expect(notFound.body).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });
});

describe('the texts of the prerendered pages', () => {
  it("come only from the catalogues of the public pages' bundle (a text from any other fails here)", async () => {
    const everything = i18n.store.data.en ?? {};
    i18n.store.data.en = { ...PUBLIC_ENGLISH };
    try {
      const pages = await renderPublicPages();
      expect(pages.find((page) => page.path === '/gallery')!.body).toContain('Gallery');
    } finally {
      i18n.store.data.en = everything;
    }
  });

  it('are English whatever the language was', async () => {
    await i18n.changeLanguage('fr');
    const pages = await renderPublicPages();
    expect(currentLanguage()).toBe('en');
    expect(pages.find((page) => page.path === '/signin')!.body).toMatch(
      /<h1[^>]*>Sign in to Larder<\/h1>/,
    );
  });
});

describe('appRoutePatterns', () => {
  it("lists the app's screens, not the public pages or the catch-all", () => {
    const patterns = appRoutePatterns();
    expect(patterns).toContain('/dash');
    expect(patterns).toContain('/recipes/:foodkey');
    expect(patterns).toContain('/auth2');
    for (const path of [...PRERENDERED_PAGE_PATHS, '*']) expect(patterns).not.toContain(path);
  });
});
