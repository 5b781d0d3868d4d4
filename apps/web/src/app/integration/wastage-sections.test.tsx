import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { DashboardPage } from '../../features/dashboard/DashboardPage';
import { IngredientDetailPage } from '../../features/ingredients/IngredientDetailPage';
import { PackagingDetailPage } from '../../features/packaging/PackagingPages';
import { RecipeDetailPage } from '../../features/recipes/RecipeDetailPage';
import { restrictedStore } from '../../state/restricted';
import { FLOUR_BY_THE_KG, MILK_BY_THE_LITRE } from '../../test/catalogue-records';
import { answerTheDialog } from '../../test/dialogs';
import { formFieldsWithin } from '../../test/form-fields';
import { text, texts } from '../../test/test-id-text';
import { setUpTestVenue } from '../../test/test-venue';
import { localDay } from '../../components/catalogue/local-day';

const venue = setUpTestVenue();

const routes = [
  { path: '/ingredients/:foodkey', element: <IngredientDetailPage /> },
  { path: '/recipes/:foodkey', element: <RecipeDetailPage /> },
  { path: '/packaging-items/:foodkey', element: <PackagingDetailPage /> },
  { path: '/dash', element: <DashboardPage /> },
];

const { field, type, pick } = formFieldsWithin(() => screen.getByTestId('wastage-form'));

/** Opens the item's page and, for an editor, the wastage form (drawn only when asked for). */
async function openItem(path: string) {
  const view = renderRoutes(routes, path);
  await screen.findByTestId('wastage-section');
  expect(screen.queryByTestId('wastage-form')).toBeNull();
  const opener = screen.queryByRole('button', { name: 'Record wastage' });
  if (opener) {
    fireEvent.click(opener);
    await screen.findByTestId('wastage-form');
  }
  return view;
}

const record = () => fireEvent.click(screen.getByRole('button', { name: 'Save entry' }));

/** The cells of each listed entry: date, quantity, prep quantity, value (when shown). */
const listed = () =>
  screen
    .getAllByTestId('wastage-row')
    .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));

const stored = async (foodkey: string) => (await venue.store.itemMap()).get(foodkey);

/** A recipe of 500 g of flour: 0.60 a batch, 0.0012 a g. */
const BREAD = {
  type: 'recipe' as const,
  foodkey: 'BREAD',
  name: 'Bread',
  items: [{ name: 'FLOUR', type: 'single', qty_value: 500, qty_unit: 'g' }],
};

/** A recipe of 1 L of milk: costed per mL only (the milk has no weight). */
const MILK_JUG = {
  type: 'recipe' as const,
  foodkey: 'MILKJUG',
  name: 'Milk jug',
  items: [{ name: 'MILK', type: 'single', qty_value: 1, qty_unit: 'L' }],
};

describe('WastageSection', { timeout: 30_000 }, () => {
  it('records 2 kg of flour (25 kg at 30.00) worth $2.4000: value = cost of the wasted quantity (costing-model §7)', async () => {
    await venue.seed(FLOUR_BY_THE_KG);
    const before = await stored('FLOUR');
    await openItem('/ingredients/FLOUR');
    expect(screen.getByText('No wastage recorded.')).toBeTruthy();
    expect(field(/^Date/).value).toBe(localDay(Date.now()));

    type(/^Date/, '2024-03-05');
    type(/^Quantity/, '2');
    await pick(/^Unit/, 'kg');
    expect(text('wastage-live-value')).toBe('Value: $2.4000');
    record();

    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    expect(listed()).toEqual([['Mar 5, 2024', '2 kg', '—', '$2.4000', 'Remove']]);
    expect(text('wastage-total')).toBe('$2.4000');
    const saved = await stored('FLOUR');
    expect(saved?.wastage).toEqual([
      {
        date: '2024-03-05',
        qty: 2,
        qty_unit: 'kg',
        prepqty: null,
        prepqty_unit: null,
        value: expect.closeTo(2.4, 10) as number,
      },
    ]);
    // Nothing else of the ingredient changes.
    const { wastage: _w, timestamp: _t, ...rest } = saved ?? {};
    const { timestamp: _b, ...was } = before ?? {};
    expect(rest).toEqual(was);
    // The form is ready for the next entry, on the same day and unit.
    await waitFor(() => expect(field(/^Quantity/).value).toBe(''));
    expect(field(/^Date/).value).toBe('2024-03-05');

    type(/^Date/, '2024-03-06');
    type(/^Quantity/, '500');
    await pick(/^Unit/, 'g');
    type('Prep quantity', '800');
    await pick('Prep unit', 'g');
    record();
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(2));
    expect(listed()).toEqual([
      ['Mar 6, 2024', '500 g', '800 g', '$0.6000', 'Remove'],
      ['Mar 5, 2024', '2 kg', '—', '$2.4000', 'Remove'],
    ]);
    expect(text('wastage-total')).toBe('$3.0000');
    expect((await stored('FLOUR'))?.wastage?.[1]).toMatchObject({
      prepqty: 800,
      prepqty_unit: 'g',
    });
  });

  it("values wastage in a unit the item has no cost for as null, shown '—' (never 0 or NaN)", async () => {
    await venue.seed(MILK_BY_THE_LITRE, MILK_JUG);
    await openItem('/recipes/MILKJUG');
    type(/^Date/, '2024-03-05');
    type(/^Quantity/, '100');
    await pick(/^Unit/, 'g');
    expect(text('wastage-live-value')).toBe('Value: — (this item has no cost for that unit)');
    record();
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    expect(text('wastage-entry-value')).toBe('—');
    expect(text('wastage-total')).toBe('—(1 without a value)');
    expect((await stored('MILKJUG'))?.wastage?.[0]?.value).toBeNull();
    const section = screen.getByTestId('wastage-section').textContent ?? '';
    expect(section).not.toContain('NaN');
    expect(section).not.toContain('$0.0000');
  });

  it("values a recipe's wastage by its cost per g and per each", async () => {
    await venue.seed(FLOUR_BY_THE_KG, BREAD);
    await openItem('/recipes/BREAD');
    type(/^Date/, '2024-03-05');
    type(/^Quantity/, '250');
    await pick(/^Unit/, 'g');
    expect(text('wastage-live-value')).toBe('Value: $0.3000');
    await pick(/^Unit/, 'each');
    type(/^Quantity/, '1');
    expect(text('wastage-live-value')).toBe('Value: $0.6000');
    await pick(/^Unit/, 'g');
    type(/^Quantity/, '250');
    record();
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    expect(text('wastage-entry-value')).toBe('$0.3000');
    expect((await stored('BREAD'))?.wastage?.[0]?.value).toBeCloseTo(0.3, 10);
    // The recipe's own figures are kept.
    expect((await stored('BREAD'))?.gramcost).toBeCloseTo(0.0012, 10);
  });

  it('records the wastage of a packaging item by each', async () => {
    await venue.seed({
      type: 'packaging',
      foodkey: 'BOX',
      name: 'Box',
      purchaseprice: 25,
      purchaseqty: 100,
    });
    await openItem('/packaging-items/BOX');
    type(/^Quantity/, '4');
    await pick(/^Unit/, 'each');
    expect(text('wastage-live-value')).toBe('Value: $1.0000');
    record();
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    expect(text('wastage-total')).toBe('$1.0000');
  });

  it('shows validation messages that name the field, and stores nothing', async () => {
    await venue.seed(FLOUR_BY_THE_KG);
    await openItem('/ingredients/FLOUR');
    type(/^Date/, '');
    type(/^Quantity/, '0');
    record();
    expect(await screen.findByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Quantity must be more than 0')).toBeTruthy();
    expect(screen.getByText('Unit is required')).toBeTruthy();
    expect(text('wastage-live-value')).toBe('');

    type(/^Date/, '2024-03-05');
    type(/^Quantity/, '1');
    await pick(/^Unit/, 'kg');
    type('Prep quantity', '2');
    record();
    expect(await screen.findByText('Prep unit is required with a prep quantity')).toBeTruthy();
    expect((await stored('FLOUR'))?.wastage ?? []).toEqual([]);
    expect(screen.getByText('No wastage recorded.')).toBeTruthy();
  });

  it('removes an entry only after the confirm dialog', async () => {
    await venue.seed({
      ...FLOUR_BY_THE_KG,
      wastage: [
        { date: '2024-01-01', qty: 1, qty_unit: 'kg', value: 1.2 },
        { date: '2024-01-02', qty: 2, qty_unit: 'kg', value: 2.4 },
      ],
    });
    await openItem('/ingredients/FLOUR');
    expect(texts('wastage-entry-value')).toEqual(['$2.4000', '$1.2000']);
    expect(text('wastage-total')).toBe('$3.6000');

    const remove = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove wastage entry of 2024-01-02' }));
    remove();
    const asked = await answerTheDialog(false);
    expect(asked.message).toBe('Remove the wastage of 2 kg of Flour on 2024-01-02?');
    expect(screen.getAllByTestId('wastage-row')).toHaveLength(2);

    remove();
    await answerTheDialog(true);
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    expect(listed()).toEqual([['Jan 1, 2024', '1 kg', '—', '$1.2000', 'Remove']]);
    expect(text('wastage-total')).toBe('$1.2000');
    await waitFor(async () =>
      expect((await stored('FLOUR'))?.wastage).toEqual([
        expect.objectContaining({ date: '2024-01-01', qty: 1 }),
      ]),
    );
  });

  it('draws the form only when asked for, and Close puts it away', async () => {
    await venue.seed(FLOUR_BY_THE_KG);
    await openItem('/ingredients/FLOUR');
    expect(document.activeElement).toBe(field(/^Quantity/));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('wastage-form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Record wastage' })).toBeTruthy();
  });

  it('restricted mode lists the entries without money and offers no form or removal', async () => {
    restrictedStore.set({ userId: 'u1', codeExists: true, on: true });
    await venue.seed({
      ...FLOUR_BY_THE_KG,
      wastage: [{ date: '2024-01-02', qty: 2, qty_unit: 'kg', value: 2.4 }],
    });
    await openItem('/ingredients/FLOUR');
    expect(listed()).toEqual([['Jan 2, 2024', '2 kg', '—']]);
    const section = screen.getByTestId('wastage-section');
    expect(section.textContent).not.toContain('$');
    expect(screen.queryByTestId('wastage-total')).toBeNull();
    expect(screen.queryByTestId('wastage-form')).toBeNull();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it("shows wastage recorded today in the dashboard's last 30 days", async () => {
    await venue.seed(FLOUR_BY_THE_KG);
    const { router } = await openItem('/ingredients/FLOUR');
    type(/^Quantity/, '2');
    await pick(/^Unit/, 'kg');
    record();
    await waitFor(() => expect(screen.queryAllByTestId('wastage-row')).toHaveLength(1));
    await router.navigate('/dash');
    await screen.findByTestId('dashboard');
    expect(text('wastage-value')).toBe('$2.4000');
    expect(screen.getByTestId('dash-wastage').textContent).toContain('over 1 entry');
  });
});
