import { NOT_FOUND_PATH_SLOT } from '@larder/domain';
import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { renderPublicPages } from '../prerender/render-pages';
import { routerReady } from '../routes/router-ready';
import { hydratePublicPage } from './hydrate-public-page';
import { showPreferredLanguage } from './public-language';
import { publicRoutes } from './public-routes';

// The test runner loads react-router/dom over a second copy of react-router (the bundle has
// one): the page's hooks would not see its router. The router's own provider stands in.
vi.mock('react-router/dom', async () => ({
  RouterProvider: (await import('react-router')).RouterProvider,
}));

const roots: HTMLElement[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) root.remove();
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

/** The page at `path` as the build writes it, hydrated as the browser does. */
async function hydrateAt(path: string) {
  const pages = await renderPublicPages();
  const page = pages.find((candidate) => (candidate.path ?? NOT_FOUND_PATH_SLOT) === path)!;
  // The build's own HTML (no user text), placed as the browser parses it.
  const container = document.createElement('div');
  document.body.append(container);
  container.append(document.createRange().createContextualFragment(page.body));
  roots.push(container);
  const prerendered = container.innerHTML;
  const router = createMemoryRouter(publicRoutes, { initialEntries: [path] });
  await routerReady(router);
  const mismatches: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  let hydrated: Promise<void> = Promise.resolve();
  act(() => {
    hydrated = hydratePublicPage(container, router, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  await hydrated;
  return { container, prerendered, mismatches, consoleErrors };
}

/** The markup with Mantine's field ids as one: after hydration it draws new random ones. */
const withoutIds = (html: string) =>
  html.replace(/(id|for|aria-[a-z]+)="mantine-[^"-]+/g, '$1="mantine-id');

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

describe('a prerendered public page in the browser', () => {
  it.each(['/', '/pricing', '/contact', '/terms', '/signin', NOT_FOUND_PATH_SLOT])(
    '%s hydrates in English with the markup of its HTML',
    async (path) => {
      const { container, prerendered, mismatches, consoleErrors } = await hydrateAt(path);
      expect(mismatches).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(withoutIds(container.innerHTML)).toBe(withoutIds(prerendered));
    },
  );

  it('is drawn again in French after hydration for a visitor who chose French', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    const { container, mismatches } = await hydrateAt('/pricing');
    expect(heading(container)).toBe('Pricing');
    await act(() => showPreferredLanguage());
    expect(mismatches).toEqual([]);
    expect(heading(container)).toBe('Tarifs');
    expect(container.textContent?.replace(/\s/g, ' ')).toContain('399,95 $');
    expect(document.documentElement.lang).toBe('fr');
  });
});
