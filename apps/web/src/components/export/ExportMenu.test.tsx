import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../catalogue/test-store';
import { setUpTestVenue } from '../../test/test-venue';
import { ExportMenu } from './ExportMenu';
import { saveItem } from '@larder/data';

const venue = setUpTestVenue();
let saved: { blob: Blob; name: string }[];

beforeEach(() => {
  saved = [];
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
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('export menu', { timeout: 30_000 }, () => {
  it('saves the venue ingredients as a CSV file', async () => {
    await venue.store.apply(
      saveItem({
        type: 'single',
        foodkey: 'SALT',
        name: 'Salt',
        purchaseprice: 1.5,
        purchaseqty: 1,
        purchaseunit: 'kg',
      }),
    );
    renderRoutes([{ path: '/', element: <ExportMenu list="ingredients" /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(saved[0]!.name).toBe('ingredients.csv');
    const [header, row] = (await saved[0]!.blob.text()).split('\r\n');
    expect(header?.startsWith('foodkey,name,type')).toBe(true);
    expect(row?.startsWith('SALT,Salt,single,,,,1.5,1,kg')).toBe(true);
  });

  it('saves the recipes as an XLSX file', async () => {
    renderRoutes([{ path: '/', element: <ExportMenu list="recipes" /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export XLSX' }));
    // exceljs is loaded on first use.
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 15_000 });
    expect(saved[0]!.name).toBe('recipes.xlsx');
    expect(saved[0]!.blob.type).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});

describe('export menu in French', { timeout: 30_000 }, () => {
  it('names the menu and its formats in the interface language', async () => {
    await i18n.changeLanguage('fr');
    renderRoutes([{ path: '/', element: <ExportMenu list="recipes" /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    expect(await screen.findByRole('menuitem', { name: 'Exporter en CSV' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Exporter en XLSX' })).toBeTruthy();
  });
});
