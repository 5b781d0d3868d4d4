/**
 * The catalogues of texts, one per part of the interface: `locales/{language}/{namespace}.json`.
 * `common` holds the words every screen shares (Save, Cancel...); `errors` the spec's error
 * texts; `app` the frame (layouts, navigation, shortcuts, status); `components` the shared
 * components; `public` the public pages; then one per feature folder.
 */
export const NAMESPACES = [
  'common',
  'errors',
  'app',
  'components',
  'public',
  'account',
  'bulk-editor',
  'categories',
  'costing-editor',
  'dashboard',
  'estimates',
  'events',
  'ingredients',
  'kitchen-lists',
  'menu-engineering',
  'menu-pricing',
  'menus',
  'packaging',
  'price-list',
  'recipes',
  'restricted',
  'settings',
  'stock-counts',
  'subscription',
  'suppliers',
  'venues',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces of the app's frame (layouts, status bar, shared components, errors): bundled
 * in English, loaded before the app draws. Each screen loads its own with it.
 */
export const FRAME_NAMESPACES = [
  'common',
  'errors',
  'app',
  'components',
] as const satisfies readonly Namespace[];

/** The namespaces the public pages draw (the rest load with the app). */
export const PUBLIC_NAMESPACES: readonly Namespace[] = ['common', 'errors', 'public'];
