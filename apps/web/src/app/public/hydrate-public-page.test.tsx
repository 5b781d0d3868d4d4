import { NOT_FOUND_PATH_SLOT } from '@larder/domain';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/languages';
import { renderPublicPages } from '../prerender/render-pages';
import { hydratePublicPage } from './hydrate-public-page';
import { showPreferredLanguage } from './public-language';
import { publicScreenAt } from './public-routes';
import { PublicRoot } from './PublicRoot';

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
  const route = publicScreenAt(path);
  const Page = await route.Page();
  const mismatches: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  let hydrated: Promise<void> = Promise.resolve();
  act(() => {
    hydrated = hydratePublicPage(container, <PublicRoot route={route} path={path} Page={Page} />, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  await hydrated;
  return { container, prerendered, mismatches, consoleErrors };
}

const heading = (container: HTMLElement) => container.querySelector('h1')?.textContent;

/** A page's HTML once hydrated: its buttons, disabled in the HTML (BusyButton), pressable. */
const pressable = (html: string) => html.replace(/(<button[^>]*?) disabled=""/g, '$1');

describe('a prerendered public page in the browser', () => {
  it.each(['/', '/pricing', '/contact', '/terms', '/signin', NOT_FOUND_PATH_SLOT])(
    '%s hydrates in English with the markup of its HTML',
    async (path) => {
      const { container, prerendered, mismatches, consoleErrors } = await hydrateAt(path);
      expect(mismatches).toEqual([]);
      expect(consoleErrors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(pressable(prerendered));
    },
  );

  it.each([
    ['/signin', 'Sign in'],
    ['/contact', 'Send message'],
  ])('%s: its button cannot be pressed before hydration, only after', async (path, name) => {
    const { container, prerendered } = await hydrateAt(path);
    const before = document.createRange().createContextualFragment(prerendered);
    const button = (root: ParentNode) =>
      [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    expect(button(before)?.disabled).toBe(true);
    expect(button(container)?.disabled).toBe(false);
  });

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
