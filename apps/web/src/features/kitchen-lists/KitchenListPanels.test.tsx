import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import { eventPrepList, prepTickKey } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../api/api-client';
import { i18n } from '../../i18n/i18n';
import { renderRoutes } from '../../components/catalogue/test-store';
import { flashStore } from '../../state/flash';
import { resetKitchenLists, setKitchenList, showPrepListFor } from '../../state/kitchen-list';
import { restrictedStore } from '../../state/restricted';
import { venueStore } from '../../state/venue';
import { setCurrentTestVenue } from '../../test/current-venue';
import { mockFetch } from '../../test/fetch-mock';
import { setUpTestVenue } from '../../test/test-venue';
import { ACME, KITCHEN_INGREDIENTS, KITCHEN_RECIPES, WEDDING } from './kitchen-test-data';
import { OrderListPanel } from './OrderListPanel';
import { PrepListPanel } from './PrepListPanel';

const venue = setUpTestVenue();

beforeEach(async () => {
  localStorage.clear();
  resetKitchenLists();
  await venue.seed(...KITCHEN_INGREDIENTS, ...KITCHEN_RECIPES);
  await venue.store.apply(saveRecord('supplier', ACME));
  await venue.store.apply(saveRecord('event', WEDDING));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPanel = (panel: 'prep' | 'order') =>
  renderRoutes(
    [
      { path: '/dash', element: panel === 'prep' ? <PrepListPanel /> : <OrderListPanel /> },
      { path: '/prep-list', element: <p>prep list page</p> },
      { path: '/ingredients/:foodkey', element: <p>ingredient page</p> },
    ],
    '/dash',
  );

/** The prep lines as shown: name, amount and batches. */
const prepLines = () =>
  screen.getAllByTestId('prep-line').map((line) => ({
    name: line.querySelector('label')?.textContent,
    amount: within(line).getByTestId('prep-amount').textContent,
  }));

/** An order group by its supplier's key ('' for the items without one). */
const group = (supplier: string) =>
  screen.getAllByTestId('order-group').find((g) => g.getAttribute('data-supplier') === supplier)!;
const lineOf = (g: HTMLElement, foodkey: string) =>
  g.querySelector<HTMLElement>(`[data-testid="order-line"][data-foodkey="${foodkey}"]`)!;

describe('prep list side panel (operations-model §2)', { timeout: 30_000 }, () => {
  it('says there is nothing to prepare, with a link to build a list, until a list is chosen', async () => {
    const { router } = renderPanel('prep');
    const empty = await screen.findByTestId('prep-list-empty');
    expect(empty.textContent).toContain('Nothing to prepare');
    fireEvent.click(within(empty).getByRole('link', { name: 'Build a prep list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prep-list'));
  });

  it("shows an event's recipes by storage area, then category, with amounts and batches", async () => {
    act(() => showPrepListFor(eventPrepList('WED')));
    renderPanel('prep');
    await screen.findAllByTestId('prep-line');
    expect(screen.getByTestId('prep-list-title').textContent).toBe(
      'Wedding (20 guests) · Jun 20, 2026',
    );
    // Fridge: Mains, then Sauces; the pizza (no storage area) last. Sauce: 2.25 batches.
    expect(prepLines()).toEqual([
      { name: 'Lasagne', amount: '3.66 kg · 2 batches' },
      { name: 'Tomato sauce', amount: '2.25 kg · 2.25 batches' },
      { name: 'Pizza', amount: '4.25 kg · 5 batches' },
    ]);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Fridge', 'No storage area']);
  });

  it('saves a done tick per list and date, and shows it ticked only on that day', async () => {
    act(() => showPrepListFor(eventPrepList('WED')));
    renderPanel('prep');
    const [lasagne] = await screen.findAllByTestId('prep-tick');
    await waitFor(() => expect((lasagne as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(lasagne!);
    const key = prepTickKey('event:WED', '2026-06-20', 'LASAGNE');
    await waitFor(async () =>
      expect(await venue.store.db.prepTicks.get(key)).toMatchObject({
        list: 'event:WED',
        date: '2026-06-20',
        foodkey: 'LASAGNE',
        done: true,
      }),
    );
    await waitFor(() =>
      expect((screen.getAllByTestId('prep-tick')[0] as HTMLInputElement).checked).toBe(true),
    );

    // Another day of the same list has its own ticks.
    act(() => void setKitchenList({ date: '2026-06-21' }));
    await waitFor(() =>
      expect((screen.getAllByTestId('prep-tick')[0] as HTMLInputElement).checked).toBe(false),
    );
  });

  it('lists a demanded recipe that is not in the catalogue with a clear note', async () => {
    await venue.store.apply(
      saveRecord('event', { ...WEDDING, lines: [...WEDDING.lines, { foodkey: 'GONE', total: 5 }] }),
    );
    act(() => showPrepListFor(eventPrepList('WED')));
    renderPanel('prep');
    const missing = await screen.findByTestId('missing-items');
    expect(missing.textContent).toContain('Left out of the prep list');
    expect(missing.textContent).toContain('GONE (not found)');
  });
});

describe('order list side panel (operations-model §3)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    restrictedStore.reset();
    setCurrentTestVenue('Bistro');
    act(() => showPrepListFor(eventPrepList('WED')));
  });
  afterEach(() => venueStore.reset());

  it('groups lines per supplier with code, whole purchase units, price and cost', async () => {
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    const acme = group('ACME');
    expect(within(acme).getByRole('heading').textContent).toBe('Acme Foods');
    // Sauce 2.25 batches x 2 cans = 4.5 cans (1800 g) of 4800 g cases: 1 case at 48.00.
    const tomatoes = lineOf(acme, 'TOMATOES');
    expect(tomatoes.textContent).toContain('Tomatoes #T-400');
    expect(within(tomatoes).getByTestId('order-units').textContent).toBe('1 case');
    expect(tomatoes.textContent).toContain('$48.0000');
    // 5 pizza batches x 2 eggs: 10 each at 0.30.
    expect(within(lineOf(acme, 'EGGS')).getByTestId('order-units').textContent).toBe('10 each');
    expect(within(acme).getByTestId('order-group-total').textContent).toBe(
      'Total Acme Foods: $51.0000',
    );
  });

  it('takes on hand from the latest stock count, summed over its storage areas (operations-model §3)', async () => {
    const eggs = (area: string, baseQty: number) => ({
      foodkey: 'EGGS',
      area,
      qty: baseQty,
      unit: 'each',
      baseQty,
      baseUnit: 'each',
      unitCost: 0.3,
    });
    const count = (skey: string, date: string, lines: object[]) =>
      saveRecord('stock-count', { skey, name: skey, date, lines });
    await venue.store.apply(count('older', '2026-03-01', [eggs('Fridge', 9)]));
    await venue.store.apply(count('latest', '2026-03-08', [eggs('Fridge', 4), eggs('Pass', 2)]));
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    // 10 eggs needed, 6 on hand: 4 to order.
    expect(within(lineOf(group('ACME'), 'EGGS')).getByTestId('order-units').textContent).toBe(
      '4 each',
    );
    expect(screen.getByTestId('order-on-hand-source').textContent).toContain(
      'On hand from the stock count latest (2026-03-08)',
    );
  });

  it('shows the items without a supplier with a link to fix each, and a missing cost never as 0', async () => {
    const { router } = renderPanel('order');
    await screen.findAllByTestId('order-group');
    const none = group('');
    expect(within(none).getByRole('heading').textContent).toBe('No supplier');
    const milk = lineOf(none, 'MILK');
    // 2 lasagne batches x 1 L: 2 L bought by the litre; milk has no price.
    expect(within(milk).getByTestId('order-units').textContent).toBe('2 L');
    expect(
      within(milk)
        .getAllByTestId('cost-missing')
        .map((c) => c.textContent),
    ).toEqual(['no price', 'no price']);
    expect(milk.textContent).not.toContain('$0.0000');
    expect(screen.getByTestId('order-total').textContent).toContain(
      '(incomplete: a line has no price)',
    );
    fireEvent.click(within(lineOf(none, 'FLOUR')).getByRole('link', { name: 'Set a supplier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ingredients/FLOUR'));
  });

  it('hides prices in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(screen.getByTestId('order-groups').textContent).not.toContain('$');
  });

  it("sends a supplier's order and says 'Email failed' when the server cannot", async () => {
    setTokenProvider(async () => 'tok');
    const calls = mockFetch(() => ({
      status: 502,
      body: { error: 'ERR_MAIL_FAILED', message: 'Email failed' },
    }));
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    fireEvent.click(within(group('ACME')).getByTestId('send-order'));
    expect((await within(group('ACME')).findByTestId('send-order-status')).textContent).toBe(
      'Email failed',
    );
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        supplierKey: 'ACME',
        date: '2026-06-20',
        lines: [
          { name: 'Eggs', code: null, units: 10, unit: 'each' },
          { name: 'Tomatoes', code: 'T-400', units: 1, unit: 'case' },
        ],
        language: 'en',
      },
    });
    expect(calls[0]!.url).toBe('/api/venues/v1/order-mail');

    mockFetch(() => ({ status: 200, body: { sent: true } }));
    fireEvent.click(within(group('ACME')).getByTestId('send-order'));
    await waitFor(() =>
      expect(within(group('ACME')).getByTestId('send-order-status').textContent).toBe('Sent'),
    );
    expect(
      flashStore.get().some((m) => m.type === 'mail' && m.text === 'Order sent to Acme Foods'),
    ).toBe(true);
  });

  it('says why when the supplier has no e-mail address', async () => {
    setTokenProvider(async () => 'tok');
    mockFetch(() => ({ status: 409, body: { error: 'ERR_SUPPLIER_NO_EMAIL', message: 'x' } }));
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    fireEvent.click(within(group('ACME')).getByTestId('send-order'));
    expect((await screen.findByTestId('send-order-status')).textContent).toMatch(
      /^Email failed: the supplier has no e-mail address/,
    );
  });
});

describe('kitchen lists in French', { timeout: 30_000 }, () => {
  beforeEach(() => {
    restrictedStore.reset();
    setCurrentTestVenue('Bistro');
    act(() => showPrepListFor(eventPrepList('WED')));
  });
  afterEach(() => venueStore.reset());

  /** Text with the spaces French puts in figures read as plain spaces. */
  const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

  it('draws the prep list in French, with French figures', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderPanel('prep');
    await screen.findAllByTestId('prep-line');
    expect(prepLines().map((line) => plain(line.amount))).toEqual([
      '3,66 kg · 2 lots',
      '2,25 kg · 2,25 lots',
      '4,25 kg · 5 lots',
    ]);
    const headings = screen.getAllByRole('heading').map((h) => h.textContent);
    expect(headings).toEqual(['Fridge', 'Aucune zone d’entreposage']);
    expect(screen.getByRole('link', { name: 'Ouvrir la page à imprimer' })).toBeTruthy();
  });

  it('draws the order list in French: units, costs, totals and the missing price', async () => {
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    await act(() => i18n.changeLanguage('fr'));
    const acme = group('ACME');
    const tomatoes = lineOf(acme, 'TOMATOES');
    expect(within(tomatoes).getByTestId('order-units').textContent).toBe('1 caisse');
    expect(plain(tomatoes.textContent)).toContain('48,0000 $');
    expect(plain(within(acme).getByTestId('order-group-total').textContent)).toBe(
      'Total Acme Foods : 51,0000 $',
    );
    const none = group('');
    expect(within(none).getByRole('heading').textContent).toBe('Aucun fournisseur');
    expect(
      within(lineOf(none, 'MILK'))
        .getAllByTestId('cost-missing')
        .map((c) => c.textContent),
    ).toEqual(['aucun prix', 'aucun prix']);
    expect(plain(screen.getByTestId('order-total').textContent)).toContain(
      '(incomplet : une ligne n’a pas de prix)',
    );
    expect(screen.getByTestId('order-on-hand-source').textContent).toContain(
      'Aucun inventaire pour l’instant',
    );
  });

  it("asks for the supplier's order mail in French, with French units", async () => {
    setTokenProvider(async () => 'tok');
    const calls = mockFetch(() => ({ status: 200, body: { sent: true } }));
    await act(() => i18n.changeLanguage('fr'));
    renderPanel('order');
    await screen.findAllByTestId('order-group');
    fireEvent.click(within(group('ACME')).getByTestId('send-order'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({
      language: 'fr',
      lines: [
        { name: 'Eggs', units: 10, unit: 'unité' },
        { name: 'Tomatoes', units: 1, unit: 'caisse' },
      ],
    });
  });
});
