import { withScreenStyles } from '../../components/screen-styles';
import { withTexts } from '../../i18n/load-texts';
import type { Namespace } from '../../i18n/namespaces';
import type { Screen } from './screen-route';

// The signed-in screens, each a chunk of its own, fetched when a route first shows it (with
// the libraries only it uses: spreadsheets, charts, the calendar, the grid, PDF, labels) and
// with the catalogue of its feature's texts (the frame's are loaded at start). Every screen but
// the dashboard also draws from the screens' Mantine sheets, fetched with the first of them.

const screenOf = <T>(namespaces: readonly Namespace[], load: () => Promise<T>) =>
  withScreenStyles(withTexts(namespaces, load));

export const AuthLandingPage: Screen = screenOf(['public'], () =>
  import('../../features/auth/AuthLandingPage').then((m) => m.AuthLandingPage),
);
export const BulkEditorPage: Screen = screenOf(['bulk-editor'], () =>
  import('../../features/bulk-editor/BulkEditorPage').then((m) => m.BulkEditorPage),
);
export const CategoriesEditorPage: Screen = screenOf(['categories'], () =>
  import('../../features/categories/CategoriesEditorPage').then((m) => m.CategoriesEditorPage),
);
export const CostingEditorPage: Screen = screenOf(['costing-editor'], () =>
  import('../../features/costing-editor/CostingEditorPage').then((m) => m.CostingEditorPage),
);
export const DashboardPage: Screen = withTexts(['dashboard'], () =>
  import('../../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
);
export const EstimateEditorPage: Screen = screenOf(['estimates'], () =>
  import('../../features/estimates/EstimateEditorPage').then((m) => m.EstimateEditorPage),
);
export const EstimatesPage: Screen = screenOf(['estimates'], () =>
  import('../../features/estimates/EstimatesPage').then((m) => m.EstimatesPage),
);
export const EventEditorPage: Screen = screenOf(['events'], () =>
  import('../../features/events/EventEditorPage').then((m) => m.EventEditorPage),
);
export const IngredientAddPage: Screen = screenOf(['ingredients'], () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientAddPage),
);
export const IngredientDetailPage: Screen = screenOf(['ingredients'], () =>
  import('../../features/ingredients/IngredientDetailPage').then((m) => m.IngredientDetailPage),
);
export const IngredientEditPage: Screen = screenOf(['ingredients'], () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientEditPage),
);
export const IngredientsPage: Screen = screenOf(['ingredients'], () =>
  import('../../features/ingredients/IngredientsPage').then((m) => m.IngredientsPage),
);
export const InventoryEditorPage: Screen = screenOf(['stock-counts'], () =>
  import('../../features/stock-counts/InventoryEditorPage').then((m) => m.InventoryEditorPage),
);
export const MenuAddPage: Screen = screenOf(['menus'], () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuAddPage),
);
export const MenuDetailPage: Screen = screenOf(['menus'], () =>
  import('../../features/menus/MenuDetailPage').then((m) => m.MenuDetailPage),
);
export const MenuEditPage: Screen = screenOf(['menus'], () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuEditPage),
);
export const MenusPage: Screen = screenOf(['menus'], () =>
  import('../../features/menus/MenusPage').then((m) => m.MenusPage),
);
export const OrderListPage: Screen = screenOf(['kitchen-lists'], () =>
  import('../../features/kitchen-lists/OrderListPage').then((m) => m.OrderListPage),
);
export const PackagingAddPage: Screen = screenOf(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingAddPage),
);
export const PackagingDetailPage: Screen = screenOf(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingDetailPage),
);
export const PackagingEditPage: Screen = screenOf(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingEditPage),
);
export const PackagingItemsPage: Screen = screenOf(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingItemsPage),
);
export const PlannerPage: Screen = screenOf(['events'], () =>
  import('../../features/events/PlannerPage').then((m) => m.PlannerPage),
);
export const PrepListPage: Screen = screenOf(['kitchen-lists'], () =>
  import('../../features/kitchen-lists/PrepListPage').then((m) => m.PrepListPage),
);
export const PriceListImportPage: Screen = screenOf(['price-list'], () =>
  import('../../features/price-list/PriceListImportPage').then((m) => m.PriceListImportPage),
);
export const RecipeAddPage: Screen = screenOf(['recipes'], () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeAddPage),
);
export const RecipeDetailPage: Screen = screenOf(['recipes'], () =>
  import('../../features/recipes/RecipeDetailPage').then((m) => m.RecipeDetailPage),
);
export const RecipeEditPage: Screen = screenOf(['recipes'], () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeEditPage),
);
export const RecipeScalerPage: Screen = screenOf(['recipes'], () =>
  import('../../features/recipes/RecipeScalerPage').then((m) => m.RecipeScalerPage),
);
export const RecipesPage: Screen = screenOf(['recipes'], () =>
  import('../../features/recipes/RecipesPage').then((m) => m.RecipesPage),
);
export const RestrictedResetPage: Screen = screenOf(['restricted'], () =>
  import('../../features/restricted/RestrictedResetPage').then((m) => m.RestrictedResetPage),
);
export const SettingsPage: Screen = screenOf(['settings'], () =>
  import('../../features/settings/SettingsPage').then((m) => m.SettingsPage),
);
export const SubscriptionPage: Screen = screenOf(['subscription'], () =>
  import('../../features/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
);
export const SupplierAddPage: Screen = screenOf(['suppliers'], () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierAddPage),
);
export const SupplierDetailPage: Screen = screenOf(['suppliers'], () =>
  import('../../features/suppliers/SupplierDetailPage').then((m) => m.SupplierDetailPage),
);
export const SupplierEditPage: Screen = screenOf(['suppliers'], () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierEditPage),
);
export const SuppliersPage: Screen = screenOf(['suppliers'], () =>
  import('../../features/suppliers/SuppliersPage').then((m) => m.SuppliersPage),
);
export const VenueAddPage: Screen = screenOf(['venues'], () =>
  import('../../features/venues/VenueAddPage').then((m) => m.VenueAddPage),
);
export const VenueEditPage: Screen = screenOf(['venues'], () =>
  import('../../features/venues/VenueEditPage').then((m) => m.VenueEditPage),
);
export const VenueSelectPage: Screen = screenOf(['venues'], () =>
  import('../../features/venues/VenueSelectPage').then((m) => m.VenueSelectPage),
);
export const MenuPricingRoute: Screen = screenOf(['menu-pricing', 'menu-engineering'], () =>
  import('./menu-pricing-route').then((m) => m.MenuPricingRoute),
);
