import { describe, expect, it } from 'vitest';
import type { ProviderAccount } from '../page-models/identity-provider.js';
import { IngredientScreens } from '../page-models/ingredient-screens.js';
import { ListExport, PriceListScreens } from '../page-models/price-list-screens.js';
import { signUpWithVenue } from '../page-models/sign-in-flows.js';
import { SupplierScreens } from '../page-models/supplier-screens.js';
import { screenshot, useBrowser } from '../support/harness.js';
import { uniqueEmail } from '../support/unique-email.js';

const account: ProviderAccount = {
  name: 'Price List Buyer',
  email: uniqueEmail('prices'),
  password: 'price list buyer password',
};

/**
 * A supplier's price list with one good row and one bad row (product spec §5, §8).
 * Flour: 25 kg bag at 30.00 = $0.0012 a gram; the list sets 36.00 = $0.0014 a gram
 * (0.00144). Sugar's row has a negative price: 'Invalid price list item', not applied,
 * so sugar stays at 2.00 a kg = $0.0020 a gram.
 */
describe('price list import journey', () => {
  const browser = useBrowser();

  it('imports a price list with a bad row: preview, report, only the good row applied', async () => {
    const page = await browser.page();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await signUpWithVenue(page, { account, venue: { name: 'Price List Bistro' } });

    const ingredients = new IngredientScreens(page);
    const cup = { volume: 1, volumeUnit: 'cup', weight: 125, weightUnit: 'g' };
    await ingredients.add({
      name: 'Flour',
      price: 30,
      qty: 1,
      unit: 'bag',
      packages: [{ qty: 25, unit: 'kg' }],
      conversion: cup,
    });
    await page.getByTestId('ingredient-detail').waitFor();
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0012');
    await ingredients.add({ name: 'Sugar', price: 2, qty: 1, unit: 'kg', conversion: cup });
    await page.getByTestId('ingredient-detail').waitFor();
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0020');

    const suppliers = new SupplierScreens(page);
    await suppliers.add({
      name: 'Acme Mills',
      ingredients: [
        { item: 'Flour', code: 'F-100' },
        { item: 'Sugar', code: 'S-200' },
      ],
    });
    expect(await suppliers.codes().allTextContents()).toEqual(['F-100', 'S-200']);

    await suppliers.openPriceListImport();
    const prices = new PriceListScreens(page);
    await prices.chooseFile(
      'acme-prices.csv',
      [
        'Item code,Description,Price,Qty,Unit,Pack qty,Pack unit',
        'F-100,Flour 25 kg,36.00,1,bag,25,kg',
        'S-200,Sugar 1 kg,-1.50,1,kg,,',
      ].join('\n'),
    );
    expect(await prices.column('Purchase price').inputValue()).toBe('Price');
    expect(await prices.column('Supplier code').inputValue()).toBe('Item code');
    expect(await prices.results()).toEqual([
      'UpdateThe new purchase data will be saved.',
      'Invalid price list itemPurchase price: Price must be 0 or more',
    ]);
    await screenshot(page, 'price-list-preview');

    await prices.apply();
    expect(await prices.summary().textContent()).toBe(
      '1 ingredient updated, 0 rows unchanged, 1 invalid row, 0 rows not applied.',
    );
    expect(await prices.updatedRows().allTextContents()).toEqual([
      'Flour: $30.0000 → $36.0000 (row 1)',
    ]);
    expect(await prices.invalidRows().allTextContents()).toEqual([
      'Row 2 (S-200): Invalid price list item: Purchase price: Price must be 0 or more',
    ]);
    expect(logged.some((text) => text.includes('Invalid price list item'))).toBe(true);
    await screenshot(page, 'price-list-report');

    await ingredients.open('Flour');
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0014');

    await ingredients.open('Sugar');
    expect(await ingredients.unitCost('gram').textContent()).toBe('$0.0020');

    // The ingredient list exports as CSV with the new price, and as XLSX that reads back as
    // an unchanged price list.
    await ingredients.openList();
    const exporter = new ListExport(page);
    const csv = await exporter.download('CSV');
    expect(csv.name).toBe('ingredients.csv');
    const lines = csv.data.toString('utf8').split('\r\n');
    expect(
      lines[0]?.startsWith('foodkey,name,type,category,storagearea,supplier,purchaseprice'),
    ).toBe(true);
    expect(lines.find((l) => l.startsWith('FLOUR,'))).toContain(',36,1,bag,25,kg,');
    expect(lines.find((l) => l.startsWith('SUGAR,'))).toContain(',2,1,kg,');
    const xlsx = await exporter.download('XLSX');
    expect(xlsx.name).toBe('ingredients.xlsx');

    await suppliers.open('Acme Mills');
    await suppliers.openPriceListImport();
    await prices.chooseFile(
      xlsx.name,
      xlsx.data,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await prices.results()).toEqual([
      'UnchangedSame purchase data as now.',
      'UnchangedSame purchase data as now.',
    ]);
  });
});
