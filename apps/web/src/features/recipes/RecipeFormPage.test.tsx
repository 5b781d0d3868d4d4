import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { lineLiveCosts, openRecipeForm, recipeFormRoutes } from './recipe-form-routes';
import { field, pick, save, type } from '../../test/form-fields';
import { text } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { seedRecipes } from './recipe-test-data';
import { deleteItem, saveItems } from '@larder/data';

const venue = setUpTestVenue();
beforeEach(async () => {
  await seedRecipes(venue.store);
});

describe('/recipe-add', { timeout: 60_000 }, () => {
  it('costs the recipe live while typing (worked examples) and saves it', async () => {
    const { router } = await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Margherita');
    await pick('Line 1 item', 'Flour');
    expect(field('Line 1 unit').value).toBe('g');
    type('Line 1 quantity', '500');
    expect(lineLiveCosts()).toEqual(['$0.6000']);
    await pick('Line 1 unit', 'cup');
    type('Line 1 quantity', '2');
    expect(lineLiveCosts()).toEqual(['$0.3000']);

    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient or recipe' }));
    await pick('Line 2 item', 'Tomato sauce');
    type('Line 2 quantity', '150');
    fireEvent.click(screen.getByRole('button', { name: 'Add packaging' }));
    await pick('Packaging 1 item', 'Box');
    type('Serving size', '200');

    expect(lineLiveCosts()).toEqual(['$0.3000', '$2.0000']);
    expect(text('packaging-live-cost')).toBe('$0.2500');
    expect(text('recipe-batch-cost')).toBe('$2.5500');
    expect(text('recipe-batch-weight')).toBe('400 g');
    expect(text('recipe-servings')).toBe('2');
    expect(text('recipe-cost-per-serving')).toBe('$1.2750');
    expect(text('recipe-cost-per-g')).toBe('$0.0064');
    expect(text('recipe-cost-per-ml')).toBe('$0.0038');
    const live = within(screen.getByTestId('recipe-live'));
    expect(live.getAllByTestId('allergen').map((a) => a.textContent)).toEqual([
      'Gluten (cereals)',
      'Sulphites (SO₂)',
    ]);

    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/MARGHERITA'));
    const saved = (await venue.store.itemMap()).get('MARGHERITA');
    expect(saved).toMatchObject({
      type: 'recipe',
      name: 'Margherita',
      items: [
        { name: 'FLOUR', type: 'single', qty_value: 2, qty_unit: 'cup' },
        { name: 'TOMATO SAUCE', type: 'recipe', qty_value: 150, qty_unit: 'g' },
      ],
      packaging: [{ name: 'BOX', qty: 1 }],
      servingsize: 200,
      servingsize_unit: 'g',
    });
    expect(saved?.eachcost).toBeCloseTo(2.55, 10);
    expect(await screen.findByTestId('recipe-detail', {}, { timeout: 10_000 })).toBeTruthy();
    expect(text('recipe-batch-cost')).toBe('$2.5500');
  });

  it('offers the units the item allows: its package units, not each without an each weight', async () => {
    await openRecipeForm('/recipe-add/new');
    await pick('Line 1 item', 'Tomatoes');
    const options = within(field('Line 1 unit'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['kg', 'g', 'L', 'mL', 'cup', 'case', 'can']));
    expect(options).not.toContain('each');
    await pick('Line 1 unit', 'can');
    type('Line 1 quantity', '1');
    expect(lineLiveCosts()).toEqual(['$4.0000']);
  });

  it('names the field in every validation message', async () => {
    await openRecipeForm('/recipe-add/new');
    await pick('Line 1 item', 'Flour');
    type('Serving size', '-1');
    type('Water loss', '150');
    await pick('Water loss unit', '%');
    save();
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Line 1 quantity is required')).toBeTruthy();
    expect(screen.getByText('Serving size must be more than 0')).toBeTruthy();
    expect(screen.getByText('Water loss must be less than 100 %')).toBeTruthy();
    type(/^Name/, 'pizza');
    save();
    expect(await screen.findByText('Name: an item called PIZZA already exists')).toBeTruthy();
  });

  it('is blocked in restricted mode', async () => {
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    renderRoutes(recipeFormRoutes, '/recipe-add/new');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('recipe-form')).toBeNull();
  });

  it('offers Pro at the trial limit of 25 recipes, keeping the recipe as typed', async () => {
    // Two recipes are seeded (the sauce and the pizza): 23 more make 25.
    await venue.store.apply(
      saveItems(
        Array.from({ length: 23 }, (_, i) => ({
          type: 'recipe',
          foodkey: `DISH ${i + 1}`,
          name: `Dish ${i + 1}`,
          items: [],
        })),
      ),
    );
    venue.store.setPro(false);
    const { router } = await openRecipeForm('/recipe-add/new');
    type(/^Name/, 'Focaccia');
    await pick('Line 1 item', 'Flour');
    type('Line 1 quantity', '500');
    save();
    const prompt = await screen.findByTestId('trial-limit-prompt');
    expect(prompt.textContent).toContain(
      'This venue has reached the free trial limit of 25 recipes. Upgrade to Pro to add more.',
    );
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/subscription-manage',
    );
    expect(router.state.location.pathname).toBe('/recipe-add/new');
    expect(field(/^Name/).value).toBe('Focaccia');
    expect(field('Line 1 quantity').value).toBe('500');
    expect((await venue.store.itemMap()).has('FOCACCIA')).toBe(false);
  });
});

describe('/recipe-edit', { timeout: 60_000 }, () => {
  it('refuses a nested recipe that would create a loop, naming the recipes', async () => {
    await openRecipeForm('/recipe-edit/TOMATO%20SAUCE');
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient or recipe' }));
    fireEvent.click(field('Line 2 item'));
    expect(screen.queryByRole('option', { name: 'Tomato sauce' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Pizza' }));
    expect(
      await screen.findByText(
        'Pizza cannot be added: it already uses Tomato sauce, and a recipe cannot contain itself.',
      ),
    ).toBeTruthy();
    expect(field('Line 2 item').value).toBe('');
  });

  it('saving a sub-recipe flashes every recipe it re-costed', async () => {
    const { router } = await openRecipeForm('/recipe-edit/TOMATO%20SAUCE');
    expect(field(/^Name/).disabled).toBe(true);
    type('Line 1 quantity', '2');
    expect(text('recipe-batch-cost')).toBe('$8.0000');
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/TOMATO%20SAUCE'));
    await waitFor(() =>
      expect(flashStore.get().map((f) => f.text)).toContain('Recipe - Pizza updated'),
    );
    // 2 cans = 800 g less 100 g = 700 g at 8.00; Pizza uses 150 g of it.
    expect((await venue.store.itemMap()).get('PIZZA')?.eachcost).toBeCloseTo(
      0.3 + (8 / 700) * 150 + 0.25,
      10,
    );
  });

  it('moves lines with keyboard-usable buttons; the focus follows the line', async () => {
    const { router } = await openRecipeForm('/recipe-edit/PIZZA');
    expect(field('Line 1 item').value).toBe('Flour');
    const down = screen.getByRole('button', { name: 'Move line 1 down' });
    down.focus();
    fireEvent.click(down);
    expect(field('Line 1 item').value).toBe('Tomato sauce');
    expect(field('Line 2 item').value).toBe('Flour');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move line 2 up'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove packaging 1' }));
    save();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recipes/PIZZA'));
    const saved = (await venue.store.itemMap()).get('PIZZA');
    expect(saved).toMatchObject({ items: [{ name: 'TOMATO SAUCE' }, { name: 'FLOUR' }] });
    expect(saved?.eachcost).toBeCloseTo(2.3, 10);
  });

  it('keeps a line whose item was deleted, marked as not found', async () => {
    await venue.store.apply(deleteItem('TOMATO SAUCE'));
    await openRecipeForm('/recipe-edit/PIZZA');
    expect(field('Line 2 item').value).toBe('TOMATO SAUCE (not found)');
    expect(lineLiveCosts()[1]).toBe('item not found');
    expect(text('recipe-batch-cost')).toBe('—');
  });

  it('shows a not-found state for a missing recipe', async () => {
    renderRoutes(recipeFormRoutes, '/recipe-edit/NOPE');
    expect(await screen.findByTestId('item-missing')).toBeTruthy();
  });
});
