import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VenueStore } from '@larder/data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestStore, renderRoutes } from '../../components/catalogue/test-store';
import { restrictedStore } from '../../state/restricted';
import { ExportMenu } from './ExportMenu';

let store: VenueStore;
let close: () => Promise<void>;
let saved: { blob: Blob; name: string }[];

beforeEach(async () => {
  restrictedStore.reset();
  ({ store, close } = await openTestStore());
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
afterEach(async () => {
  vi.restoreAllMocks();
  await close();
});

describe('export menu', { timeout: 30_000 }, () => {
  it('saves the venue ingredients as a CSV file', async () => {
    await store.saveItem({
      type: 'single',
      foodkey: 'SALT',
      name: 'Salt',
      purchaseprice: 1.5,
      purchaseqty: 1,
      purchaseunit: 'kg',
    });
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
