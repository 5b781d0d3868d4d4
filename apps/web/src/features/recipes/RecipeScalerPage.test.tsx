import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { pick, type } from '../../test/form-fields';
import { text, texts } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { RecipeScalerPage } from './RecipeScalerPage';
import { FLOUR, seedRecipes, STOCK } from './recipe-test-data';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();

/**
 * Dough: 0.6 kg flour (0.0012 a g: $0.7200) and 12 tbsp stock (180 mL at 2.00 a L: $0.3600);
 * 780 g, 195 g servings: 4 servings, batch $1.0800.
 */
beforeEach(async () => {
  await venue.store.apply(saveItem(FLOUR));
  await venue.store.apply(
    saveItem({
      ...STOCK,
      map: { volume_value: 1, volume_unit: 'L', weight_value: 1, weight_unit: 'kg' },
    }),
  );
  await venue.store.apply(
    saveItem({
      type: 'recipe',
      foodkey: 'DOUGH',
      name: 'Dough',
      items: [
        { name: 'FLOUR', type: 'single', qty_value: 0.6, qty_unit: 'kg' },
        { name: 'STOCK', type: 'single', qty_value: 12, qty_unit: 'tbsp' },
      ],
      servingsize: 195,
      servingsize_unit: 'g',
    }),
  );
});

const routes = [{ path: '/recipe-scaler/:foodkey', element: <RecipeScalerPage /> }];

async function openScaler(path = '/recipe-scaler/DOUGH') {
  renderRoutes(routes, path);
  await screen.findByTestId('recipe-scaler');
}

describe('/recipe-scaler/{foodkey}', { timeout: 30_000 }, () => {
  it('by factor: quantities shown as costing-model §10 says, and the scaled cost', async () => {
    await openScaler();
    expect(text('scale-base')).toBe('One batch makes 4 servings, weighs 780 g and holds 1.33 L.');
    type('Factor', '3');
    expect(text('scale-factor')).toBe('× 3');
    // 1.8 kg stays kg; 36 tbsp (above 18) show as cups: 540 mL / 240.
    expect(texts('scaled-quantity')).toEqual(['1.8 kg', '2.25 cups']);
    expect(texts('scaled-cost')).toEqual(['$2.1600', '$1.0800']);
    expect(text('recipe-batch-cost')).toBe('$3.2400');
    expect(text('recipe-batch-weight')).toBe('2.34 kg');
    expect(text('recipe-servings')).toBe('12');
    expect(text('recipe-cost-per-serving')).toBe('$0.2700');
  });

  it('by servings: 10 servings of a 4-serving batch is a factor of 2.5', async () => {
    await openScaler();
    fireEvent.click(screen.getByRole('radio', { name: 'By servings' }));
    type('Servings wanted', '10');
    expect(text('scale-factor')).toBe('× 2.5');
    expect(texts('scaled-quantity')).toEqual(['1.5 kg', '1.88 cups']);
    expect(text('recipe-servings')).toBe('10');
    expect(text('recipe-batch-cost')).toBe('$2.7000');
  });

  it('by batch weight: 390 g of a 780 g batch halves it; kg below 1 shows g', async () => {
    await openScaler();
    fireEvent.click(screen.getByRole('radio', { name: 'By batch weight' }));
    type('Batch weight wanted', '390');
    await pick('Weight unit', 'g');
    expect(text('scale-factor')).toBe('× 0.5');
    expect(texts('scaled-quantity')).toEqual(['300 g', '6 tbsp']);
    expect(text('recipe-batch-weight')).toBe('390 g');
    expect(text('recipe-batch-cost')).toBe('$0.5400');
  });

  it('promotes g and mL above 999 to kg and L, tsp above 18 to cups; L below 1 shows mL', async () => {
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'GLAZE',
        name: 'Glaze',
        items: [
          { name: 'FLOUR', type: 'single', qty_value: 400, qty_unit: 'g' },
          { name: 'STOCK', type: 'single', qty_value: 400, qty_unit: 'mL' },
          { name: 'STOCK', type: 'single', qty_value: 8, qty_unit: 'tsp' },
          { name: 'STOCK', type: 'single', qty_value: 0.5, qty_unit: 'L' },
        ],
      }),
    );
    await openScaler('/recipe-scaler/GLAZE');
    type('Factor', '3');
    // 24 tsp = 120 mL = 0.5 cup; 1.5 L stays L.
    expect(texts('scaled-quantity')).toEqual(['1.2 kg', '1.2 L', '0.5 cups', '1.5 L']);
    type('Factor', '1');
    expect(texts('scaled-quantity')).toEqual(['400 g', '400 mL', '8 tsp', '500 mL']);
  });

  it('says what is missing instead of scaling, never NaN', async () => {
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'PLAIN',
        name: 'Plain',
        items: [{ name: 'FLOUR', type: 'single', qty_value: 100, qty_unit: 'g' }],
      }),
    );
    await openScaler('/recipe-scaler/PLAIN');
    fireEvent.click(screen.getByRole('radio', { name: 'By servings' }));
    type('Servings wanted', '4');
    expect(text('scale-missing')).toBe(
      'Plain has no servings to scale from: set its serving size.',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'By factor' }));
    type('Factor', '0');
    expect(text('scale-missing')).toBe('Enter a number above 0.');
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('by batch volume: target / the batch volume (1332 mL: 4.8 cups of flour and 180 mL of stock)', async () => {
    await openScaler();
    expect(screen.queryByTestId('scale-volume-reason')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'By batch volume' }));
    type('Batch volume wanted', '666');
    await pick('Volume unit', 'mL');
    expect(text('scale-factor')).toBe('× 0.5');
    expect(texts('scaled-quantity')).toEqual(['300 g', '6 tbsp']);
    expect(text('recipe-batch-cost')).toBe('$0.5400');
    await pick('Volume unit', 'L');
    type('Batch volume wanted', '2.664');
    expect(text('scale-factor')).toBe('× 2');
  });

  it('by batch volume is disabled, with the reason, for a recipe without a batch volume', async () => {
    await venue.store.apply(
      saveItem({
        type: 'single',
        foodkey: 'ROLL',
        name: 'Roll',
        purchaseprice: 6,
        purchaseqty: 12,
        purchaseunit: 'each',
        map: { each_value: 50 },
      }),
    );
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'ROLLS',
        name: 'Rolls',
        items: [{ name: 'ROLL', type: 'single', qty_value: 4, qty_unit: 'each' }],
      }),
    );
    await openScaler('/recipe-scaler/ROLLS');
    const volume = screen.getByRole('radio', { name: 'By batch volume' }) as HTMLInputElement;
    expect(volume.disabled).toBe(true);
    expect(text('scale-volume-reason')).toBe(
      'By batch volume is off: Rolls has no batch volume (its lines do not all convert to mL, and it has no volume conversion).',
    );
    expect(text('scale-base')).toBe('One batch makes — servings, weighs 200 g and holds —.');
    expect(
      (screen.getByRole('radio', { name: 'By batch weight' }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('a sub-recipe line opens to its own lines, scaled to the amount it uses, and closes again', async () => {
    await seedRecipes(venue.store);
    await openScaler('/recipe-scaler/PIZZA');
    type('Factor', '3');
    // 450 g of the 300 g tomato sauce batch: 1.5 batches, 1.5 cans of tomatoes.
    expect(texts('scaled-quantity')).toEqual(['6 cups', '450 g', '3 each']);
    const toggle = screen.getByRole('button', { name: 'Tomato sauce' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.tagName).toBe('BUTTON');
    toggle.focus();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = screen.getAllByTestId('scaled-line');
    expect(rows.map((r) => r.getAttribute('data-depth'))).toEqual(['0', '0', '1', '0']);
    expect(texts('scaled-quantity')).toEqual(['6 cups', '450 g', '1.5 cans', '3 each']);
    expect(texts('scaled-cost')).toEqual(['$0.9000', '$6.0000', '$6.0000', '$0.7500']);
    const controlled = toggle.getAttribute('aria-controls')!.split(' ');
    expect(controlled).toEqual([rows[2]!.id]);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByTestId('scaled-line')).toHaveLength(3);
  });

  it('a sub-recipe line whose amount does not convert says why it cannot open', async () => {
    // Broth: 500 mL of a liquid without a weight, so no batch weight: 2 each of it is no amount.
    await venue.store.apply(saveItem({ ...STOCK, foodkey: 'DASHI', name: 'Dashi' }));
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'BROTH',
        name: 'Broth',
        items: [{ name: 'DASHI', type: 'single', qty_value: 500, qty_unit: 'mL' }],
      }),
    );
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'POTS',
        name: 'Pots',
        items: [{ name: 'BROTH', type: 'recipe', qty_value: 2, qty_unit: 'each' }],
      }),
    );
    await openScaler('/recipe-scaler/POTS');
    type('Factor', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Broth' }));
    expect(text('scaled-sub-missing')).toBe(
      "Broth has no batch weight or volume this line's amount converts to, so its lines cannot be scaled to it.",
    );
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('hides costs in restricted mode but still scales', async () => {
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    await openScaler();
    type('Factor', '2');
    expect(texts('scaled-quantity')).toEqual(['1.2 kg', '1.5 cups']);
    expect(screen.queryByTestId('scaled-cost')).toBeNull();
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('shows a not-found state for a missing recipe', async () => {
    renderRoutes(routes, '/recipe-scaler/NOPE');
    expect(await screen.findByTestId('item-missing')).toBeTruthy();
  });
});
