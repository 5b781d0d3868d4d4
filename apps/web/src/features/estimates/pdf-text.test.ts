import { describe, expect, it } from 'vitest';
import { pdfSafeText, wrapText } from './pdf-text';

// A font that draws ASCII, é and €, as the standard fonts draw their WinAnsi set.
const drawable = new Set([...Array.from({ length: 95 }, (_, i) => 32 + i), 0xe9, 0x20ac]);

describe('text for the PDF standard font', () => {
  it('keeps what the font draws', () => {
    expect(pdfSafeText('Café €12.00', drawable)).toBe('Café €12.00');
  });

  it('writes a currency sign the font lacks by its code, a letter without its accent, else ?', () => {
    expect(pdfSafeText('₹1,200.00', drawable)).toBe('INR 1,200.00');
    expect(pdfSafeText('Ștefan Łódź', drawable)).toBe('Stefan Lodz');
    expect(pdfSafeText('寿司', drawable)).toBe('??');
    expect(pdfSafeText('two\nlines\tand tab', drawable)).toBe('two lines and tab');
    expect(pdfSafeText('1\u202f234,50\u00a0$', drawable)).toBe('1 234,50 $');
  });
});

describe('wrapText', () => {
  const measure = (s: string) => s.length;

  it('breaks between words within the width', () => {
    expect(wrapText('a bb ccc dddd', 6, measure)).toEqual(['a bb', 'ccc', 'dddd']);
  });

  it('cuts a word wider than a line', () => {
    expect(wrapText('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('gives one empty line for no text', () => {
    expect(wrapText('  ', 10, measure)).toEqual(['']);
  });
});
