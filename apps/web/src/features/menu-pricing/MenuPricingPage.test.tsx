import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { setUpTestVenue } from '../../test/test-venue';
import { MenuPricingPage } from './MenuPricingPage';
import { seedPricedMenu } from './menu-pricing-test-data';
import { saveRecord } from '@larder/data';

const venue = setUpTestVenue();

const open = async (path = '/menu-pricing', engineering?: React.ReactNode) => {
  const view = renderRoutes(
    [{ path: '/menu-pricing', element: <MenuPricingPage engineering={engineering} /> }],
    path,
  );
  await screen.findByTestId('menu-pricing');
  return view;
};

const cells = (testId: string) =>
  screen
    .getAllByTestId('pricing-row')
    .map((row) => within(row).queryByTestId(testId)?.textContent ?? null);
const dishes = () => cells('pricing-dish');
const priceInput = (name: string) =>
  screen.getByLabelText(`Sale price of ${name}`) as HTMLInputElement;
const storedPrice = async (foodkey: string) =>
  (await venue.store.itemMap()).get(foodkey)?.saleprice ?? null;
/** The Undo of the last status message that offers one. */
const undoAction = () => [...flashStore.get()].reverse().find((m) => m.action)?.action;

describe('/menu-pricing (operations-model §7)', { timeout: 60_000 }, () => {
  it("shows every dish's cost, sale price, tax, net, food cost %, gross profit and suggested price; over the target says so", async () => {
    await seedPricedMenu(venue.store);
    await open();
    expect(screen.getByTestId('pricing-target').textContent).toBe('30%');
    expect(screen.getByTestId('pricing-ending').textContent).toBe('.95');
    expect(screen.getByTestId('pricing-settings-summary').textContent).toContain(
      'sale prices include no tax unless a recipe sets its own',
    );
    expect(screen.getByRole('link', { name: 'Change in Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(dishes()).toEqual(['Pizza', 'Salad', 'Tomato sauce']);
    expect(cells('pricing-cost')).toEqual(['$1.2750', '—', '$1.3333']);
    expect(
      screen.getAllByTestId('sale-price-input').map((i) => (i as HTMLInputElement).value),
    ).toEqual(['5.00', '3.00', '4.00']);
    expect(cells('pricing-tax')).toEqual(['0%', '0%', '0%']);
    expect(cells('pricing-net')).toEqual(['$5.00', '$3.00', '$4.00']);
    expect(cells('pricing-food-cost')).toEqual(['25.5%', '—', '33.3%']);
    expect(cells('pricing-profit')[2]).toBe('$2.67');
    expect(cells('pricing-profit')[1]).toBe('—');
    expect(cells('pricing-suggested')).toEqual(['$4.95', '—', '$4.95']);
    // Over the target: a visible, spoken badge, not colour alone.
    expect(cells('over-target')).toEqual([null, null, 'over target']);
    const rows = screen.getAllByTestId('pricing-row');
    expect(rows[2]!.getAttribute('data-over-target')).toBe('true');
    expect(rows[0]!.getAttribute('data-over-target')).toBeNull();
    expect(screen.getByTestId('pricing-over-count').textContent).toBe(
      '1 of 3 dishes are over the target food cost.',
    );
  });

  it('sorts by any column with header buttons, ascending then descending, dishes without the figure last', async () => {
    await seedPricedMenu(venue.store);
    await open();
    const header = screen.getByRole('button', { name: /^Food cost/ });
    fireEvent.click(header);
    expect(dishes()).toEqual(['Pizza', 'Tomato sauce', 'Salad']);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(dishes()).toEqual(['Tomato sauce', 'Pizza', 'Salad']);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /^Sale price/ }));
    expect(dishes()).toEqual(['Salad', 'Tomato sauce', 'Pizza']);
    expect(header.closest('th')!.getAttribute('aria-sort')).toBe('none');
    for (const column of [
      'Dish',
      'Cost per serving',
      'Tax',
      'Net price',
      'Gross profit',
      'Suggested price',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${column}`) }).tagName).toBe('BUTTON');
    }
  });

  it('edits a sale price in place: a bad value shows its error on the cell, Escape puts the price back, Enter and leaving the field save it', async () => {
    await seedPricedMenu(venue.store);
    await open();
    const apply = vi.spyOn(venue.store, 'apply');
    fireEvent.change(priceInput('Pizza'), { target: { value: '0' } });
    fireEvent.keyDown(priceInput('Pizza'), { key: 'Enter' });
    expect(await screen.findByText('Pizza: Sale price must be above 0')).toBeTruthy();
    expect(priceInput('Pizza').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(priceInput('Pizza'), { target: { value: 'ten' } });
    fireEvent.blur(priceInput('Pizza'));
    expect(await screen.findByText('Pizza: Sale price must be a number')).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();

    fireEvent.keyDown(priceInput('Pizza'), { key: 'Escape' });
    expect(priceInput('Pizza').value).toBe('5.00');
    expect(screen.queryByText('Pizza: Sale price must be a number')).toBeNull();

    // 1.275 / 8.50 = 15.0 %
    fireEvent.change(priceInput('Pizza'), { target: { value: '8.5' } });
    fireEvent.keyDown(priceInput('Pizza'), { key: 'Enter' });
    await waitFor(async () => expect(await storedPrice('PIZZA')).toBe(8.5));
    await waitFor(() => expect(cells('pricing-food-cost')[0]).toBe('15.0%'));
    expect(priceInput('Pizza').value).toBe('8.50');

    fireEvent.change(priceInput('Tomato sauce'), { target: { value: '5' } });
    fireEvent.blur(priceInput('Tomato sauce'));
    await waitFor(async () => expect(await storedPrice('TOMATO SAUCE')).toBe(5));
    await waitFor(() => expect(cells('over-target')).toEqual([null, null, null]));
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('uses the suggested price for one dish, and Undo puts the previous price back', async () => {
    await seedPricedMenu(venue.store);
    await open();
    const apply = vi.spyOn(venue.store, 'apply');
    fireEvent.click(
      screen.getByRole('button', { name: 'Use the suggested price for Tomato sauce' }),
    );
    await waitFor(async () => expect(await storedPrice('TOMATO SAUCE')).toBe(4.95));
    expect(await storedPrice('PIZZA')).toBe(5);
    const undo = undoAction();
    expect(undo?.label).toBe('Undo');
    act(() => undo!.run());
    await waitFor(async () => expect(await storedPrice('TOMATO SAUCE')).toBe(4));
    expect(apply).toHaveBeenCalledTimes(2);
  });

  it('uses the suggested prices for all in one save, and Undo restores every previous price in one save', async () => {
    await seedPricedMenu(venue.store);
    await open();
    const apply = vi.spyOn(venue.store, 'apply');
    fireEvent.click(screen.getByRole('button', { name: 'Use suggested prices for all' }));
    await waitFor(async () => expect(await storedPrice('PIZZA')).toBe(4.95));
    expect(await storedPrice('TOMATO SAUCE')).toBe(4.95);
    // The salad has no cost, so no suggested price: its price stays.
    expect(await storedPrice('SALAD')).toBe(3);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(flashStore.get().some((m) => m.text === 'Suggested prices used for 2 dishes')).toBe(
      true,
    );
    await waitFor(() => expect(cells('pricing-net')).toEqual(['$4.95', '$3.00', '$4.95']));

    act(() => undoAction()!.run());
    await waitFor(async () => expect(await storedPrice('PIZZA')).toBe(5));
    expect(await storedPrice('TOMATO SAUCE')).toBe(4);
    expect(apply).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(cells('pricing-net')).toEqual(['$5.00', '$3.00', '$4.00']));
  });

  it('prices a chosen menu; an empty menu and a venue without menu items say so', async () => {
    await seedPricedMenu(venue.store);
    await venue.store.apply(
      saveRecord('menu', { skey: 'LUNCH', name: 'Lunch', menuItems: ['TOMATO SAUCE', 'GONE'] }),
    );
    await venue.store.apply(saveRecord('menu', { skey: 'EMPTY', name: 'Empty', menuItems: [] }));
    const { router } = await open();
    fireEvent.change(screen.getByLabelText('Menu'), { target: { value: 'LUNCH' } });
    await waitFor(() => expect(dishes()).toEqual(['Tomato sauce', 'GONE']));
    expect(router.state.location.search).toBe('?menu=LUNCH');
    // A key that names no recipe: no figures, no price to edit.
    expect(cells('pricing-cost')[1]).toBe('—');
    expect(screen.getByText('recipe not found')).toBeTruthy();
    expect(screen.getAllByTestId('sale-price-input')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Menu'), { target: { value: 'EMPTY' } });
    expect((await screen.findByTestId('pricing-empty')).textContent).toContain(
      'Empty has no dishes yet.',
    );
    expect(screen.queryByTestId('menu-pricing-table')).toBeNull();
  });

  it('a venue without menu items shows the empty state; the engineering slot sits below', async () => {
    await open('/menu-pricing', <p>Engineering goes here</p>);
    expect(screen.getByTestId('pricing-empty').textContent).toContain(
      'No recipes are marked as menu items yet.',
    );
    expect(
      within(screen.getByTestId('menu-engineering-slot')).getByText('Engineering goes here'),
    ).toBeTruthy();
  });

  it('is drawn in French, its figures written the French way', async () => {
    await seedPricedMenu(venue.store);
    await act(() => i18n.changeLanguage('fr'));
    await open();
    const plain = (texts: (string | null)[]) =>
      texts.map((text) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null);
    expect(screen.getByRole('heading', { name: 'Prix des menus' })).toBeTruthy();
    expect(plain([screen.getByTestId('pricing-target').textContent])).toEqual(['30 %']);
    expect(screen.getByTestId('pricing-settings-summary').textContent).toContain(
      'terminaison des prix .95',
    );
    expect(plain(cells('pricing-cost'))).toEqual(['1,2750 $', '—', '1,3333 $']);
    expect(plain(cells('pricing-food-cost'))).toEqual(['25,5 %', '—', '33,3 %']);
    expect(plain(cells('pricing-suggested'))).toEqual(['4,95 $', '—', '4,95 $']);
    expect(cells('over-target')).toEqual([null, null, 'au-dessus de la cible']);
    expect(plain([screen.getByTestId('pricing-over-count').textContent])).toEqual([
      'Plats au-dessus du coût des aliments visé : 1 sur 3.',
    ]);
    expect(screen.getByRole('button', { name: /^Coût des aliments/ })).toBeTruthy();
    expect(screen.getByLabelText('Prix de vente de Pizza')).toBeTruthy();
  });

  it('is blocked in restricted mode', async () => {
    await seedPricedMenu(venue.store);
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    renderRoutes([{ path: '/menu-pricing', element: <MenuPricingPage /> }], '/menu-pricing');
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('menu-pricing-table')).toBeNull();
  });
});
