import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { DRY_GOODS_FLOUR, MILK_BY_THE_LITRE } from '../../test/catalogue-records';
import { answerTheDialog } from '../../test/dialogs';
import { setUpTestVenue } from '../../test/test-venue';
import { BulkEditorPage } from './BulkEditorPage';
import { saveItems } from '@larder/data';
import { i18n } from '../../i18n/i18n';

// jsdom lays nothing out: give the grid a size so it renders every column and row.
const layout = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('rdg') ? new DOMRect(0, 0, 2400, 2000) : layout.call(this);
  });
});
const venue = setUpTestVenue();
afterEach(() => {
  vi.restoreAllMocks();
});

function renderEditor() {
  return renderRoutes(
    [
      { path: '/ingredients-list-editor', element: <BulkEditorPage /> },
      { path: '/dash', element: <p>Dashboard</p> },
    ],
    '/ingredients-list-editor',
  );
}

const grid = () => screen.getByRole('grid', { name: 'Ingredients' });
const dataRows = () => within(grid()).getAllByRole('row').slice(1);
const cell = (rowIdx: number, field: string) => {
  const row = dataRows()[rowIdx];
  const span = row?.querySelector(`[data-field="${field}"]`);
  const gridCell = span?.closest('[role="gridcell"]');
  if (!gridCell) throw new Error(`no cell ${field} in row ${rowIdx}`);
  return gridCell as HTMLElement;
};

const bread = {
  type: 'recipe',
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 1, qty_unit: 'kg' }],
};

const unsaved = () => screen.getByTestId('bulk-unsaved').textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const flashTexts = () => flashStore.get().map((m) => m.text);

/** Double-click opens the cell's editor; Enter commits. */
function editCell(rowIdx: number, field: string, value: string) {
  fireEvent.doubleClick(cell(rowIdx, field));
  const input = within(grid()).getByRole('textbox');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

function paste(rowIdx: number, field: string, text: string) {
  const target = cell(rowIdx, field);
  fireEvent.mouseDown(target);
  fireEvent.click(target);
  fireEvent.paste(target, { clipboardData: { getData: () => text } });
}

describe('/ingredients-list-editor', () => {
  it('shows every ingredient with its computed costs', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(cell(0, 'name').textContent).toBe('Flour');
    expect(cell(0, 'purchaseunit').textContent).toBe('kg');
    expect(cell(0, 'gramcost').textContent).toBe('$0.0012');
    expect(cell(0, 'mlcost').textContent).toBe('$0.0006');
    expect(cell(1, 'mlcost').textContent).toBe('$0.0010');
    expect(cell(1, 'gramcost').textContent).toBe('—');
    expect(unsaved()).toBe('No unsaved changes');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('edits a cell, marks the change, re-costs live and saves once with the re-costed recipes', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE, bread]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    editCell(0, 'purchaseprice', '60');
    expect(cell(0, 'purchaseprice').textContent).toBe('60');
    expect(cell(0, 'purchaseprice').className).toContain('bulk-cell-changed');
    expect(dataRows()[0]!.className).toContain('bulk-row-changed');
    expect(dataRows()[1]!.className).not.toContain('bulk-row-changed');
    expect(cell(0, 'gramcost').textContent).toBe('$0.0024');
    expect(unsaved()).toBe('1 unsaved change');

    fireEvent.click(saveButton());
    await waitFor(() => expect(flashTexts()).toContain('1 ingredient saved, 1 recipe re-costed'));
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.purchaseprice).toBe(60);
    expect(items.get('FLOUR')?.gramcost).toBe(0.0024);
    expect(items.get('FLOUR')?.pricehistory?.length).toBeGreaterThan(0);
    expect(items.get('BREAD')?.eachcost).toBe(2.4);
    expect(items.get('MILK')?.timestamp).toBeDefined();
    await waitFor(() => expect(unsaved()).toBe('No unsaved changes'));
    expect(cell(0, 'purchaseprice').textContent).toBe('60');
  });

  it('searches the rows by the search rule and keeps the edits the search hides', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    editCell(1, 'purchaseprice', '5');
    const search = screen.getByTestId('bulk-search');
    fireEvent.change(search, { target: { value: 'fl' } });
    expect(dataRows()).toHaveLength(2);
    fireEvent.change(search, { target: { value: 'flour' } });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(screen.getByTestId('bulk-shown').textContent).toBe('1 of 2 ingredients');
    expect(cell(0, 'name').textContent).toBe('Flour');
    editCell(0, 'purchaseprice', '60');
    expect(unsaved()).toBe('2 unsaved changes');

    fireEvent.change(search, { target: { value: 'saffron' } });
    await waitFor(() =>
      expect(screen.getByTestId('bulk-no-match').textContent).toContain('saffron'),
    );
    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(cell(0, 'purchaseprice').textContent).toBe('60');
    expect(cell(1, 'purchaseprice').textContent).toBe('5');

    fireEvent.click(saveButton());
    await waitFor(() => expect(flashTexts()).toContain('2 ingredients saved, 0 recipes re-costed'));
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.purchaseprice).toBe(60);
    expect(items.get('MILK')?.purchaseprice).toBe(5);
  });

  it('validates each cell with a message naming the field and refuses to save', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    editCell(0, 'purchaseprice', '-1');
    editCell(1, 'purchaseunit', 'bucket');
    editCell(1, 'yield', '120');
    expect(cell(0, 'purchaseprice').className).toContain('bulk-cell-invalid');
    expect(cell(0, 'purchaseprice').querySelector('span')?.title).toBe('Price must be 0 or more');
    expect(cell(0, 'gramcost').textContent).toBe('—');
    const errors = screen.getAllByTestId('bulk-error').map((e) => e.textContent);
    expect(errors).toEqual([
      'Flour: Price must be 0 or more',
      'Milk: Unit: unknown unit bucket',
      'Milk: Yield % must be more than 0 and at most 100',
    ]);
    expect(screen.getByTestId('bulk-errors').textContent).toContain('Fix 3 cells before saving');
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);

    editCell(1, 'purchaseunit', 'LITRE');
    editCell(1, 'yield', '100');
    editCell(0, 'purchaseprice', '30');
    expect(screen.queryByTestId('bulk-errors')).toBeNull();
    expect(unsaved()).toBe('1 unsaved change');
  });

  it('edits, checks and saves a par level cell (operations-model §3)', async () => {
    await venue.store.apply(
      saveItems([DRY_GOODS_FLOUR, { ...MILK_BY_THE_LITRE, par: { qty: 4, unit: 'L' } }]),
    );
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    expect(cell(1, 'par').textContent).toBe('4 L');
    editCell(0, 'par', '3 each');
    expect(screen.getAllByTestId('bulk-error').map((e) => e.textContent)).toEqual([
      'Flour: Par level: each needs the weight of one each of this item',
    ]);
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    editCell(0, 'par', '2 Kilos');
    paste(1, 'par', '6 L');
    expect(screen.queryByTestId('bulk-errors')).toBeNull();
    expect(cell(0, 'par').className).toContain('bulk-cell-changed');

    fireEvent.click(saveButton());
    await waitFor(() => expect(flashTexts()).toContain('2 ingredients saved, 0 recipes re-costed'));
    const items = await venue.store.itemMap();
    expect(items.get('FLOUR')?.par).toEqual({ qty: 2, unit: 'kg' });
    expect(items.get('MILK')?.par).toEqual({ qty: 6, unit: 'L' });
    await waitFor(() => expect(cell(0, 'par').textContent).toBe('2 kg'));
  });

  it('pastes many rows from the selected cell and adds rows past the last one', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    paste(0, 'purchaseprice', '45\t20\n3\t1\n7.5\t500\n');
    expect(cell(0, 'purchaseprice').textContent).toBe('45');
    expect(cell(0, 'purchaseqty').textContent).toBe('20');
    expect(cell(1, 'purchaseprice').textContent).toBe('3');
    expect(dataRows()).toHaveLength(3);
    expect(dataRows()[2]!.className).toContain('bulk-row-new');
    // The new row has no name yet.
    expect(screen.getAllByTestId('bulk-error').map((e) => e.textContent)).toEqual([
      'New row 3: Name is required',
      'New row 3: Unit is required with a quantity',
    ]);
    paste(2, 'name', 'Sugar\tBidfood\tS-100\t7.5\t500\tg');
    expect(screen.queryByTestId('bulk-errors')).toBeNull();
    expect(unsaved()).toBe('3 unsaved changes');
    expect(cell(2, 'gramcost').textContent).toBe('$0.0150');

    fireEvent.click(saveButton());
    await waitFor(() => expect(flashTexts()).toContain('3 ingredients saved, 0 recipes re-costed'));
    const items = await venue.store.itemMap();
    expect(items.get('SUGAR')).toMatchObject({
      type: 'single',
      name: 'Sugar',
      supplier: 'Bidfood',
      purchaseprice: 7.5,
      purchaseqty: 500,
      purchaseunit: 'g',
      gramcost: 0.015,
    });
    expect(items.get('FLOUR')?.purchaseqty).toBe(20);
    const supplier = await venue.store.db.suppliers.get('BIDFOOD');
    expect(supplier?.ingredients).toEqual([{ foodkey: 'SUGAR', code: 'S-100' }]);
    await waitFor(() => expect(dataRows()).toHaveLength(3));
    await waitFor(() => expect(cell(2, 'code').textContent).toBe('S-100'));
  });

  it('moves with the arrow keys and edits from the keyboard', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    fireEvent.mouseDown(cell(0, 'purchaseprice'));
    fireEvent.click(cell(0, 'purchaseprice'));
    expect(cell(0, 'purchaseprice').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(cell(0, 'purchaseprice'), { key: 'ArrowDown' });
    fireEvent.keyDown(cell(1, 'purchaseprice'), { key: 'ArrowRight' });
    expect(cell(1, 'purchaseqty').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(cell(1, 'purchaseqty'), { key: 'Enter' });
    const input = within(grid()).getByRole('textbox');
    expect((input as HTMLInputElement).value).toBe('2');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(cell(1, 'purchaseqty').textContent).toBe('4');
    expect(cell(1, 'mlcost').textContent).toBe('$0.0005');
    // Escape leaves the editor without a change.
    fireEvent.keyDown(cell(1, 'purchaseqty'), { key: 'Enter' });
    const again = within(grid()).getByRole('textbox');
    fireEvent.change(again, { target: { value: '8' } });
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(cell(1, 'purchaseqty').textContent).toBe('4');
  });

  it('keeps the edits and says why when the save fails', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    editCell(0, 'purchaseprice', '31');
    vi.spyOn(venue.store, 'apply').mockRejectedValueOnce(new Error('The disk is full'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(flashTexts()).toContain('Not saved: The disk is full'));
    expect(unsaved()).toBe('1 unsaved change');
    expect(cell(0, 'purchaseprice').textContent).toBe('31');
    expect((await venue.store.itemMap()).get('FLOUR')?.purchaseprice).toBe(30);
  });

  it('offers Pro when new rows pass the trial limit of 100 ingredients, keeping every edit', async () => {
    const others = Array.from({ length: 99 }, (_, i) => ({
      type: 'single',
      foodkey: `ITEM ${i + 1}`,
      name: `Item ${i + 1}`,
    }));
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, ...others]));
    venue.store.setPro(false);
    renderEditor();
    await waitFor(() => expect(screen.getByTestId('bulk-search')).toBeTruthy());
    fireEvent.change(screen.getByTestId('bulk-search'), { target: { value: 'flour' } });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(dataRows()).toHaveLength(2));
    paste(1, 'name', 'Sugar');
    expect(unsaved()).toBe('1 unsaved change');
    fireEvent.click(saveButton());
    const prompt = await screen.findByTestId('trial-limit-prompt');
    const limitText =
      'This venue has reached the free trial limit of 100 ingredients. Upgrade to Pro to add more.';
    expect(prompt.textContent).toContain(limitText);
    expect(within(prompt).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/subscription-manage',
    );
    expect(flashTexts()).toContain(`Not saved: ${limitText}`);
    expect(unsaved()).toBe('1 unsaved change');
    expect(cell(1, 'name').textContent).toBe('Sugar');
    expect((await venue.store.itemMap()).has('SUGAR')).toBe(false);
  });

  it('refuses a new row whose name is taken', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    editCell(1, 'name', 'flour');
    expect(screen.getAllByTestId('bulk-error').map((e) => e.textContent)).toEqual([
      'flour: Name: an item called FLOUR already exists',
    ]);
  });

  it('discards the changes after confirmation', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR]));
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    editCell(0, 'purchaseprice', '99');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await answerTheDialog(false);
    expect(cell(0, 'purchaseprice').textContent).toBe('99');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await answerTheDialog(true);
    await waitFor(() => expect(cell(0, 'purchaseprice').textContent).toBe('30'));
    expect(unsaved()).toBe('No unsaved changes');
    expect((await venue.store.itemMap()).get('FLOUR')?.purchaseprice).toBe(30);
  });

  it('warns before leaving with unsaved changes', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR]));
    const { router } = renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    editCell(0, 'purchaseprice', '99');
    act(() => void router.navigate('/dash'));
    await answerTheDialog(false);
    expect(router.state.location.pathname).toBe('/ingredients-list-editor');
    expect(cell(0, 'purchaseprice').textContent).toBe('99');
    act(() => void router.navigate('/dash'));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash'));
  });

  it('shows an empty state with a way to add rows', async () => {
    renderEditor();
    const empty = await screen.findByTestId('bulk-empty');
    expect(empty.textContent).toContain('No ingredients yet');
    fireEvent.click(within(empty).getByRole('button', { name: 'Add row' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(unsaved()).toBe('No unsaved changes');
  });

  it("keeps a part's purchase cells read-only (they follow its parent)", async () => {
    await venue.store.apply(
      saveItems([
        {
          type: 'part',
          foodkey: 'SALMON, FILLET (PT)',
          name: 'Salmon, fillet (pt)',
          purchaseprice: 4,
          purchaseqty: 1,
          purchaseunit: 'each',
        },
      ]),
    );
    renderEditor();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(cell(0, 'purchaseprice').className).toContain('bulk-cell-readonly');
    paste(0, 'supplier', 'Fishmonger\t\t9');
    expect(cell(0, 'supplier').textContent).toBe('Fishmonger');
    expect(cell(0, 'purchaseprice').textContent).toBe('4');
    expect(unsaved()).toBe('1 unsaved change');
  });

  it('blocks editing in restricted mode', async () => {
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR]));
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    renderEditor();
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('speaks French: headings, messages, costs and a price typed with a decimal comma', async () => {
    await act(() => i18n.changeLanguage('fr'));
    await venue.store.apply(saveItems([DRY_GOODS_FLOUR, MILK_BY_THE_LITRE]));
    renderEditor();
    const frenchGrid = () => screen.getByRole('grid', { name: 'Ingrédients' });
    await waitFor(() => expect(within(frenchGrid()).getAllByRole('row')).toHaveLength(3));
    expect(
      screen.getByRole('heading', { name: 'Éditeur de la liste des ingrédients' }),
    ).toBeTruthy();
    expect(within(frenchGrid()).getByText('Rendement %')).toBeTruthy();
    expect(within(frenchGrid()).getByText('Coût / unité')).toBeTruthy();
    expect(unsaved()).toBe('Aucune modification non enregistrée');
    fireEvent.doubleClick(
      within(frenchGrid()).getAllByRole('row')[1]!.querySelector('[data-field="purchaseprice"]')!,
    );
    const input = within(frenchGrid()).getByRole('textbox');
    fireEvent.change(input, { target: { value: '37,5' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(unsaved()).toBe('1 modification non enregistrée');
    const cost = (field: string) =>
      within(frenchGrid()).getAllByRole('row')[1]!.querySelector(`[data-field="${field}"]`)!
        .textContent;
    expect(cost('gramcost')).toBe('0,0015\u00a0$');
    fireEvent.doubleClick(
      within(frenchGrid()).getAllByRole('row')[2]!.querySelector('[data-field="yield"]')!,
    );
    const yieldInput = within(frenchGrid()).getByRole('textbox');
    fireEvent.change(yieldInput, { target: { value: '120' } });
    fireEvent.keyDown(yieldInput, { key: 'Enter' });
    expect(screen.getAllByTestId('bulk-error').map((e) => e.textContent)).toEqual([
      'Milk : Rendement % : doit être supérieur à 0 et d’au plus 100',
    ]);
    expect(screen.getByTestId('bulk-errors').textContent).toContain(
      'Corrigez 1 cellule avant d’enregistrer',
    );
  });
});
