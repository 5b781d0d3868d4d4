/**
 * Paths the service worker never answers from its caches nor with the app: the server's API
 * and provider, the provider's sign-in pages (/auth/...), the silent sign-in page loaded
 * in a frame (sync-and-security-notes section 3, item 21), the venues' public websites and
 * their assets (/s/{tag}, /site-assets/), and robots.txt and sitemap.xml, which the server
 * writes.
 */
export const SERVER_PATHS: readonly RegExp[] = [
  /^\/api\//,
  /^\/oidc\//,
  /^\/auth\//,
  /^\/silent-renew\./,
  /^\/s\//,
  /^\/site-assets\//,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
];

/** Whether the service worker must leave a request for `pathname` to the network. */
export const isServerPath = (pathname: string): boolean =>
  SERVER_PATHS.some((pattern) => pattern.test(pathname));
