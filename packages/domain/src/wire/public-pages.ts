/**
 * The product's public pages (product spec §2 "Public routes"): what a search engine may read,
 * listed in the server's sitemap.xml. The web app's route table serves each of them without
 * sign-in (tested there).
 */
export const PUBLIC_PAGE_PATHS = ['/', '/gallery', '/pricing', '/contact', '/terms', '/privacy'];

/**
 * Paths robots never need: the server's API, the sign-in provider and the sign-in landing.
 * The public pages and /signin stay readable (a page blocked here cannot be indexed).
 */
export const ROBOTS_DISALLOWED_PATHS = ['/api/', '/oidc/', '/auth/', '/auth2'];

/**
 * The pages the web build prerenders to HTML (the public pages and /signin): each paints with
 * no script, and the server sends it for its path instead of the app.
 */
export const PRERENDERED_PAGE_PATHS = [...PUBLIC_PAGE_PATHS, '/signin'];

/** Where the built web app keeps the prerendered pages, inside its folder. */
export const PRERENDERED_PAGES_FOLDER = 'pages';

/** The built file of a prerendered page: 'pages/index.html', 'pages/pricing/index.html'. */
export function prerenderedPageFile(path: string): string {
  return path === '/'
    ? `${PRERENDERED_PAGES_FOLDER}/index.html`
    : `${PRERENDERED_PAGES_FOLDER}${path}/index.html`;
}

/** The built not-found page, sent with status 404 for an address that is no page. */
export const NOT_FOUND_PAGE_FILE = `${PRERENDERED_PAGES_FOLDER}/404.html`;

/**
 * The address the prerendered not-found page shows as the one that was asked for: the server
 * writes the requested path (HTML-escaped) in its place.
 */
export const NOT_FOUND_PATH_SLOT = '/larder-requested-path';

/**
 * The paths of the app's own screens, as route patterns ('/recipes/:foodkey'), kept by the
 * build beside the pages: the server sends the app for them and the not-found page for the rest.
 */
export const APP_ROUTES_FILE = `${PRERENDERED_PAGES_FOLDER}/app-routes.json`;

/** Whether a path matches a route pattern: each ':name' stands for one non-empty segment. */
export function matchesRoutePattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return false;
  return want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]));
}
