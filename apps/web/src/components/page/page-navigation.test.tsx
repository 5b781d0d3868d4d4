import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  documentNavigation,
  PageLink,
  PageNavigationProvider,
  type PageNavigation,
} from './page-navigation';

const inDocument = (pathname: string): PageNavigation => ({
  pathname,
  sameDocument: true,
  navigate: vi.fn(),
});

/** A link to /pricing on a page at / with the given navigation. */
function pricingLink(navigation: PageNavigation): HTMLElement {
  render(
    <PageNavigationProvider value={navigation}>
      <PageLink to="/pricing">Pricing</PageLink>
    </PageNavigationProvider>,
  );
  return screen.getByRole('link', { name: 'Pricing' });
}

describe('PageLink', () => {
  it('follows a left click in this document when the navigation stays in it', () => {
    const navigation = inDocument('/');
    const link = pricingLink(navigation);
    expect(link.getAttribute('href')).toBe('/pricing');
    const click = fireEvent.click(link, { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(navigation.navigate).toHaveBeenCalledWith('/pricing');
  });

  it('leaves a click with a modifier (a new tab) to the browser', () => {
    const navigation = inDocument('/');
    const link = pricingLink(navigation);
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(link, { button: 0, [modifier]: true })).toBe(true);
    }
    expect(navigation.navigate).not.toHaveBeenCalled();
  });

  it('leaves every click to the browser on a page that loads each address (a public page)', () => {
    const address = { assign: vi.fn(), replace: vi.fn() };
    const link = pricingLink(documentNavigation('/', () => address));
    // Seen after the page's own handlers: whether they kept the browser from following it
    // (then stopped here, as jsdom loads no page).
    let preventedByPage: boolean | null = null;
    const watch = (event: Event) => {
      preventedByPage = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    try {
      fireEvent.click(link, { button: 0 });
    } finally {
      window.removeEventListener('click', watch);
    }
    expect(preventedByPage).toBe(false);
    expect(address.assign).not.toHaveBeenCalled();
  });

  it('marks the link to the page in view as the current page when asked', () => {
    render(
      <PageNavigationProvider value={inDocument('/gallery')}>
        <PageLink to="/gallery" markCurrent>
          Gallery
        </PageLink>
        <PageLink to="/pricing" markCurrent>
          Pricing
        </PageLink>
        <PageLink to="/gallery">Gallery again</PageLink>
      </PageNavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Pricing' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Gallery again' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });
});

describe('documentNavigation', () => {
  it('loads the address as a new document, replacing the entry when asked', () => {
    const address = { assign: vi.fn(), replace: vi.fn() };
    const navigation = documentNavigation('/signin', () => address);
    expect(navigation).toMatchObject({ pathname: '/signin', sameDocument: false });
    void navigation.navigate('/dash');
    void navigation.navigate('/venue-select', { replace: true });
    expect(address.assign).toHaveBeenCalledWith('/dash');
    expect(address.replace).toHaveBeenCalledWith('/venue-select');
  });
});
