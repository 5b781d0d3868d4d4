import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lineLiveCosts, openRecipeForm } from './recipe-form-routes';
import { field, pick, save, type } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { FLOUR, seedRecipes, STOCK, TOMATOES } from './recipe-test-data';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

describe('recipe form fields', { timeout: 60_000 }, () => {
  it('a line in a custom unit of the ingredient: 3 scoop of 50 g, costed and stored as entered (costing-model §4)', async () => {
    await venue.store.apply(
      saveItem({
        ...FLOUR,
        custom_units: [{ name: 'scoop', size: 50, unit: 'g' }],
      }),
    );
    const { router } = await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Scoops');
    await pick('Line 1 item', 'Flour');
    await pick('Line 1 unit', 'scoop');
    type('Line 1 quantity', '3');
    // 150 g x 0.0012
    expect(lineLiveCosts()).toEqual(['$0.1800']);
    expect(text('recipe-batch-weight')).toBe('150 g');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/SCOOPS'));
    expect((await venue.store.itemMap()).get('SCOOPS')).toMatchObject({
      items: [
        {
          name: 'FLOUR',
          qty_value: 150,
          qty_unit: 'g',
          qty_value_custom: 3,
          qty_unit_custom: 'scoop',
        },
      ],
    });
    await screen.findByTestId('recipe-detail', {}, { timeout: 10_000 });
    expect(text('line-quantity')).toBe('3 scoop (150 g)');
    expect(text('line-cost')).toBe('$0.1800');
  });

  it('choosing the unit a line already has keeps it (a unit is required)', async () => {
    await venue.store.apply(saveItem(FLOUR));
    await openRecipeForm('/recipe-add/new');
    await pick('Line 1 item', 'Flour');
    expect(field('Line 1 unit').value).toBe('g');
    await pick('Line 1 unit', 'g');
    expect(field('Line 1 unit').value).toBe('g');
    await pick('Serving size unit', 'g');
    expect(field('Serving size unit').value).toBe('g');
  });

  /**
   * Soup: 2 can of tomatoes (800 g, 800 mL, $8.0000) less 25 % water = 600 g; volume 800 mL
   * less 20 % = 640 mL. One serving is the whole batch: 1 serving at $8.0000; per g
   * 8 / 600 = $0.0133; per mL 0.013333 x 600 / 640 = $0.0125.
   */
  it('water loss in %, volume adjust, whole-batch serving, category, storage area, menu item and note', async () => {
    await seedRecipes(venue.store, [TOMATOES]);
    const { router } = await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Soup');
    await pick('Line 1 item', 'Tomatoes');
    await pick('Line 1 unit', 'can');
    type('Line 1 quantity', '2');
    type('Water loss', '25');
    await pick('Water loss unit', '%');
    type('Volume adjust %', '-20');
    fireEvent.click(screen.getByLabelText('One serving is the whole batch'));
    expect(field('Serving size').disabled).toBe(true);
    type('Category', 'Soups');
    type('Storage area', 'Walk-in');
    fireEvent.click(screen.getByLabelText('Menu item'));
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Serve hot' } });

    expect(text('computed-batch-weight')).toBe('Finished batch weight, from the lines: 600 g');
    expect(text('recipe-batch-cost')).toBe('$8.0000');
    expect(text('recipe-batch-weight')).toBe('600 g');
    expect(text('recipe-batch-volume')).toBe('640 mL');
    expect(text('recipe-servings')).toBe('1');
    expect(text('recipe-cost-per-serving')).toBe('$8.0000');
    expect(text('recipe-cost-per-g')).toBe('$0.0133');
    expect(text('recipe-cost-per-ml')).toBe('$0.0125');

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/SOUP'));
    expect((await venue.store.itemMap()).get('SOUP')).toMatchObject({
      waterout: 25,
      waterout_unit: '%',
      volumeadjust: -20,
      servingsize_auto: true,
      category: 'Soups',
      storagearea: 'Walk-in',
      menuitem: true,
      note: 'Serve hot',
      map: { each_value: 600 },
    });
    await screen.findByTestId('recipe-detail', {}, { timeout: 10_000 });
    expect(text('recipe-serving')).toBe('The whole batch');
    expect(text('recipe-waterout')).toBe('25 %');
    expect(text('recipe-volumeadjust')).toBe('-20 %');
    expect(text('recipe-category')).toBe('Soups');
    expect(text('recipe-storagearea')).toBe('Walk-in');
    expect(text('recipe-note')).toBe('Serve hot');
    expect(screen.getByTestId('menu-item-marker')).toBeTruthy();
    expect(text('recipe-cost-per-serving')).toBe('$8.0000');
  });

  /** Stock by the litre without a weight: 500 mL at 2.00 a L = $1.0000; 400 g entered. */
  it('asks for the batch weight when a line cannot be weighed, and costs per g from it', async () => {
    await venue.store.apply(saveItem(STOCK));
    const { router } = await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Broth');
    await pick('Line 1 item', 'Stock');
    await pick('Line 1 unit', 'mL');
    type('Line 1 quantity', '500');
    expect(lineLiveCosts()).toEqual(['$1.0000']);
    expect(screen.queryByTestId('computed-batch-weight')).toBeNull();
    expect(text('live-incomplete')).toContain('Batch weight (each value) missing');
    expect(text('recipe-batch-cost')).toBe('—');

    type('Batch weight (g)', '400');
    expect(screen.queryByTestId('live-incomplete')).toBeNull();
    expect(text('recipe-batch-cost')).toBe('$1.0000');
    expect(text('recipe-batch-weight')).toBe('400 g');
    expect(text('recipe-cost-per-g')).toBe('$0.0025');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/BROTH'));
    const saved = (await venue.store.itemMap()).get('BROTH');
    expect(saved).toMatchObject({ map: { each_value: 400 } });
    expect(saved?.eachcost).toBeCloseTo(1, 10);
  });

  it('a nested recipe by the serving: 1 serving of Tomato sauce is 100 g of its 300 g batch', async () => {
    await seedRecipes(venue.store);
    await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Bruschetta');
    await pick('Line 1 item', 'Tomato sauce');
    await pick('Line 1 unit', 'serving');
    type('Line 1 quantity', '1');
    // A third of the $4.0000 batch.
    expect(lineLiveCosts()).toEqual(['$1.3333']);
    expect(text('recipe-batch-weight')).toBe('100 g');
    const live = within(screen.getByTestId('recipe-live'));
    expect(live.getAllByTestId('allergen').map((a) => a.textContent)).toEqual(['Sulphites (SO₂)']);
  });
});
