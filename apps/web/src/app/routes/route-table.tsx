import type { RouteObject } from 'react-router';
import { withTexts } from '../../i18n/load-texts';
import { authLandingLoader } from './auth-landing-loader';
import { requireSignIn } from './require-sign-in';
import { isSignedIn } from '../../state/session';
import type { RouteTextId } from '../route-texts/route-texts';
import { RouteError } from './RouteError';
import { Root } from './Root';
import { NOT_FOUND_SCREEN, PUBLIC_SCREENS } from './public-screens';
import { screen, toRouteObject, type Screen, type ScreenRoute } from './screen-route';
import {
  AuthLandingPage,
  BulkEditorPage,
  CategoriesEditorPage,
  CostingEditorPage,
  DashboardPage,
  EstimateEditorPage,
  EstimatesPage,
  EventEditorPage,
  IngredientAddPage,
  IngredientDetailPage,
  IngredientEditPage,
  IngredientsPage,
  InventoryEditorPage,
  MenuAddPage,
  MenuDetailPage,
  MenuEditPage,
  MenuPricingRoute,
  MenusPage,
  OrderListPage,
  PackagingAddPage,
  PackagingDetailPage,
  PackagingEditPage,
  PackagingItemsPage,
  PlannerPage,
  PrepListPage,
  PriceListImportPage,
  RecipeAddPage,
  RecipeDetailPage,
  RecipeEditPage,
  RecipeScalerPage,
  RecipesPage,
  RestrictedResetPage,
  SettingsPage,
  SubscriptionPage,
  SupplierAddPage,
  SupplierDetailPage,
  SupplierEditPage,
  SuppliersPage,
  VenueAddPage,
  VenueEditPage,
  VenueSelectPage,
} from './screens';

export type { ScreenRoute };

/** Signed-in screen in the app layout; `shortcuts` says whether keyboard shortcuts are on. */
function app(
  path: string,
  text: RouteTextId,
  shortcuts: boolean,
  keyParam: string | undefined,
  Page: Screen,
): ScreenRoute {
  return screen(path, 'app', text, {
    signIn: true,
    shortcuts,
    ...(keyParam ? { keyParam } : {}),
    Page,
  });
}

/** A public page as the app draws it (after sign-out, from a link): with the public texts. */
const withPublicTexts = (route: ScreenRoute): ScreenRoute => ({
  ...route,
  Page: withTexts(['public'], route.Page),
});

/**
 * The route table: every route of spec section 2 with its layout, sign-in requirement and
 * shortcuts flag. The router, the layouts, the sign-in guard and the shortcuts all read it.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Public routes (no sign-in).
  ...PUBLIC_SCREENS.map(withPublicTexts),

  // Sign-in landing.
  screen('/auth2', 'default', 'authLanding', {
    signIn: true,
    id: 'auth',
    Page: AuthLandingPage,
    loader: authLandingLoader,
  }),

  // Sign-in required, no app layout.
  screen('/venue-select', 'default', 'venueSelect', { signIn: true, Page: VenueSelectPage }),
  screen('/venue-add', 'default', 'venueAdd', { signIn: true, Page: VenueAddPage }),
  screen('/venue-edit/:id', 'default', 'venueEdit', {
    signIn: true,
    keyParam: 'id',
    Page: VenueEditPage,
  }),

  // Sign-in required, app layout, keyboard shortcuts on.
  app('/dash', 'dashboard', true, undefined, DashboardPage),
  app('/ingredients', 'ingredients', true, undefined, IngredientsPage),
  app('/ingredients/:foodkey', 'ingredient', true, 'foodkey', IngredientDetailPage),
  app('/ingredients-list-editor', 'ingredientListEditor', true, undefined, BulkEditorPage),
  app('/menu-pricing', 'menuPricing', true, undefined, MenuPricingRoute),
  app('/recipes', 'recipes', true, undefined, RecipesPage),
  app('/recipes/:foodkey', 'recipe', true, 'foodkey', RecipeDetailPage),
  app('/recipe-scaler/:foodkey', 'recipeScaler', true, 'foodkey', RecipeScalerPage),
  app('/packaging-items', 'packagingItems', true, undefined, PackagingItemsPage),
  app('/packaging-items/:foodkey', 'packagingItem', true, 'foodkey', PackagingDetailPage),
  app('/suppliers', 'suppliers', true, undefined, SuppliersPage),
  app('/suppliers/:skey', 'supplier', true, 'skey', SupplierDetailPage),
  app('/planner', 'planner', true, undefined, PlannerPage),
  app('/estimates', 'estimates', true, undefined, EstimatesPage),
  app('/menu', 'menus', true, undefined, MenusPage),
  app('/menu/:skey', 'menu', true, 'skey', MenuDetailPage),
  app('/inventory-editor', 'inventory', true, undefined, InventoryEditorPage),
  app('/subscription-manage', 'subscription', true, undefined, SubscriptionPage),
  app('/categories-editor', 'categories', true, undefined, CategoriesEditorPage),
  app('/settings', 'settings', true, undefined, SettingsPage),
  app('/restricted-reset', 'restrictedReset', true, undefined, RestrictedResetPage),

  // Beyond section 2: the printable prep and order lists of the side panels (operations-model
  // §2, §3), with the manual prep lists and the menu forecast.
  app('/prep-list', 'prepList', true, undefined, PrepListPage),
  app('/order-list', 'orderList', true, undefined, OrderListPage),

  // Sign-in required, app layout, no shortcuts (editors: keys are typed here).
  app('/ingredient-add/:key', 'ingredientAdd', false, 'key', IngredientAddPage),
  app('/ingredient-edit/:foodkey', 'ingredientEdit', false, 'foodkey', IngredientEditPage),
  app('/recipe-add/:key', 'recipeAdd', false, 'key', RecipeAddPage),
  app('/recipe-edit/:foodkey', 'recipeEdit', false, 'foodkey', RecipeEditPage),
  app('/packaging-item-add/:key', 'packagingItemAdd', false, 'key', PackagingAddPage),
  app('/packaging-item-edit/:foodkey', 'packagingItemEdit', false, 'foodkey', PackagingEditPage),
  app('/supplier-add/:key', 'supplierAdd', false, 'key', SupplierAddPage),
  app('/supplier-edit/:skey', 'supplierEdit', false, 'skey', SupplierEditPage),
  // Beyond section 2: a supplier's price list import (product spec §5), from its page.
  app('/price-list-import/:skey', 'priceListImport', false, 'skey', PriceListImportPage),
  // Beyond section 2: one estimate's editor, print view and PDF (operations-model §6).
  app('/estimates/:skey', 'estimate', false, 'skey', EstimateEditorPage),
  app('/menu-add/:key', 'menuAdd', false, 'key', MenuAddPage),
  app('/menu-edit/:skey', 'menuEdit', false, 'skey', MenuEditPage),
  app('/event-editor', 'eventEditor', false, undefined, EventEditorPage),
  app('/costing-editor', 'costingEditor', false, undefined, CostingEditorPage),

  // Any other path.
  withPublicTexts(NOT_FOUND_SCREEN),
];

/** A sign-in route without a guard of its own: it sits in the signed-in group. */
const inSignedInGroup = (route: ScreenRoute) => route.handle.signIn && !route.loader;

/**
 * The group of sign-in routes guarded by requireSignIn. Its loader runs when the group is
 * entered, and again on a move within it only when nobody is signed in any more (signed in,
 * it would let the move through anyway): a move between two screens of the app then runs no
 * loader, and the next screen is drawn at once, with no pending-navigation render between.
 */
export const signedInGroup: RouteObject = {
  id: 'signed-in',
  loader: requireSignIn,
  shouldRevalidate: () => !isSignedIn(),
  children: SCREEN_ROUTES.filter(inSignedInGroup).map(toRouteObject),
};

/** The router's routes: one root (layouts and shared pieces) holding every screen. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      ...SCREEN_ROUTES.filter((route) => !inSignedInGroup(route)).map(toRouteObject),
      signedInGroup,
    ],
  },
];
