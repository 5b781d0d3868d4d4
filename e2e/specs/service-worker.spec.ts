import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const swPath = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

// sync-and-security-notes section 3, item 21: the service worker never caches /api.
describe('the built service worker (checklist item 21)', () => {
  const sw = readFileSync(swPath, 'utf8');

  it('never caches /api: server paths go to the network only', () => {
    const route =
      /registerRoute\(\s*\(\{\s*url:\s*\w+\s*\}\)\s*=>\s*([^,]+),\s*new \w+\.NetworkOnly/.exec(sw);
    expect(route, 'a NetworkOnly route for server paths').not.toBeNull();
    const test = new Function(
      'url',
      `return ${route![1]!.replace(/\b\w+\.pathname/, 'url.pathname')};`,
    ) as (url: URL) => boolean;
    for (const path of [
      '/api/user',
      '/api/sync/v1/venues/v/pull',
      '/oidc/token',
      '/auth/interaction/x',
    ]) {
      expect(test(new URL(path, 'https://larder.test')), path).toBe(true);
    }
    expect(test(new URL('/ingredients', 'https://larder.test'))).toBe(false);
  });

  it('precaches no server path and never answers one with the app', () => {
    const precached = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]!);
    expect(precached.length).toBeGreaterThan(0);
    expect(precached.filter((url) => /^\/?(api|oidc|auth)\//.test(url))).toEqual([]);
    expect(sw).toMatch(/denylist:\s*\[[^\]]*\/\^\\\/api\\\/\//);
  });
});
