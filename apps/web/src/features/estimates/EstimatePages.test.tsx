import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import type { Estimate, EventRecord, SyncRow } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { estimateNumberText } from '../../components/operations/estimate-number-text';
import { restrictedStore } from '../../state/restricted';
import { venueStore } from '../../state/venue';
import { setCurrentTestVenue } from '../../test/current-venue';
import { CUSTARD, EGGS_FOR_TART, MILK_FOR_CUSTARD, TART } from '../../test/catalogue-records';
import { i18n } from '../../i18n/i18n';
import { answerTheDialog } from '../../test/dialogs';
import { field, pick, save, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { EstimateEditorPage } from './EstimateEditorPage';
import { EstimatesPage } from './EstimatesPage';

// Custard: 1.50 a serving, sold at 6.00; Tart: 0.60 a serving, no sale price (priced at
// 0.60 / 30% = 2.00). The Smith wedding: 80 custards (480.00) and 80 tarts (160.00), staff
// 300.00: 940.00, less 10% (94.00) = 846.00, plus 10% tax (84.60) = 930.60.
const venue = setUpTestVenue();

const routes = [
  { path: '/estimates', element: <EstimatesPage /> },
  { path: '/estimates/:skey', element: <EstimateEditorPage /> },
];

const WEDDING: Estimate = {
  skey: 'ES-1',
  title: 'Smith wedding',
  date: '2026-06-20',
  customer: { name: 'Ann Smith', email: 'ann@example.com' },
  status: 'sent',
  lines: [
    { foodkey: 'CUSTARD', qty: 80, pricing: 'sale' },
    { foodkey: 'TART', qty: 80, pricing: 'target' },
  ],
  extras: [{ label: 'Staff', amount: 300 }],
  discount: { kind: 'percent', value: 10 },
  taxPercent: 10,
};

const LUNCH: Estimate = {
  skey: 'ES-2',
  title: 'Office lunch',
  date: '2026-07-01',
  status: 'draft',
  lines: [{ foodkey: 'CUSTARD', qty: 10, pricing: 'sale' }],
  extras: [],
  taxPercent: 0,
};

const EVENT: EventRecord = {
  skey: 'EV-1',
  name: 'Jones birthday',
  type: 'birthday',
  date: '2026-08-15',
  guests: 80,
  contact: { name: 'Bo Jones', email: 'bo@example.com' },
  status: 'confirmed',
  lines: [
    { foodkey: 'CUSTARD', perGuest: 1 },
    { foodkey: 'TART', total: 40 },
  ],
};

/** The number the server gives an estimate, as a pull brings it. */
const numbered = (skey: string, number: number): SyncRow => ({
  kind: 'estimate-number',
  key: skey,
  gen: 0,
  hlc: '001700000000000-0000-server',
  node: 'server',
  rev: number,
  deleted: false,
  doc: { skey, number },
});

const total = (key: string) => screen.getByTestId(`estimate-total-${key}`).textContent;
const storedEstimates = () => venue.store.db.estimates.toArray();

beforeEach(async () => {
  await venue.seed(MILK_FOR_CUSTARD, EGGS_FOR_TART, CUSTARD, TART);
  setCurrentTestVenue('Bistro Larder');
});
afterEach(() => {
  venueStore.reset();
  vi.restoreAllMocks();
});

describe('/estimates', { timeout: 30_000 }, () => {
  it('says there are no estimates yet and offers a new one', async () => {
    renderRoutes(routes, '/estimates');
    const empty = await screen.findByTestId('estimates-empty');
    expect(empty.textContent).toContain('No estimates yet');
    const link = within(empty).getByRole('link', { name: 'New estimate' });
    expect(link.getAttribute('href')).toBe('/estimates/new');
  });

  it('lists each estimate with its number, title, customer, date, status and gross total', async () => {
    await venue.store.apply(saveRecord('estimate', WEDDING));
    await venue.store.apply(saveRecord('estimate', LUNCH));
    await venue.store.apply({
      type: 'pulled',
      rows: [numbered('ES-1', 7)],
      cursor: { epoch: 'e', rev: 7 },
    });
    renderRoutes(routes, '/estimates');
    await waitFor(() => expect(screen.getAllByTestId('estimate-row')).toHaveLength(2));
    const rows = () =>
      screen
        .getAllByTestId('estimate-row')
        .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    // Newest day first.
    expect(rows()).toEqual([
      ['Draft (not yet synced)', 'Office lunch', '', 'Jul 1, 2026', 'Draft', '$60.00'],
      ['Estimate 7', 'Smith wedding', 'Ann Smith', 'Jun 20, 2026', 'Sent', '$930.60'],
    ]);

    fireEvent.change(field('Status'), { target: { value: 'sent' } });
    expect(rows().map((r) => r[1])).toEqual(['Smith wedding']);
    fireEvent.change(field('Status'), { target: { value: 'declined' } });
    expect(screen.getByTestId('estimates-none-shown').textContent).toBe('No declined estimates.');
  });

  it('is drawn in French, the amounts written the French way', async () => {
    await venue.store.apply(saveRecord('estimate', WEDDING));
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/estimates');
    await screen.findByTestId('estimate-row');
    expect(screen.getByRole('heading', { name: 'Soumissions' })).toBeTruthy();
    const cells = [...screen.getByTestId('estimate-row').querySelectorAll('td')].map((td) =>
      td.textContent?.replace(/[\u00a0\u202f]/g, ' '),
    );
    expect(cells).toEqual([
      estimateNumberText(undefined),
      'Smith wedding',
      'Ann Smith',
      '20 juin 2026',
      'Envoyée',
      '930,60 $',
    ]);
  });

  it('hides prices and the way to a new estimate in restricted mode', async () => {
    await venue.store.apply(saveRecord('estimate', WEDDING));
    act(() => restrictedStore.set((s) => ({ ...s, on: true })));
    renderRoutes(routes, '/estimates');
    await screen.findByTestId('estimate-row');
    expect(screen.queryByTestId('estimate-gross')).toBeNull();
    expect(screen.queryByRole('link', { name: 'New estimate' })).toBeNull();
  });
});

describe('an estimate for an event', { timeout: 30_000 }, () => {
  it('starts from the event: its name, date, contact and menu, priced, with the totals live', async () => {
    await venue.store.apply(saveRecord('event', EVENT));
    const { router } = renderRoutes(routes, '/estimates?event=EV-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimates/new'));
    expect(router.state.location.search).toBe('?event=EV-1');
    await screen.findByRole('form', { name: 'Estimate form' });
    expect(field(/^Title/).value).toBe('Jones birthday');
    expect(field(/^Date/).value).toBe('2026-08-15');
    expect(field('Customer name').value).toBe('Bo Jones');
    expect(field('Customer e-mail').value).toBe('bo@example.com');
    expect(field('Line 1 servings').value).toBe('80');
    expect(field('Line 1 pricing').value).toBe('sale');
    expect(field('Line 2 servings').value).toBe('40');
    expect(field('Line 2 pricing').value).toBe('target');
    // 80 x 6.00 + 40 x 2.00 = 560.00; cost 80 x 1.50 + 40 x 0.60 = 144.00.
    expect(total('subtotal')).toBe('$560.00');
    expect(total('gross')).toBe('$560.00');
    expect(total('cost')).toBe('$144.00');
    expect(total('margin')).toBe('$416.00');
    expect(total('food-cost')).toBe('25.7%');

    type('Tax %', '10');
    type('Discount', '60');
    // 560 - 60 = 500 net, 50 tax: 550.
    await waitFor(() => expect(total('gross')).toBe('$550.00'));
    expect(total('net')).toBe('$500.00');
    expect(total('tax')).toBe('$50.00');

    save();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/estimates\/ES-/));
    const [stored] = await storedEstimates();
    expect(stored).toMatchObject({
      title: 'Jones birthday',
      date: '2026-08-15',
      eventKey: 'EV-1',
      customer: { name: 'Bo Jones', email: 'bo@example.com' },
      status: 'draft',
      lines: [
        { foodkey: 'CUSTARD', qty: 80, pricing: 'sale' },
        { foodkey: 'TART', qty: 40, pricing: 'target' },
      ],
      discount: { kind: 'amount', value: 60 },
      taxPercent: 10,
    });
    expect(await screen.findByTestId('estimate-number')).toHaveProperty(
      'textContent',
      'Draft (not yet synced)',
    );
  });
});

describe('the estimate editor', { timeout: 30_000 }, () => {
  it('names each refused field beside it and saves nothing', async () => {
    renderRoutes(routes, '/estimates/new');
    await screen.findByRole('form', { name: 'Estimate form' });
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await pick('Line 1 recipe', 'Custard');
    type('Line 1 servings', '10');
    await waitFor(() => expect(total('subtotal')).toBe('$60.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Add staff' }));

    type('Discount', '100');
    expect(await screen.findByText('Discount: must be at most the subtotal, $60.00')).toBeTruthy();
    type('Tax %', '-5');
    expect(await screen.findByText('Tax %: must be at least 0')).toBeTruthy();
    expect(screen.getByTestId('totals-incomplete')).toBeTruthy();
    expect(total('gross')).toBe('—');

    save();
    expect(await screen.findByText('Title: is required')).toBeTruthy();
    expect(screen.getByText('Extra 1 amount: must be a number')).toBeTruthy();
    expect(screen.getByTestId('estimate-refused')).toBeTruthy();
    type('Line 1 servings', '');
    save();
    expect(await screen.findByText('Line 1 servings: must be a number')).toBeTruthy();
    expect(await storedEstimates()).toEqual([]);

    // Fixed, it saves.
    type(/^Title/, 'Quick lunch');
    type('Line 1 servings', '10');
    type('Extra 1 amount', '40');
    type('Discount', '10');
    type('Tax %', '0');
    await waitFor(() => expect(total('gross')).toBe('$90.00'));
    save();
    await waitFor(async () => expect(await storedEstimates()).toHaveLength(1));
  });

  it('asks for a price when the recipe has no sale price, and takes a typed one', async () => {
    renderRoutes(routes, '/estimates/new');
    await screen.findByRole('form', { name: 'Estimate form' });
    type(/^Title/, 'Tart tasting');
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    await pick('Line 1 recipe', 'Tart');
    type('Line 1 servings', '5');
    // Tart has no sale price: a new line takes the target pricing (2.00 a serving).
    await waitFor(() => expect(total('subtotal')).toBe('$10.00'));
    fireEvent.change(field('Line 1 pricing'), { target: { value: 'sale' } });
    await waitFor(() => expect(total('subtotal')).toBe('—'));
    save();
    expect(
      await screen.findByText(
        'Line 1 price: the recipe has no sale price: type a price, or price it at the target food cost',
      ),
    ).toBeTruthy();
    type('Line 1 price', '3.5');
    await waitFor(() => expect(total('subtotal')).toBe('$17.50'));
    save();
    await waitFor(async () =>
      expect((await storedEstimates())[0]?.lines).toEqual([
        { foodkey: 'TART', qty: 5, pricing: 'sale', unitPrice: 3.5 },
      ]),
    );
  });

  it('marks a missing cost instead of showing 0', async () => {
    await venue.seed(
      { type: 'single', foodkey: 'SALT', name: 'Salt' },
      {
        type: 'recipe',
        foodkey: 'BROTH',
        name: 'Broth',
        items: [{ name: 'SALT', type: 'single', qty_value: 10, qty_unit: 'g' }],
        saleprice: 4,
      },
    );
    await venue.store.apply(
      saveRecord('estimate', { ...LUNCH, lines: [{ foodkey: 'BROTH', qty: 10, pricing: 'sale' }] }),
    );
    renderRoutes(routes, '/estimates/ES-2');
    await screen.findByRole('form', { name: 'Estimate form' });
    expect(total('gross')).toBe('$40.00');
    expect(total('cost')).toBe('—');
    expect(total('margin')).toBe('—');
    expect(total('food-cost')).toBe('—');
    expect(screen.getByTestId('cost-missing').textContent).toContain('Broth');
    expect(screen.getByTestId('line-cost').textContent).toBe('cost missing');
  });

  it('changes a saved estimate, then deletes it once confirmed', async () => {
    await venue.store.apply(saveRecord('estimate', WEDDING));
    const { router } = renderRoutes(routes, '/estimates/ES-1');
    await screen.findByRole('form', { name: 'Estimate form' });
    expect(total('gross')).toBe('$930.60');
    fireEvent.change(field('Status'), { target: { value: 'accepted' } });
    save();
    await waitFor(async () => expect((await storedEstimates())[0]?.status).toBe('accepted'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete estimate' }));
    const dialog = await answerTheDialog(false);
    expect(dialog.message).toContain('Smith wedding');
    expect((await storedEstimates())[0]?.deleted).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete estimate' }));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/estimates'));
    expect((await storedEstimates())[0]?.deleted).toBe(true);
    expect(await screen.findByTestId('estimates-empty')).toBeTruthy();
  });

  it('shows its labels, totals and messages in French', async () => {
    await venue.store.apply(saveRecord('estimate', WEDDING));
    await act(() => i18n.changeLanguage('fr'));
    renderRoutes(routes, '/estimates/ES-1');
    await screen.findByRole('form', { name: 'Formulaire de soumission' });
    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(total('gross'))).toBe('930,60 $');
    expect(plain(total('food-cost'))).toBe('30,8 %');
    expect(field('Portions de la ligne 1').value).toBe('80');
    expect(screen.getByRole('button', { name: 'Ajouter une ligne' })).toBeTruthy();
    expect(plain(screen.getByTestId('print-gross').textContent)).toBe('Total930,60 $');
    type('Taxes (%)', '-5');
    expect(
      await screen.findByText(
        (text) => plain(text) === `Taxes (%) : ${i18n.t('errors:issue.atLeast', { minimum: 0 })}`,
      ),
    ).toBeTruthy();
  });

  it('draws the customer copy for printing and downloads it as a PDF holding the total', async () => {
    const saved: { blob: Blob; name: string }[] = [];
    let blob: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blob = b;
        return 'blob:test';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ blob, name: this.download });
    });
    await venue.store.apply(saveRecord('estimate', WEDDING));
    await venue.store.apply({
      type: 'pulled',
      rows: [numbered('ES-1', 7)],
      cursor: { epoch: 'e', rev: 7 },
    });
    renderRoutes(routes, '/estimates/ES-1');
    await waitFor(() =>
      expect(screen.getByTestId('estimate-number').textContent).toBe('Estimate 7'),
    );
    const print = await screen.findByTestId('estimate-print');
    expect(print.parentElement).toBe(document.body);
    expect(print.textContent).toContain('Bistro Larder');
    expect(print.textContent).toContain('Estimate 7');
    expect(screen.getByTestId('print-gross').textContent).toBe('Total$930.60');
    const printSpy = vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(printSpy).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]!.name).toBe('estimate-7-smith-wedding.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    // A refused field: no copy to print, no PDF.
    type('Tax %', '-1');
    await waitFor(() => expect(screen.queryByTestId('estimate-print')).toBeNull());
    expect(screen.getByRole('button', { name: 'Print' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveProperty('disabled', true);
  });
});
