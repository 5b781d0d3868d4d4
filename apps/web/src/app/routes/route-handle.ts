import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../route-texts/route-texts';

/** Page layouts (spec section 2): public 'home', signed-in 'app', and the plain default. */
export type Layout = 'home' | 'app' | 'default';

/** The app's name, the same in every language. */
export const APP_NAME = 'Larder';

/** What the route table says about each route (React Router `handle`). */
export interface RouteHandle {
  layout: Layout;
  /** The route needs a signed-in user; signed-out visitors go to /signin. */
  signIn: boolean;
  /** Keyboard shortcuts (Alt+key, F1) are active on this route. */
  shortcuts: boolean;
  /** The screen's name, shown in its heading and the document title (interface language). */
  readonly title: string;
  /** What the screen does, in a sentence (shown while the screen is not built yet). */
  readonly summary: string;
  /** Route param whose value keys the page: a new value re-creates the page. */
  keyParam?: string;
}

/** Used where no route matched a handle (the root error page). */
export const FALLBACK_HANDLE: RouteHandle = {
  layout: 'default',
  signIn: false,
  shortcuts: false,
  title: APP_NAME,
  summary: '',
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  if (typeof value !== 'object' || value === null) return false;
  const handle = value as Partial<RouteHandle>;
  return (
    (handle.layout === 'home' || handle.layout === 'app' || handle.layout === 'default') &&
    typeof handle.signIn === 'boolean' &&
    typeof handle.shortcuts === 'boolean' &&
    typeof handle.title === 'string'
  );
}

/** The document title of a screen: 'Pricing · Larder'; the home page is 'Larder'. */
export function documentTitle(title: string): string {
  return title === APP_NAME || title === routeTitle('home') ? APP_NAME : `${title} · ${APP_NAME}`;
}

/**
 * Keeps the document title that of the current screen, in the interface language: a change
 * of language draws the caller again, which reads the screen's title anew.
 */
export function useDocumentTitle(title: string): void {
  useTranslation('app');
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
