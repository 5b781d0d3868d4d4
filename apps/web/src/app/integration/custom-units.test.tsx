import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { ingredientFormRoutes } from '../../features/ingredients/ingredient-form-routes';
import { lineLiveCosts, recipeFormRoutes } from '../../features/recipes/recipe-form-routes';
import { field, pick, save, type } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

const addCustomUnit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Add custom unit' }));
const storedFlour = async () => (await venue.store.itemMap()).get('FLOUR');

describe('custom units of an ingredient', { timeout: 60_000 }, () => {
  it('adds scoop = 50 g, shows it, offers it on a recipe line (costing-model §4), edits and removes it', async () => {
    await venue.store.apply(saveItem(FLOUR_BY_THE_KG));
    const { router } = renderRoutes(
      [...ingredientFormRoutes, ...recipeFormRoutes],
      '/ingredient-edit/FLOUR',
    );
    await screen.findByTestId('ingredient-form');
    expect(screen.getByText(/^No custom units\./)).toBeTruthy();
    addCustomUnit();
    type('Custom unit 1 name', 'scoop');
    type('Custom unit 1 size', '50');
    await pick('Custom unit 1 unit', 'g');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    await waitFor(async () =>
      expect((await storedFlour())?.custom_units).toEqual([{ name: 'scoop', size: 50, unit: 'g' }]),
    );
    await screen.findByTestId('ingredient-detail');
    expect(text('custom-units')).toBe('1 scoop = 50 g');

    // A recipe line of flour may use the scoop: 3 scoop = 150 g x 0.0012 = 0.18.
    await router.navigate('/recipe-add/new');
    await screen.findByTestId('recipe-form');
    await pick('Line 1 item', 'Flour');
    await pick('Line 1 unit', 'scoop');
    type('Line 1 quantity', '3');
    expect(lineLiveCosts()).toEqual(['$0.1800']);

    await router.navigate('/ingredient-edit/FLOUR');
    await screen.findByTestId('ingredient-form');
    expect(field('Custom unit 1 name').value).toBe('scoop');
    type('Custom unit 1 size', '60');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    await screen.findByTestId('ingredient-detail');
    expect(text('custom-units')).toBe('1 scoop = 60 g');
    await waitFor(async () =>
      expect((await storedFlour())?.custom_units).toEqual([{ name: 'scoop', size: 60, unit: 'g' }]),
    );

    await router.navigate('/ingredient-edit/FLOUR');
    await screen.findByTestId('ingredient-form');
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom unit 1' }));
    expect(screen.queryByLabelText('Custom unit 1 name')).toBeNull();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    await screen.findByTestId('ingredient-detail');
    expect(text('custom-units')).toBe('—');
    await waitFor(async () => expect((await storedFlour())?.custom_units).toEqual([]));
  });

  it('names the custom unit in its validation messages and leaves out a blank row', async () => {
    await venue.store.apply(saveItem(FLOUR_BY_THE_KG));
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/FLOUR');
    await screen.findByTestId('ingredient-form');
    addCustomUnit();
    addCustomUnit();
    addCustomUnit();
    type('Custom unit 1 name', 'cup');
    type('Custom unit 1 size', '0');
    type('Custom unit 2 name', 'Scoop');
    type('Custom unit 2 size', '50');
    type('Custom unit 3 name', 'scoop');
    type('Custom unit 3 size', '40');
    save();
    expect(await screen.findByText('Custom unit 1 name is a standard unit')).toBeTruthy();
    expect(screen.getByText('Custom unit 1 size must be more than 0')).toBeTruthy();
    expect(screen.getByText('Custom unit 3 name is used twice')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ingredient-edit/FLOUR');

    fireEvent.click(screen.getByRole('button', { name: 'Remove custom unit 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove custom unit 1' }));
    addCustomUnit();
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    await waitFor(async () =>
      expect((await storedFlour())?.custom_units).toEqual([{ name: 'Scoop', size: 50, unit: 'g' }]),
    );
  });
});
