import 'fake-indexeddb/auto';
import { saveRecord } from '@larder/data';
import { salesCountSchema } from '@larder/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../components/catalogue/test-store';
import { i18n } from '../../i18n/i18n';
import { restrictedStore } from '../../state/restricted';
import { answerTheDialog } from '../../test/dialogs';
import { field, type } from '../../test/form-fields';
import { setUpTestVenue } from '../../test/test-venue';
import { SIX_DISH_KITCHEN } from './engineering-test-data';
import { MenuEngineeringSection } from './MenuEngineeringSection';

const venue = setUpTestVenue();

beforeEach(async () => {
  await venue.seed(...SIX_DISH_KITCHEN);
});

const show = () =>
  renderRoutes([{ path: '/menu-pricing', element: <MenuEngineeringSection /> }], '/menu-pricing');

const units = (name: string) => field(`Units sold: ${name}`);

/** Waits for the units table of the Default Menu (7 dishes). */
const ready = async () =>
  waitFor(() => expect(screen.getAllByTestId('sales-units-row')).toHaveLength(7), {
    timeout: 5000,
  });

const chooseFile = (name: string, content: BlobPart) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
};

/** The table's rows as [dish, units, share, gross profit, class]. */
const classes = () =>
  screen
    .getAllByTestId('engineering-row')
    .map((row) => [
      row.getAttribute('data-foodkey'),
      within(row).getByTestId('engineering-units').textContent,
      within(row).getByTestId('engineering-share').textContent,
      within(row).getByTestId('engineering-profit').textContent,
      within(row).getByTestId('engineering-class').textContent,
    ]);

const SIX_SALES: Record<string, string> = {
  Burger: '200',
  Steak: '150',
  Salad: '300',
  Fish: '40',
  Soup: '60',
  Pasta: '250',
};

const storedCounts = async () =>
  (await venue.store.db.recordTable('sales-count').toArray()).filter((r) => !r.deleted);

describe('menu engineering section (operations-model §7)', { timeout: 60_000 }, () => {
  it('is drawn in French: the classes, shares and profits written the French way', async () => {
    await act(() => i18n.changeLanguage('fr'));
    show();
    await ready();
    expect(screen.getByRole('heading', { name: 'Ingénierie de menu' })).toBeTruthy();
    for (const [name, sold] of Object.entries(SIX_SALES)) type(`Unités vendues : ${name}`, sold);
    await waitFor(() => expect(screen.getAllByTestId('engineering-row')).toHaveLength(7));
    const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
    expect(classes().map((row) => row.map(plain))).toEqual([
      ['BREAD', '0', '—', '—', '—'],
      ['BURGER', '200', '20,0 %', '8,00 $', 'Cheval de labour'],
      ['FISH', '40', '4,0 %', '16,00 $', 'Énigme'],
      ['PASTA', '250', '25,0 %', '10,00 $', 'Vedette'],
      ['SALAD', '300', '30,0 %', '6,00 $', 'Cheval de labour'],
      ['SOUP', '60', '6,0 %', '3,00 $', 'Poids mort'],
      ['STEAK', '150', '15,0 %', '18,00 $', 'Vedette'],
    ]);
    expect(screen.getByTestId('engineering-note').textContent).toBe(
      'non classé\u00a0: aucun prix de vente',
    );
    expect(plain(screen.getByTestId('engineering-table').textContent)).toContain(
      "d'au moins 11,7 %",
    );
    expect(screen.getByTestId('engineering-chart').getAttribute('aria-label')).toContain(
      '2 Vedettes, 2 Chevaux de labour, 1 Énigme, 1 Poids mort',
    );
  });

  it('shows the empty state, then classifies the six dishes as units sold are typed', async () => {
    show();
    await ready();
    expect(screen.getByTestId('no-sales-counts').textContent).toContain('No sales periods');
    expect(screen.getByTestId('engineering-empty').textContent).toContain('No sales');

    for (const [name, sold] of Object.entries(SIX_SALES)) type(`Units sold: ${name}`, sold);
    await waitFor(() => expect(screen.getAllByTestId('engineering-row')).toHaveLength(7));
    // The hand-worked table of engineering-test-data: threshold 0.7/6, average GP 9.42.
    expect(classes()).toEqual([
      ['BREAD', '0', '—', '—', '—'],
      ['BURGER', '200', '20.0%', '$8.00', 'Plowhorse'],
      ['FISH', '40', '4.0%', '$16.00', 'Puzzle'],
      ['PASTA', '250', '25.0%', '$10.00', 'Star'],
      ['SALAD', '300', '30.0%', '$6.00', 'Plowhorse'],
      ['SOUP', '60', '6.0%', '$3.00', 'Dog'],
      ['STEAK', '150', '15.0%', '$18.00', 'Star'],
    ]);
    expect(screen.getByTestId('engineering-note').textContent).toBe(
      'not classified: no sale price',
    );
    const table = screen.getByTestId('engineering-table');
    expect(table.textContent).toContain('at least 11.7%');
    expect(table.textContent).toContain('at least $9.42');
    const chart = screen.getByTestId('engineering-chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(chart.getAttribute('aria-label')).toContain('2 Stars, 2 Plowhorses, 1 Puzzle, 1 Dog');
    // The chart library comes with the first chart shown.
    await waitFor(
      () => expect(chart.querySelectorAll('.recharts-scatter-symbol')).toHaveLength(6),
      {
        timeout: 15_000,
      },
    );
    const points = (menuClass: string) =>
      chart.querySelectorAll(`.engineering-points-${menuClass} .recharts-scatter-symbol`).length;
    expect([points('star'), points('plowhorse'), points('puzzle'), points('dog')]).toEqual([
      2, 2, 1, 1,
    ]);
    // The two thresholds: popularity across, profit up.
    const lines = [...chart.querySelectorAll('.recharts-reference-line line')];
    expect(lines.map((l) => [l.getAttribute('x'), l.getAttribute('y')])).toEqual([
      [String(0.7 / 6), null],
      [null, '9.42'],
    ]);
    expect(
      [...chart.querySelectorAll('.recharts-legend-item-text')].map((l) => l.textContent),
    ).toEqual(['Star', 'Plowhorse', 'Puzzle', 'Dog']);
  });

  it('names the dish and field of a bad units cell and saves nothing until all are right', async () => {
    vi.stubGlobal('crypto', { ...crypto, randomUUID: () => 'period-1' });
    show();
    await ready();
    type('Units sold: Soup', '2.5');
    await screen.findByText('Soup: Units sold must be a whole number');
    expect(screen.getByTestId('engineering-fix-units')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-sales-count'));
    await screen.findByText('Period name is required');
    expect(screen.getByText('From is required')).toBeTruthy();
    expect(await storedCounts()).toEqual([]);

    type('Units sold: Soup', '60');
    type('Units sold: Steak', '150');
    type(/^Period name/, 'March week 2');
    type(/^From/, '2026-03-09');
    type(/^To/, '2026-03-08');
    fireEvent.click(screen.getByTestId('save-sales-count'));
    await screen.findByText('To must not be before From (2026-03-09)');
    type(/^To/, '2026-03-15');
    fireEvent.click(screen.getByTestId('save-sales-count'));
    await waitFor(async () => expect(await storedCounts()).toHaveLength(1));
    const [stored] = await storedCounts();
    expect(salesCountSchema.parse(stored)).toMatchObject({
      skey: 'period-1',
      name: 'March week 2',
      from: '2026-03-09',
      to: '2026-03-15',
      menu: '',
      lines: [
        { foodkey: 'SOUP', unitsSold: 60 },
        { foodkey: 'STEAK', unitsSold: 150 },
      ],
    });
    await screen.findByTestId('saved-sales-count');
    expect(screen.getByTestId('sales-period-title').textContent).toBe('Sales period: March week 2');
    vi.unstubAllGlobals();
  });

  it('Enter in a units cell moves to the next dish', async () => {
    show();
    await ready();
    const first = units('Bread');
    first.focus();
    fireEvent.keyDown(first, { key: 'Enter' });
    expect(document.activeElement).toBe(units('Burger'));
  });

  it('imports nothing from a file that is not UTF-8 text', async () => {
    show();
    await ready();
    chooseFile('latin1.csv', new Uint8Array([0x53, 0x6f, 0x75, 0x70, 0xe9, 0x2c, 0x33]));
    const issues = await screen.findByTestId('sales-import-issues');
    expect(issues.textContent).toContain('Nothing imported from latin1.csv');
    expect(issues.textContent).toContain('The file is not UTF-8 text');
    expect(screen.getByTestId('sales-import-summary').textContent).toBe(
      '1 problem; no valid rows.',
    );
    expect(screen.queryByTestId('import-valid-rows')).toBeNull();
    expect(units('Soup').value).toBe('');
  });

  it('imports nothing from a file with extra columns', async () => {
    show();
    await ready();
    chooseFile('till.csv', 'Dish,Units sold,Takings\nSoup,60,360\n');
    const issues = await screen.findByTestId('sales-import-issues');
    expect(
      within(issues)
        .getAllByTestId('sales-import-issue')
        .map((i) => i.textContent),
    ).toEqual([
      'Line 1: more than 2 columns; a sales file has only a dish column and a units sold column',
    ]);
    expect(screen.queryByTestId('import-valid-rows')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import nothing' }));
    expect(screen.queryByTestId('sales-import-issues')).toBeNull();
    expect(units('Soup').value).toBe('');
  });

  it('lists an unknown dish and a bad number by line; "Import the valid rows" takes the rest', async () => {
    show();
    await ready();
    type('Units sold: Fish', '40');
    chooseFile('week.csv', 'Dish,Units sold\nSoup,60\nSoupe,4\nsteak,150\nPasta,lots\nSoup,5\n');
    const issues = await screen.findByTestId('sales-import-issues');
    expect(
      within(issues)
        .getAllByTestId('sales-import-issue')
        .map((i) => i.textContent),
    ).toEqual([
      "Line 3: dish 'Soupe' unknown (not on the menu)",
      'Line 5: units sold must be a whole number',
    ]);
    expect(screen.getByTestId('sales-import-summary').textContent).toBe(
      '2 problems; 3 valid rows.',
    );
    // Nothing imported yet.
    expect(units('Soup').value).toBe('');
    expect(units('Steak').value).toBe('');
    fireEvent.click(screen.getByTestId('import-valid-rows'));
    await waitFor(() => expect(units('Soup').value).toBe('65'));
    expect(units('Steak').value).toBe('150');
    expect(units('Fish').value).toBe('40');
    expect(units('Pasta').value).toBe('');
    expect(screen.getByTestId('sales-imported').textContent).toContain(
      'Units sold of 2 dishes imported from week.csv',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(units('Soup').value).toBe('');
    expect(units('Fish').value).toBe('40');
  });

  it('imports a clean file at once', async () => {
    show();
    await ready();
    chooseFile('clean.csv', 'Units sold,Dish\n60,Soup\n250,PASTA\n');
    await waitFor(() => expect(units('Soup').value).toBe('60'));
    expect(units('Pasta').value).toBe('250');
    expect(screen.queryByTestId('sales-import-issues')).toBeNull();
  });

  it('reopens a saved period, and deletes one after asking, with Undo', async () => {
    const count = (skey: string, name: string, from: string, soup: number) =>
      saveRecord('sales-count', {
        skey,
        name,
        from,
        to: from,
        menu: '',
        lines: [{ foodkey: 'SOUP', unitsSold: soup }],
      });
    await venue.store.apply(count('a', 'Monday', '2026-03-02', 12));
    await venue.store.apply(count('b', 'Tuesday', '2026-03-03', 34));
    show();
    await waitFor(() => expect(screen.getAllByTestId('saved-sales-count')).toHaveLength(2));
    // The newest period is open.
    await waitFor(() => expect(units('Soup').value).toBe('34'));
    fireEvent.click(screen.getByRole('button', { name: 'Open Monday' }));
    await waitFor(() => expect(units('Soup').value).toBe('12'));

    // Changes not saved are not lost without asking.
    type('Units sold: Soup', '13');
    fireEvent.click(screen.getByRole('button', { name: 'Open Tuesday' }));
    await answerTheDialog(false);
    expect(units('Soup').value).toBe('13');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Monday' }));
    const dialog = await answerTheDialog(true);
    expect(dialog.message).toBe('Delete the sales period Monday (2026-03-02 to 2026-03-02)?');
    await waitFor(() => expect(screen.getAllByTestId('saved-sales-count')).toHaveLength(1));
    expect((await storedCounts()).map((r) => r.skey)).toEqual(['b']);
    expect(screen.getByTestId('sales-period-title').textContent).toBe('New sales period');
    fireEvent.click(within(screen.getByTestId('sales-count-removed')).getByText('Undo'));
    await waitFor(() => expect(screen.getAllByTestId('saved-sales-count')).toHaveLength(2));
    expect((await storedCounts()).map((r) => r.skey).sort()).toEqual(['a', 'b']);
  });

  it('hides the classes while restricted mode is on', async () => {
    act(() => restrictedStore.set({ userId: 'u1', codeExists: true, on: true }));
    show();
    await ready();
    type('Units sold: Soup', '5');
    expect(screen.getByTestId('engineering-restricted').textContent).toContain('restricted mode');
    expect(screen.queryByTestId('engineering-table')).toBeNull();
  });
});
