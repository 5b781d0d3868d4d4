import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetText, startsLikeFormula } from './spreadsheet-cell';

describe('exported cells never run as formulas (OWASP CSV injection)', () => {
  it.each(['=1+1', '+44 20 7946 0000', '-5', '@SUM(A1:A2)', '\tcmd', '\rcmd'])(
    'prefixes text beginning with = + - @ TAB or CR with a single quote: %j',
    (text) => {
      expect(spreadsheetCell(text)).toBe(`'${text}`);
    },
  );

  it('keeps other text as it is, a formula sign inside the text included', () => {
    expect(spreadsheetCell('Flour, strong')).toBe('Flour, strong');
    expect(spreadsheetCell('Salt = NaCl')).toBe('Salt = NaCl');
    expect(spreadsheetCell(" '=quoted")).toBe(" '=quoted");
  });

  it('keeps numbers as numbers, negative ones too, and empty cells empty', () => {
    expect(spreadsheetCell(-5)).toBe(-5);
    expect(spreadsheetCell(0.0012)).toBe(0.0012);
    expect(spreadsheetCell(null)).toBeNull();
    expect(spreadsheetCell('')).toBe('');
  });

  it('reads an escaped cell back as the text it was', () => {
    for (const text of ['=1+1', '-5', '@x', "'=1", "''+1", 'plain', "'plain"]) {
      expect(spreadsheetText(spreadsheetCell(text) as string)).toBe(text);
    }
  });

  it('quotes once more text that is already a quote before a formula start', () => {
    expect(spreadsheetCell("'=1")).toBe("''=1");
    expect(spreadsheetCell("'plain")).toBe("'plain");
  });

  it('names what starts like a formula', () => {
    expect(startsLikeFormula('=A1')).toBe(true);
    expect(startsLikeFormula('A1')).toBe(false);
  });
});
