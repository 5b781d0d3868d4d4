import { describe, expect, it } from 'vitest';
import { csvRows, readSalesFile, utf8Text } from './read-sales-file';
import { i18n } from '../../i18n/i18n';
import { salesIssueText } from './sales-issue-text';

const DISHES = [
  { foodkey: 'SOUP', name: 'Soup' },
  { foodkey: 'CREME BRULEE', name: 'Crème brûlée' },
  { foodkey: 'PIE', name: 'Pie' },
];

const utf8File = (text: string, name = 'sales.csv') =>
  new File([new TextEncoder().encode(text)], name, { type: 'text/csv' });

/** 'Crème brûlée' in Windows-1252 (Latin-1): è is 0xE8, û is 0xFB, not UTF-8. */
const latin1File = () =>
  new File(
    [
      new Uint8Array([
        ...new TextEncoder().encode('Dish,Units sold\nCr'),
        0xe8,
        ...new TextEncoder().encode('me br'),
        0xfb,
        ...new TextEncoder().encode('l'),
        0xe9,
        ...new TextEncoder().encode('e,12\n'),
      ]),
    ],
    'sales-latin1.csv',
    { type: 'text/csv' },
  );

describe('reading a sales CSV (operations-model §7: sales counts imported from CSV)', () => {
  it('refuses a file that is not UTF-8 text as a whole, naming the encoding', async () => {
    const read = await readSalesFile(latin1File(), DISHES);
    expect(read.rows).toEqual([]);
    expect(read.issues).toEqual([{ line: 1, field: 'file', reason: 'csv-encoding' }]);
    expect(salesIssueText(read.issues[0]!)).toBe(
      'The file is not UTF-8 text. Save it as "CSV UTF-8" in the spreadsheet and choose it again.',
    );
  });

  it('reads UTF-8 with or without a byte order mark, matching accented names', async () => {
    expect(utf8Text(new TextEncoder().encode('\uFEFFDish').buffer as ArrayBuffer)).toBe('Dish');
    const read = await readSalesFile(
      utf8File('\uFEFFDish,Units sold\r\nCrème brûlée,12\r\nsoup,30\r\n'),
      DISHES,
    );
    expect(read.issues).toEqual([]);
    expect(read.rows).toEqual([
      { line: 2, foodkey: 'CREME BRULEE', unitsSold: 12 },
      { line: 3, foodkey: 'SOUP', unitsSold: 30 },
    ]);
  });

  it('numbers lines as in the file, blank lines included, and names each bad line', async () => {
    const read = await readSalesFile(
      utf8File('Dish,Units sold\nSoup,30\n\nSoupe,4\nPie,2.5\nPie,-1\nPie,many\n'),
      DISHES,
    );
    expect(read.rows).toEqual([{ line: 2, foodkey: 'SOUP', unitsSold: 30 }]);
    expect(read.issues.map(salesIssueText)).toEqual([
      "Line 4: dish 'Soupe' unknown (not on the menu)",
      'Line 5: units sold must be a whole number',
      'Line 6: units sold must be at least 0',
      'Line 7: units sold must be a whole number',
    ]);
  });

  it('refuses extra columns, in the header (nothing read) or on a line', async () => {
    const header = await readSalesFile(utf8File('Dish,Units sold,Price\nSoup,30,4.50\n'), DISHES);
    expect(header.rows).toEqual([]);
    expect(header.issues.map(salesIssueText)).toEqual([
      'Line 1: more than 2 columns; a sales file has only a dish column and a units sold column',
    ]);
    const line = await readSalesFile(utf8File('Dish,Units sold\nSoup,30\nPie,2,extra\n'), DISHES);
    expect(line.rows).toEqual([{ line: 2, foodkey: 'SOUP', unitsSold: 30 }]);
    expect(line.issues.map(salesIssueText)).toEqual([
      'Line 3: more than 2 columns; a sales file has only a dish column and a units sold column',
    ]);
  });

  it('keeps quoted commas in a cell and undoes the spreadsheet quote of an export', () => {
    expect(csvRows('Dish,Units\n"Soup, of the day",3\n\'=Pie,2')).toEqual([
      ['Dish', 'Units'],
      ['Soup, of the day', '3'],
      ['=Pie', '2'],
    ]);
  });

  it('says a missing dish or units cell is required, naming the line', async () => {
    const read = await readSalesFile(utf8File('Dish,Units sold\n,3\nPie,\n'), DISHES);
    expect(read.issues.map(salesIssueText)).toEqual([
      'Line 2: dish is required',
      'Line 3: units sold is required',
    ]);
  });

  it('names each bad line in French', async () => {
    await i18n.changeLanguage('fr');
    const read = await readSalesFile(utf8File('Dish,Units sold\nSoupe,4\nPie,2.5\n'), DISHES);
    expect(read.issues.map(salesIssueText)).toEqual([
      'Ligne 2\u00a0: plat « Soupe » inconnu (pas au menu)',
      'Ligne 3\u00a0: les unités vendues doivent être un nombre entier',
    ]);
  });
});
