import type { Screen } from './screen-route';

// The signed-in screens, each a chunk of its own, fetched when a route first shows it (with
// the libraries only it uses: spreadsheets, charts, the calendar, the grid, PDF, labels).

export const AuthLandingPage: Screen = () =>
  import('../../features/auth/AuthLandingPage').then((m) => m.AuthLandingPage);
export const BulkEditorPage: Screen = () =>
  import('../../features/bulk-editor/BulkEditorPage').then((m) => m.BulkEditorPage);
export const CategoriesEditorPage: Screen = () =>
  import('../../features/categories/CategoriesEditorPage').then((m) => m.CategoriesEditorPage);
export const CostingEditorPage: Screen = () =>
  import('../../features/costing-editor/CostingEditorPage').then((m) => m.CostingEditorPage);
export const DashboardPage: Screen = () =>
  import('../../features/dashboard/DashboardPage').then((m) => m.DashboardPage);
export const EstimateEditorPage: Screen = () =>
  import('../../features/estimates/EstimateEditorPage').then((m) => m.EstimateEditorPage);
export const EstimatesPage: Screen = () =>
  import('../../features/estimates/EstimatesPage').then((m) => m.EstimatesPage);
export const EventEditorPage: Screen = () =>
  import('../../features/events/EventEditorPage').then((m) => m.EventEditorPage);
export const IngredientAddPage: Screen = () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientAddPage);
export const IngredientDetailPage: Screen = () =>
  import('../../features/ingredients/IngredientDetailPage').then((m) => m.IngredientDetailPage);
export const IngredientEditPage: Screen = () =>
  import('../../features/ingredients/IngredientFormPage').then((m) => m.IngredientEditPage);
export const IngredientsPage: Screen = () =>
  import('../../features/ingredients/IngredientsPage').then((m) => m.IngredientsPage);
export const InventoryEditorPage: Screen = () =>
  import('../../features/stock-counts/InventoryEditorPage').then((m) => m.InventoryEditorPage);
export const MenuAddPage: Screen = () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuAddPage);
export const MenuDetailPage: Screen = () =>
  import('../../features/menus/MenuDetailPage').then((m) => m.MenuDetailPage);
export const MenuEditPage: Screen = () =>
  import('../../features/menus/MenuFormPage').then((m) => m.MenuEditPage);
export const MenusPage: Screen = () =>
  import('../../features/menus/MenusPage').then((m) => m.MenusPage);
export const OrderListPage: Screen = () =>
  import('../../features/kitchen-lists/OrderListPage').then((m) => m.OrderListPage);
export const PackagingAddPage: Screen = () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingAddPage);
export const PackagingDetailPage: Screen = () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingDetailPage);
export const PackagingEditPage: Screen = () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingEditPage);
export const PackagingItemsPage: Screen = () =>
  import('../../features/packaging/PackagingPages').then((m) => m.PackagingItemsPage);
export const PlannerPage: Screen = () =>
  import('../../features/events/PlannerPage').then((m) => m.PlannerPage);
export const PrepListPage: Screen = () =>
  import('../../features/kitchen-lists/PrepListPage').then((m) => m.PrepListPage);
export const PriceListImportPage: Screen = () =>
  import('../../features/price-list/PriceListImportPage').then((m) => m.PriceListImportPage);
export const RecipeAddPage: Screen = () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeAddPage);
export const RecipeDetailPage: Screen = () =>
  import('../../features/recipes/RecipeDetailPage').then((m) => m.RecipeDetailPage);
export const RecipeEditPage: Screen = () =>
  import('../../features/recipes/RecipeFormPage').then((m) => m.RecipeEditPage);
export const RecipeScalerPage: Screen = () =>
  import('../../features/recipes/RecipeScalerPage').then((m) => m.RecipeScalerPage);
export const RecipesPage: Screen = () =>
  import('../../features/recipes/RecipesPage').then((m) => m.RecipesPage);
export const RestrictedResetPage: Screen = () =>
  import('../../features/restricted/RestrictedResetPage').then((m) => m.RestrictedResetPage);
export const SettingsPage: Screen = () =>
  import('../../features/settings/SettingsPage').then((m) => m.SettingsPage);
export const SubscriptionPage: Screen = () =>
  import('../../features/subscription/SubscriptionPage').then((m) => m.SubscriptionPage);
export const SupplierAddPage: Screen = () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierAddPage);
export const SupplierDetailPage: Screen = () =>
  import('../../features/suppliers/SupplierDetailPage').then((m) => m.SupplierDetailPage);
export const SupplierEditPage: Screen = () =>
  import('../../features/suppliers/SupplierFormPage').then((m) => m.SupplierEditPage);
export const SuppliersPage: Screen = () =>
  import('../../features/suppliers/SuppliersPage').then((m) => m.SuppliersPage);
export const VenueAddPage: Screen = () =>
  import('../../features/venues/VenueAddPage').then((m) => m.VenueAddPage);
export const VenueEditPage: Screen = () =>
  import('../../features/venues/VenueEditPage').then((m) => m.VenueEditPage);
export const VenueSelectPage: Screen = () =>
  import('../../features/venues/VenueSelectPage').then((m) => m.VenueSelectPage);
export const MenuPricingRoute: Screen = () =>
  import('./menu-pricing-route').then((m) => m.MenuPricingRoute);
