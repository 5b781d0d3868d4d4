import { IngredientDetailPage } from './IngredientDetailPage';
import { IngredientAddPage, IngredientEditPage } from './IngredientFormPage';

/** The ingredient add and edit pages, and the detail page a save goes to. */
export const ingredientFormRoutes = [
  { path: '/ingredient-add/:key', element: <IngredientAddPage /> },
  { path: '/ingredient-edit/:foodkey', element: <IngredientEditPage /> },
  { path: '/ingredients/:foodkey', element: <IngredientDetailPage /> },
];
