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
