import { describe, expect, it } from 'vitest';
import {
  matchesRoutePattern,
  NOT_FOUND_PAGE_FILE,
  PRERENDERED_PAGE_PATHS,
  prerenderedPageFile,
  PUBLIC_PAGE_PATHS,
} from './public-pages';

describe('prerendered pages', () => {
  it('are the public pages and /signin', () => {
    expect(PRERENDERED_PAGE_PATHS).toEqual([...PUBLIC_PAGE_PATHS, '/signin']);
  });

  it('each have a file of their own in the pages folder, the home page its index', () => {
    expect(prerenderedPageFile('/')).toBe('pages/index.html');
    expect(prerenderedPageFile('/pricing')).toBe('pages/pricing/index.html');
    const files = PRERENDERED_PAGE_PATHS.map(prerenderedPageFile);
    expect(new Set([...files, NOT_FOUND_PAGE_FILE]).size).toBe(files.length + 1);
  });
});

describe('matchesRoutePattern', () => {
  it('matches a fixed path exactly', () => {
    expect(matchesRoutePattern('/dash', '/dash')).toBe(true);
    expect(matchesRoutePattern('/dash', '/dash/')).toBe(false);
    expect(matchesRoutePattern('/dash', '/dashboard')).toBe(false);
  });

  it('takes one non-empty segment for each parameter', () => {
    expect(matchesRoutePattern('/recipes/:foodkey', '/recipes/PIZZA%20DOUGH')).toBe(true);
    expect(matchesRoutePattern('/recipes/:foodkey', '/recipes/')).toBe(false);
    expect(matchesRoutePattern('/recipes/:foodkey', '/recipes/a/b')).toBe(false);
  });
});
