import type { Ingredient } from '@larder/domain';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderRoutes } from '../catalogue/test-store';
import { IngredientNutrition } from './IngredientNutrition';

const butter = {
  type: 'single',
  foodkey: 'BUTTER',
  name: 'Butter',
  usda: { energy: 3000, fat: 81.11 },
} as Ingredient;

describe('IngredientNutrition', () => {
  it('says where the values come from and lists them per 100 g, in English or French', async () => {
    renderRoutes([{ path: '/', element: <IngredientNutrition item={butter} /> }], '/');
    expect((await screen.findByTestId('nutrient-fat')).textContent).toBe('Total fat81.1 g');
    expect(screen.getByTestId('nutrition-source').textContent).toBe('Source: Values per 100 g');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByTestId('nutrient-fat').textContent).toBe('Lipides81,1 g');
    expect(screen.getByTestId('nutrition-source').textContent).toBe('Source : Valeurs par 100 g');
    expect(screen.getByRole('table', { name: 'Valeur nutritive par 100 g' })).toBeTruthy();
  });
});
