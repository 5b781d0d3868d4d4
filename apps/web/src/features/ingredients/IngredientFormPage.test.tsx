import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { MILK_BY_THE_LITRE } from '../../test/catalogue-records';
import { ingredientFormRoutes } from './ingredient-form-routes';
import { field, pick, type } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { saveItem, saveItems, saveRecord } from '@larder/data';
import { i18n } from '../../i18n/i18n';

const venue = setUpTestVenue();

describe('/ingredient-add', { timeout: 30_000 }, () => {
  it('shows live unit costs for the worked example (flour 25 kg at 30.00, 1 cup = 125 g)', async () => {
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    type(/^Name/, 'Flour');
    type('Purchase price', '30');
    type('Purchase quantity', '25');
    await pick('Purchase unit', 'kg');
    expect(text('unit-cost-gram')).toBe('$0.0012');
    expect(text('unit-cost-ml')).toBe('—');
    type('Volume', '1');
    await pick('Volume unit', 'cup');
    type('Weight', '125');
    await pick('Weight unit', 'g');
    expect(text('unit-cost-gram')).toBe('$0.0012');
    expect(text('unit-cost-ml')).toBe('$0.0006');
    expect(text('unit-cost-each')).toBe('—');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    const saved = (await venue.store.itemMap()).get('FLOUR');
    expect(saved).toMatchObject({ name: 'Flour', purchaseunit: 'kg', type: 'single' });
    expect(saved?.gramcost).toBeCloseTo(0.0012, 10);
    expect(saved?.pricehistory).toHaveLength(1);
    expect(await screen.findByTestId('ingredient-detail')).toBeTruthy();
    expect(text('unit-cost-ml')).toBe('$0.0006');
  });

  it('shows validation messages that name the field, and refuses an existing key', async () => {
    await venue.store.apply(saveItem({ type: 'single', foodkey: 'SUGAR', name: 'Sugar' }));
    renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    type('Purchase price', '-2');
    type('Yield %', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Purchase price must be 0 or more')).toBeTruthy();
    expect(screen.getByText('Yield % must be more than 0 and at most 100')).toBeTruthy();
    type(/^Name/, 'sugar');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name: an item called SUGAR already exists')).toBeTruthy();
  });

  it('saves a par level, naming the field when the quantity is below 0 (operations-model §3)', async () => {
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    type(/^Name/, 'Flour');
    await pick('Purchase unit', 'kg');
    type('Par level', '-2');
    await pick('Par level unit', 'kg');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Par level must be 0 or more')).toBeTruthy();
    type('Par level', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
    expect((await venue.store.itemMap()).get('FLOUR')?.par).toEqual({ qty: 2, unit: 'kg' });
    const shown = await screen.findByTestId('par-level', {}, { timeout: 10_000 });
    expect(shown.textContent).toBe('2 kg');
  });

  it("says '<unit> size not available!' while a package level is unresolved", async () => {
    renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    await pick('Purchase unit', 'case');
    expect(screen.getByTestId('package-size-1').textContent).toBe('case size not available!');
  });

  it("offers the venue's suppliers and categories, and takes a name not offered", async () => {
    await venue.store.apply(
      saveRecord('supplier', { skey: 'ACME', name: 'Acme', ingredients: [] }),
    );
    await venue.store.apply(
      saveRecord('settings', { skey: 'IC', categories: ['Dairy', 'Produce'] }),
    );
    await venue.store.apply(
      saveItem({
        type: 'single',
        foodkey: 'BUTTER',
        name: 'Butter',
        supplier: 'acme',
      }),
    );
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    await pick('Supplier', 'Acme');
    expect(screen.queryByRole('option', { name: 'acme' })).toBeNull();
    await pick('Category', 'Produce');
    type('Storage area', 'Walk-in');
    type(/^Name/, 'Cream');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/CREAM'));
    expect((await venue.store.itemMap()).get('CREAM')).toMatchObject({
      supplier: 'Acme',
      category: 'Produce',
      storagearea: 'Walk-in',
    });
  });

  it('is blocked in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('ingredient-form')).toBeNull();
  });

  it('offers Pro at the trial limit of 100 ingredients, keeping what was typed; nothing is saved', async () => {
    await venue.store.apply(
      saveItems(
        Array.from({ length: 100 }, (_, i) => ({
          type: 'single',
          foodkey: `ITEM ${i + 1}`,
          name: `Item ${i + 1}`,
        })),
      ),
    );
    venue.store.setPro(false);
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    type(/^Name/, 'Saffron');
    type('Purchase price', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const prompt = await screen.findByTestId('trial-limit-prompt');
    expect(prompt.textContent).toContain(
      'This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.',
    );
    const upgrade = within(prompt).getByRole('link', { name: 'Upgrade to Pro' });
    expect(upgrade.getAttribute('href')).toBe('/subscription-manage');
    expect(upgrade.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('save-error')).toBeNull();
    expect(router.state.location.pathname).toBe('/ingredient-add/new');
    expect(field(/^Name/).value).toBe('Saffron');
    expect(field('Purchase price').value).toBe('12');
    expect((await venue.store.itemMap()).has('SAFFRON')).toBe(false);

    // Once the venue is Pro, the same form saves as typed.
    venue.store.setPro(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/SAFFRON'));
    expect((await venue.store.itemMap()).get('SAFFRON')?.purchaseprice).toBe(12);
  });
});

describe('/ingredient-edit', { timeout: 30_000 }, () => {
  it('saves a change and flashes every recipe it re-costed', async () => {
    await venue.store.apply(
      saveItem({
        ...MILK_BY_THE_LITRE,
        map: { volume_value: 1, volume_unit: 'L', weight_value: 1030, weight_unit: 'g' },
      }),
    );
    await venue.store.apply(
      saveItem({
        type: 'recipe',
        foodkey: 'CUSTARD',
        name: 'Custard',
        items: [{ name: 'MILK', type: 'single', qty_value: 500, qty_unit: 'mL' }],
        map: { each_value: 500 },
      }),
    );
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/MILK');
    await screen.findByTestId('ingredient-form');
    expect(field(/^Name/).disabled).toBe(true);
    type('Purchase price', '4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/MILK'));
    // The page moves on at once; the messages come once the change is stored.
    await waitFor(() =>
      expect(flashStore.get().map((f) => f.text)).toEqual(
        expect.arrayContaining(['Milk saved', 'Recipe - Custard updated']),
      ),
    );
    expect((await venue.store.itemMap()).get('MILK')?.mlcost).toBeCloseTo(0.002, 10);
  });

  it('loads the stored par level and saves it in a package unit of the item', async () => {
    await venue.store.apply(
      saveItem({
        type: 'single',
        foodkey: 'BEANS',
        name: 'Beans',
        purchaseprice: 48,
        purchaseqty: 1,
        purchaseunit: 'case',
        package_qty1: 12,
        package_unit1: 'can',
        package_qty2: 400,
        package_unit2: 'g',
        par: { qty: 6, unit: 'can' },
      }),
    );
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/BEANS');
    await screen.findByTestId('ingredient-form');
    expect(field('Par level').value).toBe('6');
    expect(field('Par level unit').value).toBe('can');
    await pick('Par level unit', 'case');
    type('Par level', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/BEANS'));
    await waitFor(async () =>
      expect((await venue.store.itemMap()).get('BEANS')?.par).toEqual({ qty: 1, unit: 'case' }),
    );
  });

  it('names a stored par unit the item no longer converts to, and clears the par level when emptied', async () => {
    // Milk bought by the litre, without a density: a par level in kg does not convert.
    await venue.store.apply(saveItem({ ...MILK_BY_THE_LITRE, par: { qty: 1, unit: 'kg' } }));
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/MILK');
    await screen.findByTestId('ingredient-form');
    expect(field('Par level unit').value).toBe('kg');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText("Par level unit: kg needs this item's volume and weight conversion"),
    ).toBeTruthy();
    type('Par level', '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/MILK'));
    // No quantity, no par level: the unit left in its field does not keep one.
    await waitFor(async () => expect((await venue.store.itemMap()).get('MILK')?.par).toBeNull());
  });

  // Product spec §4: a price change writes the day's price history entry, whichever package
  // level it is made at (the form, the bulk editor and the price-list import alike).
  it.each([
    ['Package 2 quantity', '12', 0.0025],
    ['Package 3 quantity', '200', 0.01],
  ])('writes a price history entry when %s changes', async (label, value, gramcost) => {
    const tomatoes = {
      type: 'single',
      foodkey: 'TOMATOES',
      name: 'Tomatoes',
      purchaseprice: 48,
      purchaseqty: 1,
      purchaseunit: 'case',
      package_qty1: 4,
      package_unit1: 'box',
      package_qty2: 6,
      package_unit2: 'can',
      package_qty3: 400,
      package_unit3: 'g',
    };
    await venue.store.apply(saveItem(tomatoes));
    // The first save wrote the first entry (0.005 a gram); a change the same day replaces it.
    const first = (await venue.store.itemMap()).get('TOMATOES')!;
    expect(first.pricehistory?.map((e) => e.price)).toEqual([expect.closeTo(0.005, 10)]);
    const { router } = renderRoutes(ingredientFormRoutes, '/ingredient-edit/TOMATOES');
    await screen.findByTestId('ingredient-form');
    type(label, value);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/TOMATOES'));
    await waitFor(async () =>
      expect((await venue.store.itemMap()).get('TOMATOES')?.gramcost).toBeCloseTo(gramcost, 10),
    );
    const saved = (await venue.store.itemMap()).get('TOMATOES')!;
    expect(saved.pricehistory).toEqual([
      expect.objectContaining({ unit: 'g', price: expect.closeTo(gramcost, 10) }),
    ]);
  });
});

describe('the ingredient form in French', { timeout: 30_000 }, () => {
  it('names its fields, units and package sizes in French, and checks in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(ingredientFormRoutes, '/ingredient-add/new');
    await screen.findByTestId('ingredient-form');
    expect(screen.getByRole('heading', { name: 'Nouvel ingrédient' })).toBeTruthy();
    type(/^Nom/, 'Tomates');
    type('Quantité achetée', '1');
    await pick('Unité d’achat', 'caisse');
    expect(text('package-size-1')).toBe('Taille de case non disponible !');
    type('Quantité de l’emballage 1', '6');
    await pick('Unité de l’emballage 1', 'conserve');
    type('Quantité de l’emballage 2', '800');
    await pick('Unité de l’emballage 2', 'mL');
    await waitFor(() => expect(text('package-size-1')).toBe('1 caisse = 4,8 L'));
    expect(text('package-size-2')).toBe('1 conserve = 800 mL');
    type('Rendement %', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Rendement % : doit être supérieur à 0 et d’au plus 100'),
    ).toBeTruthy();
  });
});
