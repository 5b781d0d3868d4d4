import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { StatusBar } from '../../components/status-bar/StatusBar';
import { i18n } from '../../i18n/i18n';
import { dialogStore } from '../../state/dialog';
import { flashStore } from '../../state/flash';
import { restrictedStore } from '../../state/restricted';
import { FLOUR_BY_THE_KG } from '../../test/catalogue-records';
import { answerTheDialog } from '../../test/dialogs';
import { formFieldsWithin, pick } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { CostingEditorPage } from './CostingEditorPage';

const venue = setUpTestVenue();

/** Flour from the mill: 25 kg at 30.00 (1.20 a kg). */
const FLOUR = { ...FLOUR_BY_THE_KG, supplier: 'Mill Co', category: 'Dry goods' };
/** Butter from the dairy: 1 kg at 8.00. */
const BUTTER = {
  type: 'single' as const,
  foodkey: 'BUTTER',
  name: 'Butter',
  supplier: 'Dairy Co',
  category: 'Dairy',
  purchaseprice: 8,
  purchaseqty: 1,
  purchaseunit: 'kg',
};
/** 1 kg of flour: 1.20 a batch of one serving, sold at 6.00 (20% food cost). */
const BREAD = {
  type: 'recipe' as const,
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 1, qty_unit: 'kg' }],
  servingsize_auto: true,
  saleprice: 6,
};
/** 500 g of flour and 250 g of butter: 0.60 + 2.00 = 2.60 a batch of one serving, sold at 10.00. */
const SHORTBREAD = {
  type: 'recipe' as const,
  foodkey: 'SHORTBREAD',
  name: 'Shortbread',
  items: [
    { name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' },
    { name: 'BUTTER', type: 'single', qty_value: 250, qty_unit: 'g' },
  ],
  servingsize_auto: true,
  saleprice: 10,
};

beforeEach(async () => {
  await venue.store.apply(saveRecord('supplier', { skey: 'MILL CO', name: 'Mill Co' }));
  await venue.store.apply(saveRecord('supplier', { skey: 'DAIRY CO', name: 'Dairy Co' }));
  await venue.seed(FLOUR, BUTTER, BREAD, SHORTBREAD);
});

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/costing-editor',
        element: (
          <>
            <CostingEditorPage />
            <StatusBar />
          </>
        ),
      },
      { path: '/dash', element: <p>Dashboard</p> },
    ],
    '/costing-editor',
  );
}

/** jsdom draws a page of Mantine fields slowly: the figures may take more than a second. */
const SLOW = { timeout: 10_000 };

const rows = () => screen.getAllByTestId('what-if-row');
const rowOf = (foodkey: string) =>
  within(rows().find((r) => r.getAttribute('data-foodkey') === foodkey)!);
const figure = (foodkey: string, name: string) => rowOf(foodkey).getByTestId(name).textContent;
const changeRow = (n: number) => within(screen.getByRole('group', { name: `Change ${n}` }));
const percentOf = (n: number) => changeRow(n).getByLabelText('Percent');
const changeRowFr = (n: number) => within(screen.getByRole('group', { name: `Changement ${n}` }));
const stored = async (foodkey: string) => (await venue.store.itemMap()).get(foodkey)!;
const flashTexts = () => flashStore.get().map((m) => m.text);

async function openEditor() {
  const view = renderPage();
  await screen.findByTestId('price-changes', {}, SLOW);
  return view;
}

/** +20% on the mill's items (the first row's scope is a supplier). */
async function millPlusTwenty() {
  await pick('Supplier', 'Mill Co');
  fireEvent.change(percentOf(1), { target: { value: '+20' } });
  await waitFor(() => expect(rows()).toHaveLength(2), SLOW);
}

describe('/costing-editor (operations-model §8)', { timeout: 30_000 }, () => {
  it('explains itself before any change is typed', async () => {
    await openEditor();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Costing editor');
    expect(screen.getByTestId('costing-empty').textContent).toContain(
      'Nothing is saved until you press Apply',
    );
    expect((screen.getByTestId('costing-apply') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('costing-summary').textContent).toBe('No price changes yet');
  });

  it('shows every affected recipe as the percent is typed, largest change first, without saving', async () => {
    await openEditor();
    const apply = vi.spyOn(venue.store, 'apply');
    await millPlusTwenty();
    expect(rows().map((r) => r.getAttribute('data-foodkey'))).toEqual(['BREAD', 'SHORTBREAD']);
    expect(figure('BREAD', 'cost-before')).toBe('$1.2000');
    expect(figure('BREAD', 'cost-after')).toBe('$1.4400');
    expect(figure('BREAD', 'cost-delta')).toBe('+$0.2400');
    expect(figure('BREAD', 'serving-after')).toBe('$1.4400');
    expect(figure('BREAD', 'food-cost-before')).toBe('20.0%');
    expect(figure('BREAD', 'food-cost-after')).toBe('24.0%');
    expect(figure('BREAD', 'food-cost-delta')).toBe('+4.0 pts');
    expect(figure('SHORTBREAD', 'cost-before')).toBe('$2.6000');
    expect(figure('SHORTBREAD', 'cost-after')).toBe('$2.7200');
    expect(screen.getByTestId('costing-summary').textContent).toBe(
      '1 item changes price, 2 recipes affected',
    );

    // Another keystroke: -10% follows at once.
    fireEvent.change(percentOf(1), { target: { value: '-10' } });
    await waitFor(() => expect(figure('BREAD', 'cost-after')).toBe('$1.0800'), SLOW);
    expect(figure('BREAD', 'cost-delta')).toBe('-$0.1200');
    expect(apply).not.toHaveBeenCalled();
    expect((await stored('FLOUR')).purchaseprice).toBe(30);
  });

  it('compounds changes that name the same item, in order', async () => {
    await openEditor();
    await millPlusTwenty();
    fireEvent.click(screen.getByRole('button', { name: 'Add price change' }));
    const second = formFieldsWithin(() => screen.getByRole('group', { name: 'Change 2' }));
    await second.pick('Applies to', 'One item');
    await second.pick('Item', 'Flour');
    fireEvent.change(percentOf(2), { target: { value: '10' } });
    // 30 x 1.2 x 1.1 = 39.60 for 25 kg: 1.584 a kg.
    await waitFor(() => expect(figure('BREAD', 'cost-after')).toBe('$1.5840'), SLOW);
  });

  it('names the row and field of each mistake when Apply is pressed', async () => {
    await openEditor();
    fireEvent.change(percentOf(1), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add price change' }));
    fireEvent.change(percentOf(2), { target: { value: '5' } });
    await formFieldsWithin(() => screen.getByRole('group', { name: 'Change 2' })).pick(
      'Applies to',
      'All items',
    );
    await waitFor(() => expect(screen.queryByTestId('what-if-table')).not.toBeNull(), SLOW);
    fireEvent.click(screen.getByTestId('costing-apply'));
    const errors = await screen.findByTestId('costing-errors');
    expect(errors.textContent).toContain('Change 1: Supplier: is required');
    expect(errors.textContent).toContain('Change 1: Percent: must be a number');
    expect(changeRow(1).getByText('must be a number')).toBeTruthy();
    expect(dialogStore.get()).toHaveLength(0);
  });

  it('Discard clears every change and writes nothing', async () => {
    await openEditor();
    const apply = vi.spyOn(venue.store, 'apply');
    await millPlusTwenty();
    fireEvent.click(screen.getByTestId('costing-discard'));
    const dialog = await answerTheDialog(true);
    expect(dialog.message).toContain('Discard 1 price change?');
    await screen.findByTestId('costing-empty', {}, SLOW);
    expect(screen.queryByTestId('what-if-row')).toBeNull();
    expect((percentOf(1) as HTMLInputElement).value).toBe('');
    expect(apply).not.toHaveBeenCalled();
    expect((await stored('FLOUR')).purchaseprice).toBe(30);
    expect((await stored('BREAD')).eachcost).toBeCloseTo(1.2, 10);
  });

  it('Apply asks, naming how many items and recipes change, then saves them in one change', async () => {
    await openEditor();
    await millPlusTwenty();
    const apply = vi.spyOn(venue.store, 'apply');
    fireEvent.click(screen.getByTestId('costing-apply'));
    const dialog = await answerTheDialog(true);
    expect(dialog.message).toContain('new purchase price of 1 item?');
    expect(dialog.message).toContain('2 recipes are re-costed');
    await waitFor(() => expect(flashTexts()).toContain('1 item saved, 2 recipes re-costed'), SLOW);
    expect(apply).toHaveBeenCalledTimes(1);
    expect((await stored('FLOUR')).purchaseprice).toBeCloseTo(36, 10);
    expect((await stored('BREAD')).eachcost).toBeCloseTo(1.44, 10);
    expect((await stored('SHORTBREAD')).eachcost).toBeCloseTo(2.72, 10);
    await screen.findByTestId('costing-empty', {}, SLOW);
  });

  it('Apply declined saves nothing and keeps the changes', async () => {
    await openEditor();
    await millPlusTwenty();
    fireEvent.click(screen.getByTestId('costing-apply'));
    await answerTheDialog(false);
    expect((await stored('FLOUR')).purchaseprice).toBe(30);
    expect(rows()).toHaveLength(2);
  });

  it('works out food cost on the net price with the venue pricing settings (operations-model §10)', async () => {
    await venue.store.apply(
      saveRecord('settings', { skey: 'PROFILE', taxPercent: 20, pricesIncludeTax: true }),
    );
    await openEditor();
    await millPlusTwenty();
    // 6.00 with 20% tax is 5.00 net: 1.20 / 5.00 = 24%, 1.44 / 5.00 = 28.8%.
    await waitFor(() => expect(figure('BREAD', 'food-cost-before')).toBe('24.0%'), SLOW);
    expect(figure('BREAD', 'food-cost-after')).toBe('28.8%');
  });

  it('asks before leaving with changes not applied', async () => {
    const { router } = await openEditor();
    fireEvent.change(percentOf(1), { target: { value: '5' } });
    act(() => void router.navigate('/dash'));
    const stay = await answerTheDialog(false);
    expect(stay.title).toBe('Price changes not applied');
    expect(router.state.location.pathname).toBe('/costing-editor');
    act(() => void router.navigate('/dash'));
    await answerTheDialog(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash'));
  });

  it('speaks French, figures written the French way, when the interface is French', async () => {
    await i18n.changeLanguage('fr');
    await openEditor();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Éditeur de coûts');
    expect(screen.getByTestId('costing-summary').textContent).toBe(
      'Aucun changement de prix pour l’instant',
    );
    await pick('Fournisseur', 'Mill Co');
    fireEvent.change(changeRowFr(1).getByLabelText('Pourcentage'), { target: { value: '+20' } });
    await waitFor(() => expect(rows()).toHaveLength(2), SLOW);
    expect(figure('BREAD', 'cost-before')).toBe('1,2000\u00a0$');
    expect(figure('BREAD', 'cost-delta')).toBe('+0,2400\u00a0$');
    expect(figure('BREAD', 'food-cost-after')).toBe('24,0\u00a0%');
    expect(figure('BREAD', 'food-cost-delta')).toBe('+4,0\u00a0pts');
    expect(screen.getByText('Coût par portion')).toBeTruthy();
    expect(screen.getByTestId('costing-summary').textContent).toBe(
      '1 article change de prix, 2 recettes touchées',
    );
    fireEvent.click(screen.getByTestId('costing-apply'));
    const dialog = await answerTheDialog(false);
    expect(dialog.title).toBe('Appliquer les changements de prix');
    expect(dialog.message).toContain('2 recettes sont recalculées');
  });

  it('is blocked in restricted mode', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderPage();
    expect(await screen.findByTestId('restricted-block')).toBeTruthy();
    expect(screen.queryByTestId('price-changes')).toBeNull();
  });

  it('says in French what restricted mode blocks', async () => {
    await i18n.changeLanguage('fr');
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    renderPage();
    expect((await screen.findByTestId('restricted-block')).textContent).toContain(
      'Impossible de modifier les prix',
    );
  });
});

describe('reset price history (product spec §4, §5)', { timeout: 30_000 }, () => {
  const HISTORY = [{ date: '2024-01-02', price: 0.001, unit: 'g' }];

  beforeEach(async () => {
    const items = await venue.store.itemMap();
    await venue.store.apply(
      // Both ingredients with an older entry besides the one of their first save.
      (await import('@larder/data')).saveItems(
        ['FLOUR', 'BUTTER'].map((key) => {
          const item = items.get(key)!;
          return { ...item, pricehistory: [...HISTORY, ...(item.pricehistory ?? [])] };
        }),
      ),
    );
  });

  const dialog = () => within(screen.getByRole('dialog', { name: 'Reset price history' }));
  const historyLength = async (key: string) => (await stored(key)).pricehistory?.length;

  it('lists the items with a history, with search and select-all', async () => {
    await openEditor();
    fireEvent.click(screen.getByTestId('reset-history-open'));
    await waitFor(() => expect(dialog().getAllByTestId('reset-history-row')).toHaveLength(2));
    fireEvent.change(dialog().getByTestId('reset-history-search'), { target: { value: 'butt' } });
    await waitFor(() => expect(dialog().getAllByTestId('reset-history-row')).toHaveLength(1));
    fireEvent.click(dialog().getByLabelText('Select all shown (1)'));
    expect(dialog().getByTestId('reset-history-chosen').textContent).toBe('1 item chosen');
    fireEvent.change(dialog().getByTestId('reset-history-search'), { target: { value: '' } });
    await waitFor(() => expect(dialog().getAllByTestId('reset-history-row')).toHaveLength(2));
    fireEvent.click(dialog().getByLabelText('Select all shown (2)'));
    expect(dialog().getByTestId('reset-history-chosen').textContent).toBe('2 items chosen');
    fireEvent.click(dialog().getByLabelText('Select all shown (2)'));
    expect(dialog().getByTestId('reset-history-chosen').textContent).toBe('0 items chosen');
  });

  it('resets the chosen items after a confirmation, and Undo in the message puts them back', async () => {
    await openEditor();
    const before = await historyLength('BUTTER');
    fireEvent.click(screen.getByTestId('reset-history-open'));
    fireEvent.click(await screen.findByLabelText('Choose Butter'));
    fireEvent.click(dialog().getByRole('button', { name: 'Reset price history of 1 item' }));
    const question = await answerTheDialog(true);
    expect(question.message).toContain('price history of 1 item?');
    await waitFor(() => expect(flashTexts()).toContain('Price history reset for 1 item'));
    expect(await historyLength('BUTTER')).toBe(0);
    expect(await historyLength('FLOUR')).toBeGreaterThan(0);

    fireEvent.click(within(screen.getByTestId('status-bar')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(flashTexts()).toContain('Price history restored for 1 item'));
    expect(await historyLength('BUTTER')).toBe(before);
  });

  it('keeps the choice and writes nothing when the confirmation is declined', async () => {
    await openEditor();
    fireEvent.click(screen.getByTestId('reset-history-open'));
    fireEvent.click(await screen.findByLabelText('Choose Butter'));
    fireEvent.click(dialog().getByRole('button', { name: 'Reset price history of 1 item' }));
    await answerTheDialog(false);
    await waitFor(() =>
      expect(dialog().getByTestId('reset-history-chosen').textContent).toBe('1 item chosen'),
    );
    expect(await historyLength('BUTTER')).toBeGreaterThan(0);
  });
});
