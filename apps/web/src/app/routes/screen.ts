import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { routeSummary, routeTitle, type RouteTextId } from '../route-texts/route-texts';
import type { Layout, RouteHandle } from './route-handle';

/**
 * A screen's component, fetched with its module the first time a route shows it: no screen
 * is part of the code a page loads at start.
 */
export type Screen = () => Promise<ComponentType>;

/** One screen of the spec (section 2): its path, its handle and its page. */
export interface ScreenRoute {
  path: string;
  /** Route id where the spec names the route (/auth2 is 'auth'). */
  id?: string;
  handle: RouteHandle;
  /** The screen, loaded on demand. */
  Page: Screen;
  /** A sign-in route's own guard (default requireSignIn). */
  loader?: LoaderFunction;
}

export interface ScreenOptions {
  signIn?: boolean;
  shortcuts?: boolean;
  keyParam?: string;
  Page: Screen;
  id?: string;
  loader?: LoaderFunction;
}

/**
 * A screen at `path` in `layout`; `text` names its title and summary in the catalogue, which
 * the handle reads in the interface language each time they are read.
 */
export function screen(
  path: string,
  layout: Layout,
  text: RouteTextId,
  options: ScreenOptions,
): ScreenRoute {
  const handle: RouteHandle = {
    layout,
    signIn: options.signIn ?? false,
    shortcuts: options.shortcuts ?? false,
    get title() {
      return routeTitle(text);
    },
    get summary() {
      return routeSummary(text);
    },
  };
  if (options.keyParam) handle.keyParam = options.keyParam;
  const route: ScreenRoute = { path, handle, Page: options.Page };
  if (options.id) route.id = options.id;
  if (options.loader) route.loader = options.loader;
  return route;
}
