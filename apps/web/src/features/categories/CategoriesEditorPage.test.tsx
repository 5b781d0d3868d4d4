import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { answerDialog, dialogStore } from '../../state/dialog';
import { restrictedStore } from '../../state/restricted';
import { venueStore, type CurrentVenue } from '../../state/venue';
import { answerTheDialog } from '../../test/dialogs';
import { setUpTestVenue } from '../../test/test-venue';
import { CategoriesEditorPage } from './CategoriesEditorPage';
import { saveRecord } from '@larder/data';
import { i18n } from '../../i18n/i18n';

const current: CurrentVenue = {
  id: 'v1',
  venue_name: 'Test venue',
  profile: null,
  ingredientCategories: ['Dairy', 'Dry goods'],
  recipeCategories: ['Mains'],
  storageAreas: ['Pantry', { name: 'Cool room', colour: 'blue' }],
};

beforeEach(() => {
  venueStore.set({ current, stock: null });
});
const venue = setUpTestVenue();
afterEach(() => {
  venueStore.reset();
});

const routes = [{ path: '/categories-editor', element: <CategoriesEditorPage /> }];
const list = (key: string) => screen.getByTestId(`list-${key}`);
const names = (key: string) =>
  within(list(key))
    .queryAllByTestId('category-name')
    .map((n) => n.textContent);
const stored = async (key: string) => {
  const { sync: _sync, ...rest } = (await venue.store.db.settings.get(key)) ?? {};
  return rest;
};

async function open() {
  renderRoutes(routes, '/categories-editor');
  await waitFor(() => expect(names('IC')).toEqual(['Dairy', 'Dry goods']));
}

describe('/categories-editor', { timeout: 30_000 }, () => {
  it("shows the venue's lists and adds a name, refusing a duplicate in another case", async () => {
    await open();
    expect(names('RC')).toEqual(['Mains']);
    expect(names('SA')).toEqual(['Pantry', 'Cool room']);
    const input = within(list('IC')).getByLabelText('New ingredient category');
    fireEvent.change(input, { target: { value: 'dairy' } });
    fireEvent.click(within(list('IC')).getByRole('button', { name: 'Add' }));
    expect(await within(list('IC')).findByText('Name: Dairy is already in the list')).toBeTruthy();
    expect(await venue.store.db.settings.get('IC')).toBeUndefined();

    fireEvent.change(input, { target: { value: ' Meat ' } });
    fireEvent.click(within(list('IC')).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(names('IC')).toEqual(['Dairy', 'Dry goods', 'Meat']));
    expect(await stored('IC')).toMatchObject({
      skey: 'IC',
      categories: ['Dairy', 'Dry goods', 'Meat'],
    });
    expect(venueStore.get().current?.ingredientCategories).toEqual(['Dairy', 'Dry goods', 'Meat']);
  });

  it('renaming a category renames it in the items that use it', async () => {
    await venue.seed(
      { type: 'single', foodkey: 'FLOUR', name: 'Flour', category: 'Dry goods' },
      { type: 'single', foodkey: 'RICE', name: 'Rice', category: 'dry goods' },
      { type: 'single', foodkey: 'MILK', name: 'Milk', category: 'Dairy' },
    );
    await open();
    expect(within(list('IC')).getByText('2 items')).toBeTruthy();
    fireEvent.click(within(list('IC')).getByRole('button', { name: 'Rename Dry goods' }));
    const input = within(list('IC')).getByLabelText('New name for Dry goods');
    fireEvent.change(input, { target: { value: 'DAIRY' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await within(list('IC')).findByText('Name: Dairy is already in the list')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Pantry staples' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(names('IC')).toEqual(['Dairy', 'Pantry staples']));
    await waitFor(async () => {
      const items = await venue.store.itemMap();
      expect(items.get('FLOUR')).toMatchObject({ category: 'Pantry staples' });
      expect(items.get('RICE')).toMatchObject({ category: 'Pantry staples' });
      expect(items.get('MILK')).toMatchObject({ category: 'Dairy' });
    });
    expect(await within(list('IC')).findByText('2 items')).toBeTruthy();
  });

  it('renaming a storage area renames it in ingredients and recipes, keeping its fields', async () => {
    await venue.seed(
      { type: 'single', foodkey: 'MILK', name: 'Milk', storagearea: 'Cool room' },
      { type: 'recipe', foodkey: 'CUSTARD', name: 'Custard', storagearea: 'Cool room' },
    );
    await open();
    fireEvent.click(within(list('SA')).getByRole('button', { name: 'Rename Cool room' }));
    const input = within(list('SA')).getByLabelText('New name for Cool room');
    fireEvent.change(input, { target: { value: 'Walk-in' } });
    fireEvent.click(within(list('SA')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names('SA')).toEqual(['Pantry', 'Walk-in']));
    expect(await stored('SA')).toMatchObject({
      areas: ['Pantry', { name: 'Walk-in', colour: 'blue' }],
    });
    await waitFor(async () => {
      const items = await venue.store.itemMap();
      expect(items.get('MILK')).toMatchObject({ storagearea: 'Walk-in' });
      expect(items.get('CUSTARD')).toMatchObject({ storagearea: 'Walk-in' });
    });
  });

  it('reorders from the keyboard, keeping focus on the moved entry', async () => {
    const user = userEvent.setup();
    await open();
    const down = within(list('IC')).getByRole('button', { name: 'Move Dairy down' });
    expect(within(list('IC')).getByRole('button', { name: 'Move Dairy up' })).toHaveProperty(
      'disabled',
      true,
    );
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names('IC')).toEqual(['Dry goods', 'Dairy']));
    expect(await stored('IC')).toMatchObject({ categories: ['Dry goods', 'Dairy'] });
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Dairy up'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names('IC')).toEqual(['Dairy', 'Dry goods']));
  });

  it('deletes only after confirming', async () => {
    await venue.seed({ type: 'recipe', foodkey: 'STEW', name: 'Stew', category: 'Mains' });
    await open();
    fireEvent.click(within(list('RC')).getByRole('button', { name: 'Delete Mains' }));
    await waitFor(() => expect(dialogStore.get()).toHaveLength(1));
    const dialog = dialogStore.get()[0]!;
    expect(dialog.message).toBe(
      'Delete Mains from recipe categories? The items that use it (1) keep the name until you change them.',
    );
    act(() => answerDialog(dialog.id, false));
    expect(names('RC')).toEqual(['Mains']);
    fireEvent.click(within(list('RC')).getByRole('button', { name: 'Delete Mains' }));
    await answerTheDialog(true);
    await waitFor(() => expect(names('RC')).toEqual([]));
    expect(await stored('RC')).toMatchObject({ skey: 'RC', categories: [] });
  });

  it('prefers the settings record on this device over the lists the venue loaded with', async () => {
    await venue.store.apply(saveRecord('settings', { skey: 'IC', categories: ['Produce'] }));
    renderRoutes(routes, '/categories-editor');
    await waitFor(() => expect(names('IC')).toEqual(['Produce']));
  });

  it('shows the lists without editing in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    await open();
    expect(screen.getByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(Rename|Delete|Move) / })).toBeNull();
    expect(screen.queryByLabelText('New ingredient category')).toBeNull();
  });

  it('speaks French: list titles, counts, the add form and its messages', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await venue.seed(
      { type: 'single', foodkey: 'MILK', name: 'Milk', category: 'Dairy' },
      { type: 'single', foodkey: 'CREAM', name: 'Cream', category: 'Dairy' },
    );
    await open();
    expect(screen.getByRole('heading', { name: 'Catégories' })).toBeTruthy();
    expect(within(list('SA')).getByRole('heading', { name: 'Aires d’entreposage' })).toBeTruthy();
    expect(await within(list('IC')).findByText('2 articles')).toBeTruthy();
    expect(within(list('IC')).getByRole('button', { name: 'Renommer Dairy' })).toBeTruthy();
    const input = within(list('IC')).getByLabelText('Nouvelle catégorie d’ingrédients');
    fireEvent.change(input, { target: { value: 'dairy' } });
    fireEvent.click(within(list('IC')).getByRole('button', { name: 'Ajouter' }));
    expect(await within(list('IC')).findByText('Nom : Dairy est déjà dans la liste')).toBeTruthy();
  });
});
