import type { LoaderFunction, RouteObject } from 'react-router';
import { NOT_FOUND_SCREEN, PUBLIC_SCREENS } from '../routes/public-screens';
import { RouteError } from '../routes/RouteError';
import { toRouteObject } from '../routes/screen-route';
import { PublicRoot } from './PublicRoot';

/** What the public router needs of the browser's address. */
export type BrowserAddress = Pick<Location, 'origin' | 'pathname' | 'search' | 'assign'>;

/**
 * A move from a public page to any other address (a screen of the app, or no page): the
 * browser loads it from the server, which sends the app, or the not-found page. The page the
 * document was loaded for (the not-found page itself) stays, as it does while the build renders
 * it (no browser, or an address of no browser's origin).
 */
export function loaderFromServer(address: () => BrowserAddress | null): LoaderFunction {
  return ({ request }) => {
    const browser = address();
    const { origin, pathname, search } = new URL(request.url);
    if (!browser || origin !== browser.origin) return null;
    if (pathname === browser.pathname && search === browser.search) return null;
    browser.assign(request.url);
    return new Promise<never>(() => undefined); // the splash stays while the browser leaves
  };
}

const loadFromServer = loaderFromServer(() =>
  typeof window === 'undefined' ? null : window.location,
);

/** The public pages' router: each page in its layout; anything else from the server. */
export const publicRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <PublicRoot />,
    errorElement: <RouteError />,
    children: [
      ...PUBLIC_SCREENS.map(toRouteObject),
      { ...toRouteObject(NOT_FOUND_SCREEN), loader: loadFromServer },
    ],
  },
];
