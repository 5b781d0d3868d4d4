import { describe, expect, it } from 'vitest';
import { isServerPath } from './server-paths';

// sync-and-security-notes section 3, item 21: the service worker never caches /api.
describe('the service worker leaves server paths to the network (checklist item 21)', () => {
  it.each([
    '/api/user',
    '/api/sync/v1/venues/v1/pull',
    '/oidc/token',
    '/auth/interaction/x',
    '/silent-renew.html',
    '/s/corner-cafe',
    '/s/corner-cafe/sitemap.xml',
    '/site-assets/ab12cd.webp',
    '/robots.txt',
    '/sitemap.xml',
  ])('%s is never cached nor answered with the app', (path) =>
    expect(isServerPath(path)).toBe(true),
  );

  it.each(['/', '/dash', '/ingredients/BUTTER', '/apis', '/authors', '/settings', '/sitemap'])(
    '%s is the app',
    (path) => expect(isServerPath(path)).toBe(false),
  );
});
