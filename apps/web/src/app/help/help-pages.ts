import { matchPath } from 'react-router';

/** The page shown for any screen the table below does not name. */
export const GENERAL_HELP_PAGE = 'general';

/**
 * The help guide's page of each screen (product issue "The first minute and the daily habits",
 * item 2): a route pattern of the route table (`routes/route-table.tsx`) to the name of a
 * markdown file of `pages/`. Every screen of the app layout has one (tested); screens that
 * share a page share their purpose and their keyboard shortcuts.
 */
export const HELP_PAGES: Readonly<Record<string, string>> = {
  '/dash': 'dashboard',
  '/ingredients': 'ingredients',
  '/ingredients/:foodkey': 'ingredient',
  '/ingredient-add/:key': 'ingredient-form',
  '/ingredient-edit/:foodkey': 'ingredient-form',
  '/ingredients-list-editor': 'bulk-editor',
  '/recipes': 'recipes',
  '/recipes/:foodkey': 'recipe',
  '/recipe-add/:key': 'recipe-form',
  '/recipe-edit/:foodkey': 'recipe-form',
  '/recipe-scaler/:foodkey': 'recipe-scaler',
  '/packaging-items': 'packaging',
  '/packaging-items/:foodkey': 'packaging',
  '/packaging-item-add/:key': 'packaging-form',
  '/packaging-item-edit/:foodkey': 'packaging-form',
  '/suppliers': 'suppliers',
  '/suppliers/:skey': 'suppliers',
  '/supplier-add/:key': 'supplier-form',
  '/supplier-edit/:skey': 'supplier-form',
  '/price-list-import/:skey': 'price-list-import',
  '/menu': 'menus',
  '/menu/:skey': 'menus',
  '/menu-add/:key': 'menu-form',
  '/menu-edit/:skey': 'menu-form',
  '/menu-pricing': 'menu-pricing',
  '/costing-editor': 'costing-editor',
  '/planner': 'planner',
  '/event-editor': 'event-editor',
  '/estimates': 'estimates',
  '/estimates/:skey': 'estimate',
  '/prep-list': 'prep-list',
  '/order-list': 'order-list',
  '/inventory-editor': 'inventory',
  '/categories-editor': 'categories',
  '/settings': 'settings',
  '/subscription-manage': 'subscription',
  '/restricted-reset': 'restricted-reset',
};

const PATTERNS = Object.entries(HELP_PAGES);

/** The help page of the screen at `pathname`; the general page for any other. */
export function helpPageFor(pathname: string): string {
  for (const [pattern, page] of PATTERNS) {
    if (matchPath({ path: pattern, end: true }, pathname)) return page;
  }
  return GENERAL_HELP_PAGE;
}
