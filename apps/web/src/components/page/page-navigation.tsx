import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/** How the page in view moves to another address. */
export interface PageNavigation {
  /** The path of the page in view. */
  pathname: string;
  /** Opens `to`, in this document (the app's router) or by loading it (a public page). */
  navigate(to: string, options?: { replace?: boolean }): void | Promise<void>;
  /** Whether `navigate` stays in this document: a link's click is then handled here. */
  sameDocument: boolean;
}

/** What a document navigation needs of the browser's address. */
export type DocumentAddress = Pick<Location, 'assign' | 'replace'>;

/**
 * Navigation by loading each address as a new document: the public pages, which hold no
 * router, and whose links the server answers with the page or with the app.
 */
export function documentNavigation(
  pathname: string,
  address: () => DocumentAddress = () => window.location,
): PageNavigation {
  return {
    pathname,
    sameDocument: false,
    navigate(to, { replace = false } = {}) {
      if (replace) address().replace(to);
      else address().assign(to);
    },
  };
}

const PageNavigationContext = createContext<PageNavigation | null>(null);

/** Gives the pages below how they navigate (the app's router, or the document). */
export const PageNavigationProvider = PageNavigationContext.Provider;

/** The navigation of the page in view; a new document's where no provider gives one. */
export function usePageNavigation(): PageNavigation {
  const given = useContext(PageNavigationContext);
  return (
    given ?? documentNavigation(typeof window === 'undefined' ? '/' : window.location.pathname)
  );
}

/** A click the browser should handle itself: another button, or a modifier for a new tab. */
function isOwnClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

export interface PageLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The address opened. */
  to: string;
  /** Marks the link as the current page (aria-current) when it is the page in view. */
  markCurrent?: boolean;
}

/**
 * A link to another page: a plain anchor, followed in this document when the navigation
 * stays in it (a left click without modifiers), else loaded by the browser.
 */
export function PageLink({ to, markCurrent = false, onClick, ...anchor }: PageLinkProps) {
  const navigation = usePageNavigation();
  const current = markCurrent && navigation.pathname === to ? 'page' : undefined;
  return (
    <a
      {...anchor}
      href={to}
      aria-current={current}
      onClick={(event) => {
        onClick?.(event);
        if (!navigation.sameDocument || isOwnClick(event)) return;
        event.preventDefault();
        void navigation.navigate(to);
      }}
    />
  );
}
