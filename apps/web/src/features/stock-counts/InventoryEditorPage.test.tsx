import 'fake-indexeddb/auto';
import { saveItems, saveRecord } from '@larder/data';
import type { StockCount } from '@larder/domain';
import {
  EGGS_COUNT_LINE,
  FLOUR_COUNT_LINE,
  FLOUR_COUNTED_CHEAPER_LINE,
} from '@larder/domain/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { theme } from '../../components/theme';
import { i18n } from '../../i18n/i18n';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { venueStore } from '../../state/venue';
import { setCurrentTestVenue } from '../../test/current-venue';
import { answerTheDialog } from '../../test/dialogs';
import { setUpTestVenue } from '../../test/test-venue';
import { InventoryEditorPage } from './InventoryEditorPage';
import { NewCountForm } from './NewCountForm';
import { STOCK_AREAS, STOCK_ITEMS } from './stock-test-data';

const venue = setUpTestVenue();

const routes = [{ path: '/inventory-editor', element: <InventoryEditorPage /> }];
const storedCounts = () => venue.store.db.stockCounts.toArray();
const liveCounts = async () => (await storedCounts()).filter((c) => !c.deleted);

beforeEach(async () => {
  await venue.seed(...STOCK_ITEMS);
  await venue.store.apply(saveRecord('settings', { skey: 'SA', areas: STOCK_AREAS }));
  setCurrentTestVenue('Bistro');
});
afterEach(() => {
  venueStore.reset();
});

const qty = (name: string) => screen.getByLabelText(`Quantity of ${name}`) as HTMLInputElement;
const unit = (name: string) => screen.getByLabelText(`Unit of ${name}`) as HTMLSelectElement;
const rowOf = (name: string) => qty(name).closest('tr')!;
const typeQty = (name: string, value: string) => fireEvent.change(qty(name), { target: { value } });
const enter = (shift = false) =>
  fireEvent.keyDown(document.activeElement!, { key: 'Enter', shiftKey: shift });
const focused = () => document.activeElement?.getAttribute('aria-label');
const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Opens a new count's editor. */
async function openNewCount() {
  const view = renderRoutes(
    routes,
    '/inventory-editor?count=new&name=Monday%20close&date=2026-03-02',
  );
  await screen.findByTestId('count-rows');
  return view;
}

describe('the stock counts list (operations-model §4)', { timeout: 30_000 }, () => {
  it('says there are no counts yet, and starts a new one by name and day', async () => {
    const { router } = renderRoutes(routes, '/inventory-editor');
    expect((await screen.findByTestId('counts-empty')).textContent).toContain(
      'No stock counts yet',
    );
    fireEvent.click(screen.getByRole('button', { name: 'New count' }));
    expect(await screen.findByText('is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Count name/), { target: { value: 'Monday close' } });
    fireEvent.click(screen.getByRole('button', { name: 'New count' }));
    await waitFor(() => expect(router.state.location.search).toContain('count=new'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('name')).toBe('Monday close');
    expect(params.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates a new count today by the clock it is given', () => {
    // 2026-03-02 at noon, local time.
    const now = () => new Date(2026, 2, 2, 12).getTime();
    render(
      <MantineProvider theme={theme} env="test">
        <NewCountForm now={now} onStart={() => {}} />
      </MantineProvider>,
    );
    expect((screen.getByLabelText(/Day counted/) as HTMLInputElement).value).toBe('2026-03-02');
  });

  it('lists counts newest first with their value, and deletes one after asking, with Undo', async () => {
    const line = { area: 'Dry store', unit: 'g', baseUnit: 'g', unitCost: 0.001 };
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-1',
        name: 'Monday',
        date: '2026-03-02',
        lines: [{ ...line, foodkey: 'FLOUR', qty: 5000, baseQty: 5000 }],
      }),
    );
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-2',
        name: 'Friday',
        date: '2026-03-06',
        lines: [{ ...line, foodkey: 'FLOUR', qty: 1500, baseQty: 1500 }],
      }),
    );
    renderRoutes(routes, '/inventory-editor');
    await waitFor(() => expect(screen.getAllByTestId('count-row')).toHaveLength(2));
    const rows = () =>
      screen.getAllByTestId('count-row').map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(0, 4)
          .map((td) => td.textContent),
      );
    expect(rows()).toEqual([
      ['Friday', 'Mar 6, 2026', '1', '$1.5000'],
      ['Monday', 'Mar 2, 2026', '1', '$5.0000'],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Monday' }));
    const dialog = await answerTheDialog(true);
    expect(dialog.message).toContain('Delete the stock count Monday of 2026-03-02?');
    await waitFor(() => expect(screen.getAllByTestId('count-row')).toHaveLength(1));
    const message = flashStore.get().find((m) => m.text === 'Monday deleted')!;
    expect(message.action?.label).toBe('Undo');
    act(() => message.action!.run());
    await waitFor(() => expect(screen.getAllByTestId('count-row')).toHaveLength(2));
    expect((await liveCounts()).map((c) => c.skey).sort()).toEqual(['SC-1', 'SC-2']);
  });
});

describe('the count editor (operations-model §4)', { timeout: 60_000 }, () => {
  it('walks the storage areas in SA order, items by name, with no area last', async () => {
    await openNewCount();
    const areas = screen.getAllByTestId('count-area').map((row) => row.textContent);
    expect(areas).toEqual(['Walk-in', 'Dry store', 'Bar', 'No storage area']);
    const items = screen
      .getAllByTestId('count-row-item')
      .map((row) => row.getAttribute('data-foodkey'));
    expect(items).toEqual(['EGGS', 'MILK', 'TOMATO SAUCE', 'FLOUR', 'TOMATOES', 'LEMONS', 'BOX']);
    // Each row offers the units the item converts to, its base unit first and chosen.
    expect(unit('Flour').value).toBe('g');
    expect(Array.from(unit('Flour').options).map((o) => o.value)).toEqual(
      expect.arrayContaining(['g', 'kg', 'bag', 'cup']),
    );
  });

  it('moves to the next item on Enter, back on Shift+Enter, and to Save after the last', async () => {
    await openNewCount();
    // A new count opens on its first item.
    expect(focused()).toBe('Quantity of Eggs');
    fireEvent.change(document.activeElement!, { target: { value: '24' } });
    enter();
    expect(focused()).toBe('Quantity of Milk');
    fireEvent.change(document.activeElement!, { target: { value: '1500' } });
    enter();
    expect(focused()).toBe('Quantity of Tomato sauce');
    // Past the heading of the next area.
    enter();
    expect(focused()).toBe('Quantity of Flour');
    enter(true);
    expect(focused()).toBe('Quantity of Tomato sauce');
    // Enter on a unit goes on too.
    unit('Flour').focus();
    fireEvent.keyDown(unit('Flour'), { key: 'Enter' });
    expect(focused()).toBe('Quantity of Tomatoes');
    qty('Box').focus();
    enter();
    expect(document.activeElement).toBe(screen.getByTestId('save-count'));
  });

  it('shows each line value and the totals by area, category and overall as you type', async () => {
    await openNewCount();
    typeQty('Eggs', '24');
    expect(within(rowOf('Eggs')).getByTestId('count-row-value').textContent).toBe('$7.2000');
    expect(within(rowOf('Eggs')).getByTestId('count-row-base').textContent).toBe('24 each');
    typeQty('Flour', '2');
    fireEvent.change(unit('Flour'), { target: { value: 'kg' } });
    expect(within(rowOf('Flour')).getByTestId('count-row-base').textContent).toBe('2 kg');
    expect(within(rowOf('Flour')).getByTestId('count-row-value').textContent).toBe('$2.4000');
    typeQty('Lemons', '4');
    expect(text('count-total-lines')).toBe('3 lines counted');
    expect(text('count-total-value')).toBe('Total value: $11.6000');
    const totals = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByTestId('total-row')
        .map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));
    expect(totals('totals-by-area')).toEqual([
      ['Walk-in', '1', '$7.2000'],
      ['Dry store', '1', '$2.4000'],
      ['Bar', '1', '$2.0000'],
    ]);
    expect(totals('totals-by-category')).toEqual([
      ['Dairy', '1', '$7.2000'],
      ['Dry goods', '1', '$2.4000'],
      ['Fruit', '1', '$2.0000'],
    ]);
    expect(screen.getAllByTestId('count-area')[0]!.textContent).toBe('Walk-in1 counted · $7.2000');
    // A row emptied is not counted any more.
    typeQty('Lemons', '');
    expect(text('count-total-lines')).toBe('2 lines counted');
  });

  it('names the row and field of each problem and saves nothing while there is one', async () => {
    await openNewCount();
    typeQty('Flour', '-1');
    expect(within(rowOf('Flour')).getByTestId('count-row-error').textContent).toBe(
      'Quantity: must be at least 0',
    );
    expect(qty('Flour').getAttribute('aria-invalid')).toBe('true');
    typeQty('Eggs', 'a dozen');
    expect(within(rowOf('Eggs')).getByTestId('count-row-error').textContent).toBe(
      'Quantity: must be a number',
    );
    typeQty('Box', '3');
    fireEvent.change(unit('Box'), { target: { value: 'each' } });
    fireEvent.click(screen.getByTestId('save-count'));
    const error = await screen.findByTestId('count-save-error');
    expect(error.textContent).toBe(
      'Nothing was saved: 2 lines need fixing. Eggs (Walk-in): Quantity: must be a number; Flour (Dry store): Quantity: must be at least 0.',
    );
    // The focus goes to the first row to fix.
    expect(focused()).toBe('Quantity of Eggs');
    expect(await storedCounts()).toHaveLength(0);
  });

  it('says so when a saved line is in a unit the item no longer converts to', async () => {
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-9',
        name: 'Old count',
        date: '2026-02-01',
        lines: [
          {
            foodkey: 'BOX',
            area: '',
            qty: 2,
            unit: 'kg',
            baseQty: null,
            baseUnit: null,
            unitCost: null,
          },
        ],
      }),
    );
    renderRoutes(routes, '/inventory-editor?count=SC-9');
    await screen.findByTestId('count-rows');
    // Typed again, the line is checked against the item as it is now.
    typeQty('Box', '3');
    expect(within(rowOf('Box')).getByTestId('count-row-error').textContent).toBe(
      'Unit: Box cannot be counted in kg',
    );
    expect(unit('Box').getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the lines with their snapshot through the one write path, and opens the saved count', async () => {
    const { router } = await openNewCount();
    typeQty('Eggs', '24');
    typeQty('Flour', '2.5');
    fireEvent.change(unit('Flour'), { target: { value: 'kg' } });
    expect(screen.getByTestId('count-unsaved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-count'));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?count=SC-/));
    const [stored] = (await storedCounts()) as unknown as StockCount[];
    expect(stored).toMatchObject({
      name: 'Monday close',
      date: '2026-03-02',
      lines: [EGGS_COUNT_LINE, FLOUR_COUNT_LINE],
    });
    expect(flashStore.get().map((m) => m.text)).toContain('Monday close saved');
    await waitFor(() => expect(screen.queryByTestId('count-unsaved')).toBeNull());
    expect(qty('Flour').value).toBe('2.5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monday close');
  });

  it('keeps a saved line at the value of the day it was counted after prices change', async () => {
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-3',
        name: 'Last week',
        date: '2026-02-23',
        lines: [FLOUR_COUNTED_CHEAPER_LINE],
      }),
    );
    renderRoutes(routes, '/inventory-editor?count=SC-3');
    await screen.findByTestId('count-rows');
    expect(within(rowOf('Flour')).getByTestId('count-row-value').textContent).toBe('$2.0000');
    // Changed, the line is valued at today's 0.0012 a g.
    typeQty('Flour', '3');
    expect(within(rowOf('Flour')).getByTestId('count-row-value').textContent).toBe('$3.6000');
  });

  it('finds items by name and shows only the counted lines when asked', async () => {
    await openNewCount();
    typeQty('Milk', '500');
    fireEvent.change(screen.getByLabelText('Find an item'), { target: { value: 'tomato' } });
    await waitFor(() =>
      expect(
        screen.getAllByTestId('count-row-item').map((r) => r.getAttribute('data-foodkey')),
      ).toEqual(['TOMATO SAUCE', 'TOMATOES']),
    );
    fireEvent.keyDown(screen.getByLabelText('Find an item'), { key: 'Enter' });
    expect(focused()).toBe('Quantity of Tomato sauce');
    fireEvent.change(screen.getByLabelText('Find an item'), { target: { value: '' } });
    fireEvent.click(screen.getByLabelText('Only counted lines'));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('count-row-item').map((r) => r.getAttribute('data-foodkey')),
      ).toEqual(['MILK']),
    );
  });

  it('asks before leaving a count with unsaved lines', async () => {
    const { router } = await openNewCount();
    typeQty('Milk', '500');
    act(() => void router.navigate('/inventory-editor'));
    const dialog = await answerTheDialog(false);
    expect(dialog.title).toBe('Count not saved');
    expect(router.state.location.search).toContain('count=new');
  });

  it('prints the count sheet, area by area, only while printing', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const sheet = screen.getByTestId('count-sheet-print');
      expect(
        within(sheet)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual([
        'Walk-in',
        'Dry store',
        'Bar',
        'No storage area',
        'Totals by storage area',
        'Totals by category',
      ]);
      expect(sheet.textContent).toContain('Eggs');
    });
    await openNewCount();
    typeQty('Eggs', '24');
    fireEvent.click(screen.getByTestId('print-count'));
    expect(print).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.queryByTestId('count-sheet-print')).toBeNull();
  });

  it('draws only the rows in view of a 10,000-item venue, and Enter walks from row to row', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      type: 'single' as const,
      foodkey: `ITEM ${String(i).padStart(5, '0')}`,
      name: `Item ${String(i).padStart(5, '0')}`,
      purchaseprice: 10,
      purchaseqty: 1,
      purchaseunit: 'kg',
      storagearea: i % 2 ? 'Walk-in' : 'Dry store',
    }));
    await venue.store.apply(saveItems(many));
    await openNewCount();
    expect(screen.getAllByTestId('count-row-item').length).toBeLessThan(60);
    // The walk-in: Eggs, then the odd items by name.
    qty('Eggs').focus();
    for (let i = 0; i < 15; i++) enter();
    expect(focused()).toBe('Quantity of Item 00029');
    fireEvent.change(document.activeElement!, { target: { value: '2' } });
    expect(text('count-total-lines')).toBe('1 line counted');
    expect(text('count-total-value')).toBe('Total value: $0.0200');
  });

  it('shows the counts but no editor in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderRoutes(routes, '/inventory-editor?count=new&name=X&date=2026-03-02');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
  });
});

describe('comparing two counts (operations-model §4)', { timeout: 30_000 }, () => {
  it('shows per item the earlier and later quantities, the usage and its value, with totals', async () => {
    const line = (foodkey: string, baseQty: number, unitCost: number, baseUnit = 'g') => ({
      foodkey,
      area: 'Dry store',
      qty: baseQty,
      unit: baseUnit,
      baseQty,
      baseUnit,
      unitCost,
    });
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-1',
        name: 'Monday',
        date: '2026-03-02',
        lines: [line('FLOUR', 5000, 0.001), line('EGGS', 24, 0.3, 'each')],
      }),
    );
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-2',
        name: 'Friday',
        date: '2026-03-06',
        lines: [line('FLOUR', 1500, 0.0012), line('EGGS', 6, 0.3, 'each')],
      }),
    );
    const { router } = renderRoutes(routes, '/inventory-editor');
    const form = await screen.findByTestId('compare-form');
    expect((within(form).getByLabelText('Earlier count') as HTMLSelectElement).value).toBe('SC-1');
    expect((within(form).getByLabelText('Later count') as HTMLSelectElement).value).toBe('SC-2');
    fireEvent.click(within(form).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.search).toBe('?earlier=SC-1&later=SC-2'));
    const rows = await screen.findAllByTestId('compare-row');
    expect(
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent)),
    ).toEqual([
      ['Eggs', '24 each', '6 each', '18 each', '$0.3000 / each', '$5.4000'],
      ['Flour', '5 kg', '1.5 kg', '3.5 kg', '$0.0012 / g', '$4.2000'],
    ]);
    expect(text('compare-earlier-value')).toBe('Earlier value: $12.2000');
    expect(text('compare-later-value')).toBe('Later value: $3.6000');
    expect(text('compare-usage-value')).toBe('Usage value: $9.6000');

    // The other way round is refused.
    act(() => void router.navigate('/inventory-editor?earlier=SC-2&later=SC-1'));
    expect((await screen.findByTestId('compare-problem')).textContent).toContain(
      'The earlier count is dated after the later one',
    );
  });
});

describe('the stock counts in French', { timeout: 60_000 }, () => {
  /** Text with the spaces French puts in figures read as plain spaces. */
  const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const qtyFr = (name: string) => screen.getByLabelText(`Quantité de ${name}`) as HTMLInputElement;
  const unitFr = (name: string) => screen.getByLabelText(`Unité de ${name}`) as HTMLSelectElement;
  const rowFr = (name: string) => qtyFr(name).closest('tr')!;
  const typeFr = (name: string, value: string) =>
    fireEvent.change(qtyFr(name), { target: { value } });

  it('lists the counts in French with French money, and compares them in French', async () => {
    const line = (foodkey: string, baseQty: number, unitCost: number, baseUnit = 'g') => ({
      foodkey,
      area: 'Dry store',
      qty: baseQty,
      unit: baseUnit,
      baseQty,
      baseUnit,
      unitCost,
    });
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-1',
        name: 'Monday',
        date: '2026-03-02',
        lines: [line('FLOUR', 5000, 0.001), line('EGGS', 24, 0.3, 'each')],
      }),
    );
    await venue.store.apply(
      saveRecord('stock-count', {
        skey: 'SC-2',
        name: 'Friday',
        date: '2026-03-06',
        lines: [line('FLOUR', 1500, 0.0012), line('EGGS', 6, 0.3, 'each')],
      }),
    );
    await act(() => i18n.changeLanguage('fr'));
    const { router } = renderRoutes(routes, '/inventory-editor');
    await waitFor(() => expect(screen.getAllByTestId('count-row')).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inventaire');
    expect(screen.getByRole('columnheader', { name: 'Valeur' })).toBeTruthy();
    expect(plain(screen.getAllByTestId('count-value')[0]!.textContent)).toBe('3,6000 $');
    const form = screen.getByTestId('compare-form');
    expect(within(form).getByLabelText('Inventaire antérieur')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Comparer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?earlier=SC-1&later=SC-2'));
    const rows = await screen.findAllByTestId('compare-row');
    expect(
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((td) => plain(td.textContent))),
    ).toEqual([
      ['Eggs', '24 unité', '6 unité', '18 unité', '0,3000 $ / unité', '5,4000 $'],
      ['Flour', '5 kg', '1,5 kg', '3,5 kg', '0,0012 $ / g', '4,2000 $'],
    ]);
    expect(plain(text('compare-usage-value'))).toBe('Valeur consommée : 9,6000 $');
    expect(text('compare-title')).toBe('Monday (2026-03-02) à Friday (2026-03-06)');
  });

  it('counts in French: headings, units, figures, totals and what is wrong', async () => {
    await openNewCount();
    await act(() => i18n.changeLanguage('fr'));
    typeFr('Eggs', '24');
    expect(plain(within(rowFr('Eggs')).getByTestId('count-row-value').textContent)).toBe(
      '7,2000 $',
    );
    expect(within(rowFr('Eggs')).getByTestId('count-row-base').textContent).toBe('24 unité');
    typeFr('Flour', '2,5');
    fireEvent.change(unitFr('Flour'), { target: { value: 'kg' } });
    expect(within(rowFr('Flour')).getByTestId('count-row-base').textContent).toBe('2,5 kg');
    expect(
      Array.from(unitFr('Flour').options).find((option) => option.value === 'bag')?.textContent,
    ).toBe('sac');
    expect(text('count-total-lines')).toBe('2 lignes comptées');
    expect(plain(screen.getAllByTestId('count-area')[0]!.textContent)).toBe(
      'Walk-in1 ligne comptée · 7,2000 $',
    );
    expect(screen.getAllByTestId('count-area').at(-1)!.textContent).toContain(
      'Aucune zone d’entreposage',
    );
    typeFr('Lemons', '-1');
    fireEvent.click(screen.getByTestId('save-count'));
    const error = await screen.findByTestId('count-save-error');
    expect(error.textContent).toMatch(
      /^Rien n’a été enregistré : une ligne est à corriger\. Lemons \(Bar\) : /,
    );
    expect(screen.getByTestId('save-count').textContent).toBe('Enregistrer l’inventaire');
  });

  it('prints the count sheet in French', async () => {
    vi.spyOn(window, 'print').mockImplementation(() => {
      const sheet = screen.getByTestId('count-sheet-print');
      expect(
        within(sheet)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent)
          .slice(-2),
      ).toEqual(['Totaux par zone d’entreposage', 'Totaux par catégorie']);
      expect(sheet.textContent).toContain('Compté le 2026-03-02');
      expect(
        within(sheet).getAllByRole('columnheader', { name: 'Quantité' }).length,
      ).toBeGreaterThan(0);
    });
    await openNewCount();
    await act(() => i18n.changeLanguage('fr'));
    typeFr('Eggs', '24');
    fireEvent.click(screen.getByTestId('print-count'));
    expect(window.print).toHaveBeenCalledTimes(1);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    vi.restoreAllMocks();
  });
});
