import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@larder/domain';
import { SCREEN_ROUTES } from './route-table';

describe("the server's sitemap pages (PUBLIC_PAGE_PATHS)", () => {
  it('are each a public route of the app, served without sign-in', () => {
    for (const path of PUBLIC_PAGE_PATHS) {
      const route = SCREEN_ROUTES.find((r) => r.path === path);
      expect(route, path).toBeDefined();
      expect(route!.handle.signIn, path).toBe(false);
    }
  });
});
