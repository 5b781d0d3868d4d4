import { guessColumnMapping, planPriceList, rowFromCells, type Ingredient } from '@larder/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../components/export/csv-text';
import { ingredientExportTable } from '../../components/export/ingredient-export';
import { parsePriceListCsv, parsePriceListXlsx, PriceListFileError } from './read-price-list-file';

describe('reading a price list file', () => {
  it('reads CSV with a byte-order mark, quoted commas and blank lines', () => {
    const sheet = parsePriceListCsv(
      'list.csv',
      '\uFEFFcode,name,price\n\nF1,"Flour, strong",36.5\n , , \nS2,Sugar,2\n',
    );
    expect(sheet.headers).toEqual(['code', 'name', 'price']);
    expect(sheet.rows).toEqual([
      ['F1', 'Flour, strong', '36.5'],
      ['S2', 'Sugar', '2'],
    ]);
  });

  it('reads a name an export quoted (OWASP CSV injection) back as it was', () => {
    const table = ingredientExportTable(
      [{ type: 'single', foodkey: 'EVIL', name: '=Flour', supplier: '@Acme' } as Ingredient],
      true,
    );
    const sheet = parsePriceListCsv('ingredients.csv', csvText(table));
    const name = sheet.headers.indexOf('name');
    expect(sheet.rows[0]![name]).toBe('=Flour');
    expect(sheet.rows[0]![sheet.headers.indexOf('supplier')]).toBe('@Acme');
  });

  it('refuses an empty file', () => {
    expect(() => parsePriceListCsv('empty.csv', '\n\n')).toThrow(PriceListFileError);
  });

  it('reads the first worksheet of an XLSX file, numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['Code', 'Name', 'Price']);
    sheet.addRow(['F1', 'Flour', 36]);
    sheet.addRow([]);
    sheet.addRow(['S2', 'Sugar', { formula: '1+1', result: 2 }]);
    const data = await workbook.xlsx.writeBuffer();
    const read = await parsePriceListXlsx('list.xlsx', data as ArrayBuffer);
    expect(read.headers).toEqual(['Code', 'Name', 'Price']);
    expect(read.rows).toEqual([
      ['F1', 'Flour', 36],
      ['S2', 'Sugar', 2],
    ]);
  });

  it('refuses a file that is not a workbook', async () => {
    const bytes = new TextEncoder().encode('not a zip');
    await expect(parsePriceListXlsx('bad.xlsx', bytes.buffer)).rejects.toThrow(
      'bad.xlsx is not a readable XLSX workbook.',
    );
  });

  it('reads an exported ingredient list back as an unchanged price list', () => {
    const flour: Ingredient = {
      type: 'single',
      foodkey: 'FLOUR',
      name: 'Flour, strong',
      supplier: 'Acme',
      purchaseprice: 30,
      purchaseqty: 1,
      purchaseunit: 'bag',
      package_qty1: 25,
      package_unit1: 'kg',
      gramcost: 0.0012,
      mlcost: 0.000625,
      eachcost: null,
      allergens: ['gluten'],
    };
    const csv = csvText(ingredientExportTable([flour], true));
    const sheet = parsePriceListCsv('ingredients.csv', csv);
    const mapping = guessColumnMapping(sheet.headers);
    const rows = sheet.rows.map((cells) => rowFromCells(cells, mapping));
    const supplier = { skey: 'ACME', name: 'Acme' };
    const plan = planPriceList(rows, supplier, [flour], { date: '2026-11-23' });
    expect(plan.rows.map((r) => r.status)).toEqual(['unchanged']);
  });
});
