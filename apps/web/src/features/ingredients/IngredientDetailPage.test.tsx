import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { setUpTestVenue } from '../../test/test-venue';
import { ingredientFormRoutes } from './ingredient-form-routes';

const venue = setUpTestVenue();

/** Tomatoes by the case: 1 case = 6 can, 1 can = 796 mL; 1 cup = 250 g; a scoop of 50.5 g. */
const TOMATOES = {
  type: 'single' as const,
  foodkey: 'TOMATOES',
  name: 'Tomatoes',
  purchaseprice: 30,
  purchaseqty: 1,
  purchaseunit: 'case',
  package_qty1: 6,
  package_unit1: 'can',
  package_qty2: 796,
  package_unit2: 'mL',
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 250, weight_unit: 'g' },
  yield: { value: 92.5 },
  custom_units: [{ name: 'scoop', size: 50.5, unit: 'g' }],
  par: { qty: 2.5, unit: 'case' },
};

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('an ingredient’s page in English or French', { timeout: 30_000 }, () => {
  it('shows the package levels, conversions and custom units in English as stored', async () => {
    await venue.seed(TOMATOES);
    renderRoutes(ingredientFormRoutes, '/ingredients/TOMATOES');
    await screen.findByTestId('ingredient-detail');
    expect(screen.getByText('1 case = 6 can')).toBeTruthy();
    expect(text('package-size-1')).toBe('(4.78 L)');
    expect(screen.getByText('1 cup = 250 g')).toBeTruthy();
    expect(text('custom-units')).toBe('1 scoop = 50.5 g');
    expect(text('par-level')).toBe('2.5 case');
    expect(screen.getByText('92.5 %')).toBeTruthy();
  });

  it('writes its labels, unit names and figures in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await venue.seed(TOMATOES);
    renderRoutes(ingredientFormRoutes, '/ingredients/TOMATOES');
    await screen.findByTestId('ingredient-detail');
    expect(screen.getByText('Prix d’achat')).toBeTruthy();
    expect(screen.getByText('Emballage 1')).toBeTruthy();
    expect(screen.getByText('1 caisse = 6 conserve')).toBeTruthy();
    expect(text('package-size-1')).toBe('(4,78 L)');
    expect(screen.getByText('1 tasse = 250 g')).toBeTruthy();
    expect(text('custom-units')).toBe('1 scoop = 50,5 g');
    expect(text('par-level')).toBe('2,5 caisse');
    expect(screen.getByText('92,5 %')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux ingrédients' })).toBeTruthy();
  });

  it('is drawn again in French when the language changes', async () => {
    await venue.seed(TOMATOES);
    renderRoutes(ingredientFormRoutes, '/ingredients/TOMATOES');
    await screen.findByTestId('ingredient-detail');
    expect(screen.getByText('Purchase price')).toBeTruthy();
    await act(() => i18n.changeLanguage('fr'));
    expect(await screen.findByText('Prix d’achat')).toBeTruthy();
    expect(text('custom-units')).toBe('1 scoop = 50,5 g');
  });
});
