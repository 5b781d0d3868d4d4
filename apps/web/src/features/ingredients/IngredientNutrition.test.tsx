import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { ingredientFormRoutes } from './ingredient-form-routes';
import { formFieldsWithin } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();
beforeEach(async () => {
  await venue.store.apply(
    saveItem({
      type: 'single',
      foodkey: 'BUTTER',
      name: 'Butter',
      purchaseprice: 10,
      purchaseqty: 1,
      purchaseunit: 'kg',
    }),
  );
});

const nutritionFields = () => screen.getByTestId('nutrition-fields');
const section = () => within(nutritionFields());
const { pick, type } = formFieldsWithin(nutritionFields);
const source = (mode: string) => fireEvent.click(section().getByText(mode, { exact: true }));

async function edit() {
  const view = renderRoutes(ingredientFormRoutes, '/ingredient-edit/BUTTER');
  await screen.findByTestId('nutrition-fields');
  return view;
}
async function save(router: { state: { location: { pathname: string } } }) {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/BUTTER'), {
    timeout: 15_000,
  });
  await screen.findByTestId('ingredient-nutrition', {}, { timeout: 15_000 });
  return (await venue.store.itemMap()).get('BUTTER');
}
const nutrient = async (tag: string) =>
  (await screen.findByTestId(`nutrient-${tag}`, {}, { timeout: 15_000 })).querySelector('td')
    ?.textContent;

describe(
  'an ingredient’s nutrition in its three forms (product spec §3)',
  { timeout: 120_000 },
  () => {
    it('links a USDA food found by the offline search and stores its id', async () => {
      const { router } = await edit();
      source('USDA food');
      fireEvent.change(section().getByTestId('usda-search'), { target: { value: 'butter salt' } });
      // The first search loads the bundled USDA database, which takes seconds on a busy machine.
      const option = await screen.findByRole(
        'option',
        { name: /Butter, salted/ },
        { timeout: 60_000 },
      );
      fireEvent.click(option);
      expect(section().getByTestId('usda-picked').textContent).toContain('USDA 01001:');
      await waitFor(() =>
        expect(section().getByTestId('usda-picked').textContent).toContain('Butter, salted'),
      );
      const saved = await save(router);
      expect(saved?.usda).toBe('01001');
      await waitFor(() =>
        expect(screen.getByTestId('nutrition-source').textContent).toBe(
          'Source: USDA 01001: Butter, salted',
        ),
      );
      expect(await nutrient('energy')).toBe('3000 kJ');
      expect(await nutrient('fat')).toBe('81.1 g');
    });

    it('refuses USDA as the source until a food is picked', async () => {
      await edit();
      source('USDA food');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('USDA food: pick a food from the search')).toBeTruthy();
      expect((await venue.store.itemMap()).get('BUTTER')?.usda ?? null).toBeNull();
    });

    it('stores values per 100 g as entered', async () => {
      const { router } = await edit();
      source('Per 100 g');
      type('Energy (kJ)', '3000');
      type('Total fat (g)', '81');
      type('Sodium (mg)', '700');
      const saved = await save(router);
      expect(saved?.usda).toEqual({ energy: 3000, fat: 81, na: 700 });
      expect(screen.getByTestId('nutrition-source').textContent).toBe('Source: Values per 100 g');
      expect(await nutrient('energy')).toBe('3000 kJ');
      expect(await nutrient('na')).toBe('700 mg');
    });

    it('names a bad value and keeps what is stored', async () => {
      await edit();
      source('Per 100 g');
      type('Total fat (g)', '-1');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Total fat must be 0 or more')).toBeTruthy();
      expect((await venue.store.itemMap()).get('BUTTER')?.usda ?? null).toBeNull();
    });

    it('normalises a manual entry (per 50 g, energy in kcal) to per 100 g', async () => {
      const { router } = await edit();
      source('Manual entry');
      type('Per', '50');
      fireEvent.click(section().getByText('kcal', { exact: true }));
      type('Energy (kcal)', '100');
      type('Total fat (g)', '4');
      // 100 kcal per 50 g = 200 kcal per 100 g = 836.8 kJ; 4 g fat per 50 g = 8 g per 100 g.
      await waitFor(() =>
        expect(screen.getByTestId('manual-per-100g').textContent).toContain(
          'Energy 837 kJ · Total fat 8 g',
        ),
      );
      const saved = await save(router);
      expect(saved?.usda).toEqual({
        per: 50,
        perUnit: 'g',
        energyUnit: 'kcal',
        values: { energy: 100, fat: 4 },
      });
      expect(screen.getByTestId('nutrition-source').textContent).toBe(
        'Source: Manual entry per 50 g, energy in kcal',
      );
      expect(await nutrient('energy')).toBe('837 kJ');
      expect(await nutrient('fat')).toBe('8 g');
    });

    it('asks for the conversion when a manual entry is per volume', async () => {
      await edit();
      source('Manual entry');
      type('Per', '1');
      await pick('Per unit', 'cup');
      type('Energy (kJ)', '500');
      expect(screen.getByTestId('manual-per-100g').textContent).toContain(
        'Not available: an amount per volume needs the conversion (volume = weight) above.',
      );
    });
  },
);
