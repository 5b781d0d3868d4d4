import type { RouteObject } from 'react-router';
import { authLandingLoader } from './auth-landing-loader';
import { requireSignIn } from './require-sign-in';
import { isSignedIn } from '../../state/session';
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
  title: string,
  summary: string,
  shortcuts: boolean,
  keyParam: string | undefined,
  Page: Screen,
): ScreenRoute {
  return screen(path, 'app', title, summary, {
    signIn: true,
    shortcuts,
    ...(keyParam ? { keyParam } : {}),
    Page,
  });
}

/**
 * The route table: every route of spec section 2 with its layout, sign-in requirement and
 * shortcuts flag. The router, the layouts, the sign-in guard and the shortcuts all read it.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Public routes (no sign-in).
  ...PUBLIC_SCREENS,

  // Sign-in landing.
  screen(
    '/auth2',
    'default',
    'Finishing sign-in',
    'Completes sign-in after your identity provider sends you back, then opens your venue.',
    { signIn: true, id: 'auth', Page: AuthLandingPage, loader: authLandingLoader },
  ),

  // Sign-in required, no app layout.
  screen(
    '/venue-select',
    'default',
    'Choose a venue',
    'Pick which of your venues to work in when you own more than one.',
    { signIn: true, Page: VenueSelectPage },
  ),
  screen(
    '/venue-add',
    'default',
    'Add a venue',
    'Create a venue: its name, address, currency and nutrition label format.',
    { signIn: true, Page: VenueAddPage },
  ),
  screen(
    '/venue-edit/:id',
    'default',
    'Venue profile',
    "Edit the venue's profile: name, contact details, currency, label format and website.",
    { signIn: true, keyParam: 'id', Page: VenueEditPage },
  ),

  // Sign-in required, app layout, keyboard shortcuts on.
  app(
    '/dash',
    'Dashboard',
    'Your venue at a glance: food cost, recent price changes, incomplete items and sync status.',
    true,
    undefined,
    DashboardPage,
  ),
  app(
    '/ingredients',
    'Ingredients',
    'Every ingredient with its supplier, purchase price and cost per gram, millilitre or each.',
    true,
    undefined,
    IngredientsPage,
  ),
  app(
    '/ingredients/:foodkey',
    'Ingredient',
    'One ingredient: purchase details, conversions, allergens, nutrition and price history.',
    true,
    'foodkey',
    IngredientDetailPage,
  ),
  app(
    '/ingredients-list-editor',
    'Ingredient list editor',
    'Edit many ingredients at once in a grid: prices, pack sizes, suppliers and codes.',
    true,
    undefined,
    BulkEditorPage,
  ),
  app(
    '/menu-pricing',
    'Menu pricing',
    'Set selling prices from target food-cost percentages and see the margin on every dish.',
    true,
    undefined,
    MenuPricingRoute,
  ),
  app(
    '/recipes',
    'Recipes',
    'All recipes with yield, cost per portion, allergens and what is still missing.',
    true,
    undefined,
    RecipesPage,
  ),
  app(
    '/recipes/:foodkey',
    'Recipe',
    'One recipe: its lines, method, yield, cost, allergens and nutrition label.',
    true,
    'foodkey',
    RecipeDetailPage,
  ),
  app(
    '/recipe-scaler/:foodkey',
    'Recipe scaler',
    'Scale a recipe to a new yield or batch size, with quantities shown in sensible units.',
    true,
    'foodkey',
    RecipeScalerPage,
  ),
  app(
    '/packaging-items',
    'Packaging items',
    'Containers, wraps and labels with their cost per each, ready to add to recipes.',
    true,
    undefined,
    PackagingItemsPage,
  ),
  app(
    '/packaging-items/:foodkey',
    'Packaging item',
    'One packaging item: purchase details, pack sizes and the recipes that use it.',
    true,
    'foodkey',
    PackagingDetailPage,
  ),
  app(
    '/suppliers',
    'Suppliers',
    'Suppliers with contact details, ordering days and the items they supply.',
    true,
    undefined,
    SuppliersPage,
  ),
  app(
    '/suppliers/:skey',
    'Supplier',
    'One supplier: contact details, ordering notes and the items bought from them.',
    true,
    'skey',
    SupplierDetailPage,
  ),
  app(
    '/planner',
    'Planner',
    'Plan events by type (table bookings, set menus, weddings, catering and more).',
    true,
    undefined,
    PlannerPage,
  ),
  app(
    '/estimates',
    'Estimates',
    'Price an event or catering job from its recipes and packaging, and share the estimate.',
    true,
    undefined,
    EstimatesPage,
  ),
  app(
    '/menu',
    'Menus',
    'Menus with their dishes, selling prices and food-cost percentages.',
    true,
    undefined,
    MenusPage,
  ),
  app(
    '/menu/:skey',
    'Menu',
    'One menu: its dishes with cost per serving, selling price, food cost and allergens.',
    true,
    'skey',
    MenuDetailPage,
  ),
  app(
    '/inventory-editor',
    'Inventory',
    'Count stock by storage area, value it at current prices and compare two counts.',
    true,
    undefined,
    InventoryEditorPage,
  ),
  app(
    '/subscription-manage',
    'Subscription',
    'Your Pro plan: how many venues it covers, when it renews and how you pay.',
    true,
    undefined,
    SubscriptionPage,
  ),
  app(
    '/categories-editor',
    'Categories',
    'Name and order the categories and storage areas that group your items.',
    true,
    undefined,
    CategoriesEditorPage,
  ),
  app(
    '/settings',
    'Settings',
    'Units, currency, nutrition label format, restricted mode and other venue settings.',
    true,
    undefined,
    SettingsPage,
  ),
  app(
    '/restricted-reset',
    'Reset restricted mode',
    'Reset the restricted-mode code with a reset code sent to you by e-mail.',
    true,
    undefined,
    RestrictedResetPage,
  ),

  // Beyond section 2: the printable prep and order lists of the side panels (operations-model
  // §2, §3), with the manual prep lists and the menu forecast.
  app(
    '/prep-list',
    'Prep list',
    'Recipes to prepare for a saved list, an event or the menu forecast, with batches and ticks.',
    true,
    undefined,
    PrepListPage,
  ),
  app(
    '/order-list',
    'Order list',
    'What to buy for the prep list, per supplier, in whole purchase units, with costs.',
    true,
    undefined,
    OrderListPage,
  ),

  // Sign-in required, app layout, no shortcuts (editors: keys are typed here).
  app(
    '/ingredient-add/:key',
    'New ingredient',
    'Add an ingredient: name, supplier, purchase price, pack size and conversions.',
    false,
    'key',
    IngredientAddPage,
  ),
  app(
    '/ingredient-edit/:foodkey',
    'Edit ingredient',
    'Change an ingredient; every recipe that uses it is re-costed when you save.',
    false,
    'foodkey',
    IngredientEditPage,
  ),
  app(
    '/recipe-add/:key',
    'New recipe',
    'Add a recipe: ingredients, sub-recipes and packaging, with yield and method.',
    false,
    'key',
    RecipeAddPage,
  ),
  app(
    '/recipe-edit/:foodkey',
    'Edit recipe',
    'Change a recipe; recipes that use it as a sub-recipe are re-costed when you save.',
    false,
    'foodkey',
    RecipeEditPage,
  ),
  app(
    '/packaging-item-add/:key',
    'New packaging item',
    'Add a packaging item with its purchase price and pack size.',
    false,
    'key',
    PackagingAddPage,
  ),
  app(
    '/packaging-item-edit/:foodkey',
    'Edit packaging item',
    'Change a packaging item; recipes that use it are re-costed when you save.',
    false,
    'foodkey',
    PackagingEditPage,
  ),
  app(
    '/supplier-add/:key',
    'New supplier',
    'Add a supplier with contact details and ordering notes.',
    false,
    'key',
    SupplierAddPage,
  ),
  app(
    '/supplier-edit/:skey',
    'Edit supplier',
    'Change or rename a supplier; its ingredients follow the change.',
    false,
    'skey',
    SupplierEditPage,
  ),
  // Beyond section 2: a supplier's price list import (product spec §5), from its page.
  app(
    '/price-list-import/:skey',
    'Import price list',
    "Update a supplier's prices from a CSV or XLSX price list, checked row by row first.",
    false,
    'skey',
    PriceListImportPage,
  ),
  // Beyond section 2: one estimate's editor, print view and PDF (operations-model §6).
  app(
    '/estimates/:skey',
    'Estimate',
    'Price an event or catering job: dishes, extras, discount and tax, then print or download a PDF.',
    false,
    'skey',
    EstimateEditorPage,
  ),
  app('/menu-add/:key', 'New menu', 'Add a menu and choose its dishes.', false, 'key', MenuAddPage),
  app(
    '/menu-edit/:skey',
    'Edit menu',
    'Change a menu: its name and dishes.',
    false,
    'skey',
    MenuEditPage,
  ),
  app(
    '/event-editor',
    'Event editor',
    'Create or change an event: date, event type, guests and menu.',
    false,
    undefined,
    EventEditorPage,
  ),
  app(
    '/costing-editor',
    'Costing editor',
    'Try price changes by item, supplier, category or all, see every recipe’s new cost, then apply or discard.',
    false,
    undefined,
    CostingEditorPage,
  ),

  // Any other path.
  NOT_FOUND_SCREEN,
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
