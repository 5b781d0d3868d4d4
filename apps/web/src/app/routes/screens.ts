import { withTexts } from '../../i18n/load-texts';
import type { Screen } from './screen-route';

// The signed-in screens, each a chunk of its own, fetched when a route first shows it (with
// the libraries only it uses: spreadsheets, charts, the calendar, the grid, PDF, labels) and
// with the catalogue of its feature's texts (the frame's are loaded at start).

export const AuthLandingPage: Screen = withTexts(['public'], () =>
  import('../../features/auth/AuthLandingPage').then((m) => m.AuthLandingPage),
);
export const BulkEditorPage: Screen = withTexts(['bulk-editor'], () =>
  import('../../features/bulk-editor/BulkEditorPage').then((m) => m.BulkEditorPage),
);
export const CategoriesEditorPage: Screen = withTexts(['categories'], () =>
  import('../../features/categories/CategoriesEditorPage').then((m) => m.CategoriesEditorPage),
);
export const CostingEditorPage: Screen = withTexts(['costing-editor'], () =>
  import('../../features/costing-editor/CostingEditorPage').then((m) => m.CostingEditorPage),
);
export const DashboardPage: Screen = withTexts(['dashboard'], () =>
  import('../../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
);
export const EstimateEditorPage: Screen = withTexts(['estimates'], () =>
  import('../../features/estimates/EstimateEditorPage').then((m) => m.EstimateEditorPage),
);
export const EstimatesPage: Screen = withTexts(['estimates'], () =>
  import('../../features/estimates/EstimatesPage').then((m) => m.EstimatesPage),
);
export const EventEditorPage: Screen = withTexts(['events'], () =>
  import('../../features/events/EventEditorPage').then((m) => m.EventEditorPage),
);
export const IngredientAddPage: Screen = withTexts(['ingredients'], () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientAddPage),
);
export const IngredientDetailPage: Screen = withTexts(['ingredients'], () =>
  import('../../features/ingredients/IngredientDetailPage').then((m) => m.IngredientDetailPage),
);
export const IngredientEditPage: Screen = withTexts(['ingredients'], () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientEditPage),
);
export const IngredientsPage: Screen = withTexts(['ingredients'], () =>
  import('../../features/ingredients/IngredientsPage').then((m) => m.IngredientsPage),
);
export const InventoryEditorPage: Screen = withTexts(['stock-counts'], () =>
  import('../../features/stock-counts/InventoryEditorPage').then((m) => m.InventoryEditorPage),
);
export const MenuAddPage: Screen = withTexts(['menus'], () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuAddPage),
);
export const MenuDetailPage: Screen = withTexts(['menus'], () =>
  import('../../features/menus/MenuDetailPage').then((m) => m.MenuDetailPage),
);
export const MenuEditPage: Screen = withTexts(['menus'], () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuEditPage),
);
export const MenusPage: Screen = withTexts(['menus'], () =>
  import('../../features/menus/MenusPage').then((m) => m.MenusPage),
);
export const OrderListPage: Screen = withTexts(['kitchen-lists'], () =>
  import('../../features/kitchen-lists/OrderListPage').then((m) => m.OrderListPage),
);
export const PackagingAddPage: Screen = withTexts(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingAddPage),
);
export const PackagingDetailPage: Screen = withTexts(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingDetailPage),
);
export const PackagingEditPage: Screen = withTexts(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingEditPage),
);
export const PackagingItemsPage: Screen = withTexts(['packaging'], () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingItemsPage),
);
export const PlannerPage: Screen = withTexts(['events'], () =>
  import('../../features/events/PlannerPage').then((m) => m.PlannerPage),
);
export const PrepListPage: Screen = withTexts(['kitchen-lists'], () =>
  import('../../features/kitchen-lists/PrepListPage').then((m) => m.PrepListPage),
);
export const PriceListImportPage: Screen = withTexts(['price-list'], () =>
  import('../../features/price-list/PriceListImportPage').then((m) => m.PriceListImportPage),
);
export const RecipeAddPage: Screen = withTexts(['recipes'], () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeAddPage),
);
export const RecipeDetailPage: Screen = withTexts(['recipes'], () =>
  import('../../features/recipes/RecipeDetailPage').then((m) => m.RecipeDetailPage),
);
export const RecipeEditPage: Screen = withTexts(['recipes'], () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeEditPage),
);
export const RecipeScalerPage: Screen = withTexts(['recipes'], () =>
  import('../../features/recipes/RecipeScalerPage').then((m) => m.RecipeScalerPage),
);
export const RecipesPage: Screen = withTexts(['recipes'], () =>
  import('../../features/recipes/RecipesPage').then((m) => m.RecipesPage),
);
export const RestrictedResetPage: Screen = withTexts(['restricted'], () =>
  import('../../features/restricted/RestrictedResetPage').then((m) => m.RestrictedResetPage),
);
export const SettingsPage: Screen = withTexts(['settings'], () =>
  import('../../features/settings/SettingsPage').then((m) => m.SettingsPage),
);
export const SubscriptionPage: Screen = withTexts(['subscription'], () =>
  import('../../features/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
);
export const SupplierAddPage: Screen = withTexts(['suppliers'], () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierAddPage),
);
export const SupplierDetailPage: Screen = withTexts(['suppliers'], () =>
  import('../../features/suppliers/SupplierDetailPage').then((m) => m.SupplierDetailPage),
);
export const SupplierEditPage: Screen = withTexts(['suppliers'], () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierEditPage),
);
export const SuppliersPage: Screen = withTexts(['suppliers'], () =>
  import('../../features/suppliers/SuppliersPage').then((m) => m.SuppliersPage),
);
export const VenueAddPage: Screen = withTexts(['venues'], () =>
  import('../../features/venues/VenueAddPage').then((m) => m.VenueAddPage),
);
export const VenueEditPage: Screen = withTexts(['venues'], () =>
  import('../../features/venues/VenueEditPage').then((m) => m.VenueEditPage),
);
export const VenueSelectPage: Screen = withTexts(['venues'], () =>
  import('../../features/venues/VenueSelectPage').then((m) => m.VenueSelectPage),
);
export const MenuPricingRoute: Screen = withTexts(['menu-pricing', 'menu-engineering'], () =>
  import('./menu-pricing-route').then((m) => m.MenuPricingRoute),
);
