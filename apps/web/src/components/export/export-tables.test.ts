import type { Ingredient, Recipe } from '@larder/domain';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { csvText } from './csv-text';
import { xlsxBlob } from './export-file';
import { ingredientExportTable } from './ingredient-export';
import { recipeExportTable } from './recipe-export';

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
const eggs: Ingredient = { type: 'single', foodkey: 'EGGS', name: 'Eggs' };
const pie: Recipe = {
  type: 'recipe',
  foodkey: 'PIE',
  name: 'Pie',
  items: [{ name: 'FLOUR', qty_value: 500, qty_unit: 'g' }],
  menuitem: true,
  costs: { total: 0.9, servings: 5, perServing: 0.18, weight: 750 },
  gramcost: 0.0012,
};

describe('ingredient and recipe export', () => {
  it('lists ingredients in key order with their purchase data and costs', () => {
    const table = ingredientExportTable([flour, pie, eggs], true);
    expect(table.headers.slice(0, 7)).toEqual([
      'foodkey',
      'name',
      'type',
      'category',
      'storagearea',
      'supplier',
      'purchaseprice',
    ]);
    expect(table.rows.map((r) => r[0])).toEqual(['EGGS', 'FLOUR']);
    const row = Object.fromEntries(table.headers.map((h, i) => [h, table.rows[1]![i]]));
    expect(row).toMatchObject({
      purchaseprice: 30,
      package_unit1: 'kg',
      gramcost: 0.0012,
      eachcost: null,
      allergens: 'gluten',
    });
    // A missing cost stays empty, never 0.
    expect(table.rows[0]![table.headers.indexOf('gramcost')]).toBeNull();
  });

  it('leaves out every cost column while costs are hidden', () => {
    const table = ingredientExportTable([flour], false);
    expect(table.headers).not.toContain('purchaseprice');
    expect(table.headers).not.toContain('gramcost');
    expect(recipeExportTable([pie], false).headers).not.toContain('batch_cost');
  });

  it('lists recipes with their servings and stored costs', () => {
    const table = recipeExportTable([flour, pie], true);
    expect(table.rows).toHaveLength(1);
    const row = Object.fromEntries(table.headers.map((h, i) => [h, table.rows[0]![i]]));
    expect(row).toMatchObject({
      foodkey: 'PIE',
      menuitem: 'yes',
      lines: 1,
      servings: 5,
      batch_cost: 0.9,
      cost_per_serving: 0.18,
      mlcost: null,
    });
  });

  it('writes CSV that quotes commas', () => {
    const csv = csvText(ingredientExportTable([flour], true));
    expect(csv.split('\r\n')[1]).toContain('"Flour, strong"');
  });

  it('writes an XLSX workbook with the headers and the values as numbers', async () => {
    const blob = await xlsxBlob(ingredientExportTable([flour], true), 'Ingredients');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Ingredients')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('foodkey');
    expect(sheet.getRow(2).getCell(7).value).toBe(30);
  });

  describe('formula-like text is written quoted (OWASP CSV injection)', () => {
    const hostile: Ingredient = {
      ...flour,
      foodkey: 'EVIL',
      name: '=HYPERLINK("http://evil.example","Flour")',
      supplier: '@Acme',
      category: '-5',
      storagearea: '+Cold',
      package_unit1: '\tkg',
      purchaseprice: -5,
    };
    const expected = {
      name: `'=HYPERLINK("http://evil.example","Flour")`,
      supplier: "'@Acme",
      category: "'-5",
      storagearea: "'+Cold",
      package_unit1: "'\tkg",
    };

    it('in CSV, while a negative number stays a number', () => {
      const table = ingredientExportTable([hostile], true);
      const [header, row] = Papa.parse<string[]>(csvText(table)).data;
      const cells = Object.fromEntries(header!.map((h, i) => [h, row![i]]));
      expect(cells).toMatchObject({ ...expected, purchaseprice: '-5', foodkey: 'EVIL' });
    });

    it('in XLSX, read back with exceljs, while a negative number stays a number', async () => {
      const table = ingredientExportTable([hostile], true);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await (await xlsxBlob(table, 'Ingredients')).arrayBuffer());
      const sheet = workbook.getWorksheet('Ingredients')!;
      const cells = Object.fromEntries(
        table.headers.map((h, i) => [h, sheet.getRow(2).getCell(i + 1).value]),
      );
      expect(cells).toMatchObject({ ...expected, purchaseprice: -5 });
      expect(sheet.getRow(2).getCell(2).formula).toBeUndefined();
    });
  });
});

describe('exports in French', () => {
  it('writes readable recipe headers and oui/non, and keeps the ingredient field names the price list import reads', async () => {
    await i18n.changeLanguage('fr');
    const recipes = recipeExportTable([pie], true);
    const row = Object.fromEntries(recipes.headers.map((h, i) => [h, recipes.rows[0]![i]]));
    expect(row).toMatchObject({ Clé: 'PIE', 'Au menu': 'oui', 'Coût par portion': 0.18 });
    expect(ingredientExportTable([flour], true).headers.slice(0, 3)).toEqual([
      'foodkey',
      'name',
      'type',
    ]);
  });
});
