import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { answerTheDialog } from '../../test/dialogs';
import { field, pick, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { SupplierDetailPage } from './SupplierDetailPage';
import { SupplierAddPage, SupplierEditPage } from './SupplierFormPage';
import { SuppliersPage } from './SuppliersPage';
import { saveItem, saveRecord } from '@larder/data';
import { i18n } from '../../i18n/i18n';

const venue = setUpTestVenue();

const routes = [
  { path: '/suppliers', element: <SuppliersPage /> },
  { path: '/suppliers/:skey', element: <SupplierDetailPage /> },
  { path: '/supplier-add/:key', element: <SupplierAddPage /> },
  { path: '/supplier-edit/:skey', element: <SupplierEditPage /> },
];

const ingredient = (foodkey: string, name: string, supplier?: string) =>
  venue.store.apply(saveItem({ type: 'single', foodkey, name, ...(supplier ? { supplier } : {}) }));
const supplierRecord = async (skey: string) => {
  const { sync: _sync, ...rest } = (await venue.store.db.suppliers.get(skey)) ?? {};
  return rest;
};

async function seed() {
  await ingredient('FLOUR', 'Flour', 'acme');
  await ingredient('SUGAR', 'Sugar', 'Best');
  await ingredient('EGGS', 'Eggs');
  await venue.store.apply(
    saveRecord('supplier', {
      skey: 'ACME',
      type: 'supplier',
      name: 'Acme',
      phone: '555 0101',
      email: 'orders@acme.test',
      ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
    }),
  );
  await venue.store.apply(
    saveRecord('supplier', {
      skey: 'BEST',
      type: 'supplier',
      name: 'Best',
      ingredients: [
        { foodkey: 'SUGAR', code: 'S9' },
        { foodkey: 'EGGS', code: 'E2' },
      ],
    }),
  );
}

describe('/suppliers', { timeout: 30_000 }, () => {
  it('says when there are none yet', async () => {
    renderRoutes(routes, '/suppliers');
    expect(await screen.findByTestId('suppliers-empty')).toBeTruthy();
  });

  it('lists suppliers with their ingredient counts and searches by name', async () => {
    await seed();
    renderRoutes(routes, '/suppliers');
    await waitFor(() => expect(screen.getAllByTestId('supplier-row')).toHaveLength(2));
    const counts = screen.getAllByTestId('supplier-count').map((c) => c.textContent);
    expect(counts).toEqual(['1', '2']);
    expect(screen.getByText('orders@acme.test')).toBeTruthy();
    type('Search', 'bes');
    expect(screen.getAllByTestId('supplier-row')).toHaveLength(1);
    expect(screen.getByText('1 of 2 suppliers')).toBeTruthy();
  });
});

describe('/suppliers/:skey', { timeout: 30_000 }, () => {
  it('shows the ingredients bought from it, with their codes and links', async () => {
    await seed();
    const { router } = renderRoutes(routes, '/suppliers/BEST');
    const rows = await screen.findAllByTestId('supplier-ingredient');
    expect(rows.map((r) => r.textContent)).toEqual(['EggsE2No main supplier set', 'SugarS9']);
    expect(within(rows[1]!).getByRole('link', { name: 'Sugar' }).getAttribute('href')).toBe(
      '/ingredients/SUGAR',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Back to suppliers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
  });

  it('replaces a supplier after confirming: ingredients and codes move, the old one goes', async () => {
    await seed();
    const { router } = renderRoutes(routes, '/suppliers/ACME');
    const email = await screen.findByRole('link', { name: 'orders@acme.test' });
    expect(email.getAttribute('href')).toBe('mailto:orders@acme.test');
    expect(screen.getByRole('link', { name: '555 0101' }).getAttribute('href')).toBe('tel:5550101');
    await pick('Replace with', 'Best');
    fireEvent.click(screen.getByRole('button', { name: 'Replace' }));
    const dialog = await answerTheDialog(true);
    expect(dialog.message).toContain('Replace Acme by Best?');
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/BEST'));
    expect(await supplierRecord('BEST')).toMatchObject({
      ingredients: [
        { foodkey: 'SUGAR', code: 'S9' },
        { foodkey: 'EGGS', code: 'E2' },
        { foodkey: 'FLOUR', code: 'F1' },
      ],
    });
    expect(await supplierRecord('ACME')).toMatchObject({ deleted: true });
    expect((await venue.store.itemMap()).get('FLOUR')?.supplier).toBe('Best');
    await waitFor(() => expect(screen.getAllByTestId('supplier-ingredient')).toHaveLength(3));
  });

  it('deletes only after confirming', async () => {
    await seed();
    const { router } = renderRoutes(routes, '/suppliers/ACME');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await answerTheDialog(false);
    expect(await supplierRecord('ACME')).not.toHaveProperty('deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
    expect(await supplierRecord('ACME')).toMatchObject({ deleted: true });
    expect(
      await venue.store.db.outbox.where('[kind+key]').equals(['supplier', 'ACME']).first(),
    ).toMatchObject({
      deleted: true,
    });
  });
});

describe('/supplier-add and /supplier-edit', { timeout: 30_000 }, () => {
  it('shows validation messages naming the field, then adds with an ingredient code', async () => {
    await seed();
    const { router } = renderRoutes(routes, '/supplier-add/new');
    await screen.findByTestId('supplier-form');
    type('Email', 'orders at fresh');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email must look like name@example.com')).toBeTruthy();
    type(/^Name/, 'acme');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Name: a supplier called ACME already exists/)).toBeTruthy();

    type(/^Name/, 'Fresh Farm');
    type('Email', 'orders@fresh.test');
    fireEvent.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await pick('Ingredient 1', 'Eggs');
    type('Code 1', 'EG-30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/FRESH%20FARM'));
    expect(await supplierRecord('FRESH FARM')).toMatchObject({
      type: 'supplier',
      name: 'Fresh Farm',
      email: 'orders@fresh.test',
      ingredients: [{ foodkey: 'EGGS', code: 'EG-30' }],
    });
    expect((await venue.store.itemMap()).get('EGGS')?.supplier).toBe('Fresh Farm');
    expect(await screen.findByText('EG-30')).toBeTruthy();
  });

  it('renaming updates every ingredient that names the supplier', async () => {
    await seed();
    await ingredient('BUTTER', 'Butter', 'ACME');
    const { router } = renderRoutes(routes, '/supplier-edit/ACME');
    await screen.findByTestId('supplier-form');
    expect(screen.getAllByTestId('code-row')).toHaveLength(2);
    type(/^Name/, 'Acme Foods');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/ACME%20FOODS'));
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.supplier).toBe('Acme Foods');
    expect(items.get('BUTTER')?.supplier).toBe('Acme Foods');
    expect(await supplierRecord('ACME FOODS')).toMatchObject({
      name: 'Acme Foods',
      phone: '555 0101',
      ingredients: [
        { foodkey: 'BUTTER', code: null },
        { foodkey: 'FLOUR', code: 'F1' },
      ],
    });
    expect(await supplierRecord('ACME')).toMatchObject({ deleted: true });
  });

  it('edits the supplier codes of its ingredients', async () => {
    await seed();
    const { router } = renderRoutes(routes, '/supplier-edit/BEST');
    await screen.findByTestId('supplier-form');
    expect(field('Code 1').value).toBe('E2');
    type('Code 1', 'E3');
    fireEvent.click(screen.getByRole('button', { name: 'Remove ingredient 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/BEST'));
    expect(await supplierRecord('BEST')).toMatchObject({
      ingredients: [{ foodkey: 'EGGS', code: 'E3' }],
    });
    expect((await venue.store.itemMap()).get('SUGAR')?.supplier).toBeNull();
  });

  it('blocks editing in restricted mode, and hides the edit actions', async () => {
    await seed();
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    const view = renderRoutes(routes, '/supplier-edit/ACME');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('supplier-form')).toBeNull();
    view.unmount();
    renderRoutes(routes, '/suppliers/ACME');
    expect(await screen.findByTestId('supplier-detail')).toBeTruthy();
    expect(screen.queryByTestId('supplier-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('the supplier pages in French', { timeout: 30_000 }, () => {
  it('list the suppliers and show one with its contact details and ingredients', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await seed();
    renderRoutes(routes, '/suppliers');
    await waitFor(() => expect(screen.getAllByTestId('supplier-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Fournisseurs' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Courriel' })).toBeTruthy();
    expect(screen.getByText('2 sur 2 fournisseurs')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Best' }));
    await screen.findByTestId('supplier-detail');
    expect(screen.getByRole('heading', { name: 'Ingrédients (2)' })).toBeTruthy();
    expect(screen.getByText('Aucun fournisseur principal')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour aux fournisseurs' })).toBeTruthy();
  });

  it('checks the form in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/supplier-add/new');
    await screen.findByTestId('supplier-form');
    type('Courriel', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nom : champ obligatoire')).toBeTruthy();
    expect(screen.getByText('Courriel : doit ressembler à nom@exemple.com')).toBeTruthy();
  });
});
