import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Ingredient } from '@larder/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { FLOUR_BY_THE_BAG } from '../../test/catalogue-records';
import { field, pick } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { PriceListImportPage } from './PriceListImportPage';
import { saveItems, saveRecord } from '@larder/data';
import { i18n } from '../../i18n/i18n';

const venue = setUpTestVenue();
afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [
  { path: '/price-list-import/:skey', element: <PriceListImportPage /> },
  { path: '/suppliers/:skey', element: <p>supplier page</p> },
];

const sugar: Ingredient = {
  type: 'single',
  foodkey: 'SUGAR',
  name: 'Sugar',
  supplier: 'Acme',
  purchaseprice: 2,
  purchaseqty: 1,
  purchaseunit: 'kg',
  map: { volume_value: 1, volume_unit: 'cup', weight_value: 200, weight_unit: 'g' },
};

async function seed() {
  await venue.store.apply(saveItems([FLOUR_BY_THE_BAG, sugar]));
  await venue.store.apply(
    saveRecord('supplier', {
      skey: 'ACME',
      type: 'supplier',
      name: 'Acme',
      ingredients: [{ foodkey: 'FLOUR', code: 'F1' }],
    }),
  );
}

const stored = async (foodkey: string) => (await venue.store.itemMap()).get(foodkey) as Ingredient;

const CSV = [
  'Code,Description,Price,Qty,Unit,Pack qty,Pack unit',
  'F1,Flour 25kg,36.00,1,bag,25,kg',
  ',sugar,-2,1,kg,,',
  '',
].join('\n');

function chooseFile(name: string, content: BlobPart, type = 'text/csv') {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type })] } });
}

// Finds wait longer than the default second: the page reads the file and the store first.
const slow = { timeout: 10_000 };

const resultOf = (row: HTMLElement) => within(row).getByTestId('price-list-result').textContent;

describe('/price-list-import/:skey (product spec §5)', { timeout: 30_000 }, () => {
  it('previews each row, applies only the valid one and reports the invalid one', async () => {
    await seed();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Import price list: Acme' }, slow);
    chooseFile('acme.csv', CSV);

    const rows = await screen.findAllByTestId('price-list-row', {}, slow);
    expect(rows).toHaveLength(2);
    expect(resultOf(rows[0]!)).toBe('UpdateThe new purchase data will be saved.');
    expect(resultOf(rows[1]!)).toBe(
      'Invalid price list itemPurchase price: Price must be 0 or more',
    );
    expect(within(rows[1]!).getByText('Sugar')).toBeTruthy();
    // Columns were guessed from the headers.
    expect(field('Purchase price').value).toBe('Price');
    expect(screen.getByTestId('price-list-counts').textContent).toBe(
      '1 to update, 0 unchanged, 1 invalid, 0 not applied.',
    );
    // Nothing is written by the preview.
    expect((await stored('FLOUR')).purchaseprice).toBe(30);

    fireEvent.click(screen.getByRole('button', { name: 'Apply 1 valid row' }));
    const report = await screen.findByTestId('price-list-report', {}, slow);
    expect(within(report).getByTestId('price-list-summary').textContent).toBe(
      '1 ingredient updated, 0 rows unchanged, 1 invalid row, 0 rows not applied.',
    );
    expect(within(report).getByTestId('report-updated').textContent).toBe(
      'Flour: $30.0000 → $36.0000 (row 1)',
    );
    expect(within(report).getByTestId('report-invalid').textContent).toBe(
      'Row 2 (sugar): Invalid price list item: Purchase price: Price must be 0 or more',
    );
    expect(logged).toHaveBeenCalledWith('Invalid price list item', 'SUGAR');

    const updated = await stored('FLOUR');
    expect(updated.purchaseprice).toBe(36);
    expect(updated.gramcost).toBeCloseTo(36 / 25000, 10);
    expect(updated.pricehistory).toHaveLength(1);
    expect(updated.pricehistory?.[0]).toMatchObject({ unit: 'g' });
    expect(updated.pricehistory?.[0]?.price).toBeCloseTo(0.00144, 10);
    // Sugar's row was invalid: it keeps its price and the history it had (its first entry).
    const untouched = await stored('SUGAR');
    expect(untouched.purchaseprice).toBe(2);
    expect(untouched.pricehistory).toHaveLength(1);
    expect(untouched.pricehistory?.[0]?.price).toBeCloseTo(2 / 1000, 10);
  });

  it('lets the columns be chosen when the headers are not recognised', async () => {
    await seed();
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Import price list: Acme' }, slow);
    chooseFile('acme.csv', 'Ref no,Amount,Per,Measure\nF1,40,1,bag\n');
    expect(await screen.findByTestId('mapping-key-missing', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Apply/ }).hasAttribute('disabled')).toBe(true);

    await pick('Supplier code', 'Ref no');
    await pick('Purchase price', 'Amount');
    await pick('Purchase quantity', 'Per');
    await pick('Purchase unit', 'Measure');
    await waitFor(() => expect(screen.queryByTestId('mapping-key-missing')).toBeNull(), slow);
    // 1 bag without its package levels: the bag size is not known.
    const [row] = await screen.findAllByTestId('price-list-row', {}, slow);
    expect(resultOf(row!)).toContain('Invalid price list item');
    expect(screen.getByRole('button', { name: /^Apply/ }).hasAttribute('disabled')).toBe(true);
  });

  it('says which rows match nothing and which repeat an ingredient', async () => {
    await seed();
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Import price list: Acme' }, slow);
    chooseFile(
      'acme.csv',
      'code,name,price,qty,unit\nX9,Butter,5,1,kg\n,Sugar,3,1,kg\n,SUGAR,4,1,kg\n',
    );
    const rows = await screen.findAllByTestId('price-list-row', {}, slow);
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual([
      'unmatched',
      'update',
      'duplicate',
    ]);
    expect(resultOf(rows[0]!)).toContain('No ingredient of this supplier has this code or name.');
    expect(resultOf(rows[2]!)).toContain('Row 2 already updates this ingredient.');
  });

  it('saves nothing when the write fails, and says so', async () => {
    await seed();
    vi.spyOn(venue.store, 'apply').mockRejectedValueOnce(new Error('The database is full'));
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Import price list: Acme' }, slow);
    chooseFile('acme.csv', CSV);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 1 valid row' }, slow));
    const alert = await screen.findByTestId('apply-error', {}, slow);
    expect(alert.textContent).toContain('Nothing was saved');
    expect(alert.textContent).toContain('The database is full');
    expect((await stored('FLOUR')).purchaseprice).toBe(30);
    expect(screen.queryByTestId('price-list-report')).toBeNull();
  });

  it('refuses a file that is neither CSV nor XLSX', async () => {
    await seed();
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Import price list: Acme' }, slow);
    chooseFile('prices.pdf', '%PDF', 'application/pdf');
    expect(
      await screen.findByText('prices.pdf: choose a CSV or XLSX file.', {}, slow),
    ).toBeTruthy();
    expect(screen.queryByTestId('price-list-preview')).toBeNull();
  });

  it('says when the supplier does not exist', async () => {
    renderRoutes(routes, '/price-list-import/NOPE');
    expect(await screen.findByTestId('supplier-missing', {}, slow)).toBeTruthy();
  });

  it('speaks French, reads French column names and decimal commas, writes prices the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await seed();
    renderRoutes(routes, '/price-list-import/ACME');
    await screen.findByRole('heading', { name: 'Importer une liste de prix : Acme' }, slow);
    chooseFile(
      'acme.csv',
      [
        'Code fournisseur,Désignation,Prix,Quantité,Unité,Quantité emballage 1,Unité emballage 1',
        'F1,Farine 25kg,"36,00",1,bag,25,kg',
        ',sugar,-2,1,kg,,',
      ].join('\n'),
    );
    const rows = await screen.findAllByTestId('price-list-row', {}, slow);
    expect(field('Prix d’achat').value).toBe('Prix');
    expect(field('Unité d’emballage 1').value).toBe('Unité emballage 1');
    expect(resultOf(rows[0]!)).toBe(
      'Mise à jourLes nouvelles données d’achat seront enregistrées.',
    );
    expect(resultOf(rows[1]!)).toBe(
      `Ligne de liste de prix invalidePrix d’achat : ${i18n.t('errors:reason.price-negative')}`,
    );
    expect(within(rows[0]!).getByText('30,0000 $')).toBeTruthy();
    expect(screen.getByTestId('price-list-counts').textContent).toBe(
      'À mettre à jour : 1, inchangées : 0, invalides : 1, non appliquées : 0.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer 1 ligne valide' }));
    const report = await screen.findByTestId('price-list-report', {}, slow);
    expect(within(report).getByTestId('price-list-summary').textContent).toBe(
      '1 ingrédient mis à jour, 0 ligne inchangée, 1 ligne invalide, 0 ligne non appliquée.',
    );
    expect(within(report).getByTestId('report-updated').textContent).toBe(
      'Flour : 30,0000\u00a0$ → 36,0000\u00a0$ (ligne 1)',
    );
  });
});
