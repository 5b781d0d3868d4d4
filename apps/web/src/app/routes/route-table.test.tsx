import { describe, expect, it } from 'vitest';
import type { Layout } from './route-handle';
import type { RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { sessionStore, setSignedIn, setSignedOut } from '../../state/session';
import { requireSignIn } from './require-sign-in';
import { routes, SCREEN_ROUTES, signedInGroup } from './route-table';

type Row = [path: string, layout: Layout, signIn: boolean, shortcuts: boolean];

/** Spec section 2, route by route. */
const SPEC_ROUTES: Row[] = [
  // Public routes (no sign-in).
  ['/', 'home', false, false],
  ['/gallery', 'home', false, false],
  ['/pricing', 'home', false, false],
  ['/contact', 'home', false, false],
  ['/terms', 'default', false, false],
  ['/privacy', 'default', false, false],
  ['/signin', 'default', false, false],
  ['*', 'default', false, false],
  // Sign-in landing.
  ['/auth2', 'default', true, false],
  // Sign-in required, no app layout.
  ['/venue-select', 'default', true, false],
  ['/venue-add', 'default', true, false],
  ['/venue-edit/:id', 'default', true, false],
  // Sign-in required, app layout, keyboard shortcuts on.
  ['/dash', 'app', true, true],
  ['/ingredients', 'app', true, true],
  ['/ingredients/:foodkey', 'app', true, true],
  ['/ingredients-list-editor', 'app', true, true],
  ['/menu-pricing', 'app', true, true],
  ['/recipes', 'app', true, true],
  ['/recipes/:foodkey', 'app', true, true],
  ['/recipe-scaler/:foodkey', 'app', true, true],
  ['/packaging-items', 'app', true, true],
  ['/packaging-items/:foodkey', 'app', true, true],
  ['/suppliers', 'app', true, true],
  ['/suppliers/:skey', 'app', true, true],
  ['/planner', 'app', true, true],
  ['/estimates', 'app', true, true],
  ['/menu', 'app', true, true],
  ['/menu/:skey', 'app', true, true],
  ['/inventory-editor', 'app', true, true],
  ['/subscription-manage', 'app', true, true],
  ['/categories-editor', 'app', true, true],
  ['/settings', 'app', true, true],
  ['/restricted-reset', 'app', true, true],
  // Sign-in required, app layout, no shortcuts.
  ['/ingredient-add/:key', 'app', true, false],
  ['/ingredient-edit/:foodkey', 'app', true, false],
  ['/recipe-add/:key', 'app', true, false],
  ['/recipe-edit/:foodkey', 'app', true, false],
  ['/packaging-item-add/:key', 'app', true, false],
  ['/packaging-item-edit/:foodkey', 'app', true, false],
  ['/supplier-add/:key', 'app', true, false],
  ['/supplier-edit/:skey', 'app', true, false],
  ['/menu-add/:key', 'app', true, false],
  ['/menu-edit/:skey', 'app', true, false],
  ['/event-editor', 'app', true, false],
  ['/costing-editor', 'app', true, false],
  // Beyond section 2: the supplier price list import (product spec §5).
  ['/price-list-import/:skey', 'app', true, false],
  // Beyond section 2: the printable prep and order lists (operations-model §2, §3).
  ['/prep-list', 'app', true, true],
  ['/order-list', 'app', true, true],
  // Beyond section 2: one estimate's editor (operations-model §6).
  ['/estimates/:skey', 'app', true, false],
];

describe('route table', () => {
  it('holds exactly the routes of spec section 2 with their layout, sign-in and shortcuts', () => {
    const table: Row[] = SCREEN_ROUTES.map((r) => [
      r.path,
      r.handle.layout,
      r.handle.signIn,
      r.handle.shortcuts,
    ]);
    const byPath = (a: Row, b: Row) => a[0].localeCompare(b[0]);
    expect([...table].sort(byPath)).toEqual([...SPEC_ROUTES].sort(byPath));
  });

  it('has no duplicate paths', () => {
    const paths = SCREEN_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names /auth2 "auth"', () => {
    expect(SCREEN_ROUTES.find((r) => r.path === '/auth2')?.id).toBe('auth');
  });

  it('gives every screen a title and a summary', () => {
    for (const route of SCREEN_ROUTES) {
      expect(route.handle.title, route.path).not.toBe('');
      expect(route.handle.summary, route.path).not.toBe('');
    }
  });

  it('keys every route with a param by that param', () => {
    for (const route of SCREEN_ROUTES) {
      const param = /:(\w+)/.exec(route.path)?.[1];
      expect(route.handle.keyParam, route.path).toBe(param);
    }
  });

  it('guards exactly the sign-in-required routes with a loader', () => {
    const [root] = routes;
    const guarded = (route: RouteObject, within: boolean): [string, boolean, boolean][] =>
      route.path === undefined && route.children
        ? route.children.flatMap((child) => guarded(child, within || Boolean(route.loader)))
        : [
            [
              route.path ?? '',
              (route.handle as { signIn: boolean }).signIn,
              within || typeof route.loader === 'function',
            ],
          ];
    const rows = (root?.children ?? []).flatMap((child) => guarded(child, false));
    expect(rows).toHaveLength(SCREEN_ROUTES.length);
    for (const [path, signIn, hasGuard] of rows) expect(hasGuard, path).toBe(signIn);
  });

  it('runs no loader again on a move within the signed-in group while signed in', () => {
    expect(signedInGroup.loader).toBe(requireSignIn);
    const args = {} as ShouldRevalidateFunctionArgs;
    sessionStore.reset();
    expect(signedInGroup.shouldRevalidate?.(args)).toBe(true);
    setSignedIn({ homeAccountId: 'h', localAccountId: 'l', username: 'sam@bistro.example' });
    expect(signedInGroup.shouldRevalidate?.(args)).toBe(false);
    setSignedOut();
    expect(signedInGroup.shouldRevalidate?.(args)).toBe(true);
  });
});
