import { screen } from '@testing-library/react';
import { renderRoutes } from '../../components/catalogue/test-store';
import { texts } from '../../test/test-id-text';
import { RecipeDetailPage } from './RecipeDetailPage';
import { RecipeAddPage, RecipeEditPage } from './RecipeFormPage';

/** The recipe add and edit pages, and the detail page a save goes to. */
export const recipeFormRoutes = [
  { path: '/recipe-add/:key', element: <RecipeAddPage /> },
  { path: '/recipe-edit/:foodkey', element: <RecipeEditPage /> },
  { path: '/recipes/:foodkey', element: <RecipeDetailPage /> },
];

/** Renders the recipe form pages at a path and waits for the form. */
export async function openRecipeForm(path: string) {
  const view = renderRoutes(recipeFormRoutes, path);
  await screen.findByTestId('recipe-form');
  return view;
}

/** The live cost of each ingredient or recipe line of the recipe form. */
export const lineLiveCosts = () => texts('line-live-cost');
