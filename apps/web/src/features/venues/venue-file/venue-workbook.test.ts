import { sampleVenueRecords } from '@larder/domain/sample-venue';
import type { VenueFileKind } from '@larder/domain/venue-file';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { venueWorkbookBlob } from './venue-workbook-blob';
import { fieldWords, venueWorkbookSheets } from './venue-workbook';

const sample = sampleVenueRecords({ today: '2026-03-10' });
const records: Partial<Record<VenueFileKind, Record<string, unknown>[]>> = {
  item: sample.items.map((item) => ({ ...item })),
};
for (const { kind, record } of sample.records) (records[kind] ??= []).push(record);

const sheets = venueWorkbookSheets(records);
const sheet = (name: string) => {
  const found = sheets.find((s) => s.name === name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
};
const column = (name: string, header: string) => {
  const { headers, rows } = sheet(name);
  const at = headers.indexOf(header);
  expect(at, `${name}: ${header}`).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row[at]);
};

async function readBack(blob: Blob) {
  const loaded = await import('exceljs');
  const ExcelJS = (loaded as unknown as { default?: typeof loaded }).default ?? loaded;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

describe('the venue workbook (a sheet per kind of record, for people)', () => {
  it('has a sheet for each kind the venue holds, and one for each list of lines in them', () => {
    expect(sheets.map((s) => s.name)).toEqual([
      'Ingredients',
      'Ingredients - Price history',
      'Ingredients - Wastage',
      'Recipes',
      'Recipes - Recipe lines',
      'Recipes - Wastage',
      'Recipes - Packaging',
      'Packaging',
      'Packaging - Price history',
      'Suppliers',
      'Suppliers - Ingredients',
      'Categories and settings',
      'Menus',
      'Events',
      'Events - Lines',
      'Estimates',
      'Estimates - Lines',
      'Estimates - Extras',
      'Prep lists',
      'Prep lists - Lines',
      'Stock counts',
      'Stock counts - Lines',
      'Sales counts',
      'Sales counts - Lines',
    ]);
    for (const { name } of sheets) expect(name.length).toBeLessThanOrEqual(31);
  });

  it('names columns in plain words and keeps a missing value empty, never 0', () => {
    expect(sheet('Ingredients').headers.slice(0, 8)).toEqual([
      'Type',
      'Item',
      'Name',
      'Category',
      'Storage area',
      'Supplier',
      'Allergens',
      'Purchase price',
    ]);
    expect(sheet('Recipes').headers).toContain('Costs: Per serving');
    expect(column('Recipes', 'Costs: Food cost %')).toContain(null);
    expect(column('Ingredients', 'Item')).toContain('YELLOW ONIONS');
    expect(column('Ingredients', 'Conversions: Weight')).toContain(160);
    expect(column('Menus', 'Dishes')[0]).toMatch(/^FRENCH ONION SOUP; CAESAR SALAD;/);
    expect(column('Events', 'Contact: E-mail')).toContain('priya.shah@northwind.example');
  });

  it("names in each line the record it belongs to, and counts a record's lines", () => {
    const lines = sheet('Recipes - Recipe lines');
    expect(lines.headers.slice(0, 2)).toEqual(['Recipe', 'Line']);
    const stock = lines.rows.filter((row) => row[0] === 'Chicken stock');
    expect(stock.map((row) => row[1])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const chickenStock = sheet('Recipes').rows.find((row) => row.includes('CHICKEN STOCK'))!;
    expect(chickenStock[sheet('Recipes').headers.indexOf('Recipe lines')]).toBe(7);
    expect(column('Suppliers - Ingredients', 'Supplier code')).toContain('GV-1101');
    expect(column('Stock counts - Lines', 'Quantity in base unit')).toContain(18000);
  });

  it('puts plain words on any field: camel case and underscores as words', () => {
    expect(fieldWords('purchaseprice')).toBe('Purchase price');
    expect(fieldWords('perGuest')).toBe('Per guest');
    expect(fieldWords('some_new_field')).toBe('Some new field');
    expect(fieldWords('contactPhoneNumber')).toBe('Contact phone number');
  });

  it('writes an XLSX whose text never runs as a formula (OWASP): such text gets a quote', async () => {
    const blob = await venueWorkbookBlob([
      {
        name: 'Suppliers',
        headers: ['Name', '=Total'],
        rows: [
          ['=HYPERLINK("http://x.example","click")', -12.5],
          ['@SUM(A1)', null],
          ['Plain', 3],
        ],
      },
    ]);
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readBack(blob);
    const worksheet = workbook.getWorksheet('Suppliers')!;
    expect(worksheet.getRow(1).values).toEqual([undefined, 'Name', "'=Total"]);
    expect(worksheet.getCell('A2').value).toBe('\'=HYPERLINK("http://x.example","click")');
    expect(worksheet.getCell('B2').value).toBe(-12.5);
    expect(worksheet.getCell('A3').value).toBe("'@SUM(A1)");
    expect(worksheet.getCell('B3').value).toBeNull();
    expect(worksheet.getCell('A4').value).toBe('Plain');
  }, 30_000);

  it('names its sheets and columns in French when the interface is in French', async () => {
    await i18n.changeLanguage('fr');
    const french = venueWorkbookSheets(records);
    expect(french.map((s) => s.name)).toEqual(expect.arrayContaining(['Ingrédients', 'Recettes']));
    expect(french.find((s) => s.name === 'Recettes')?.headers).toContain('Nom');
    expect(fieldWords('perGuest')).toBe('Par invité');
  });
});
