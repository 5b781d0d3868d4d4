import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, cleanNameFully } from './clean-name';
import { keyFromName } from './record-key';

const CONTROL = /[\p{Cc}\p{Cs}]/u;

describe('cleanName (names are stored without control characters, in single spaces)', () => {
  it.each([
    ['Plain\tflour', 'Plain flour'],
    ['  Plain   flour  ', 'Plain flour'],
    ['Plain\r\nflour\n', 'Plain flour'],
    ['Flour\u0000 bran\u0007', 'Flour bran'],
    ['Old \u0001 Mill', 'Old Mill'],
    ['Crème\u00a0fraîche', 'Crème fraîche'],
    ['Bad\ud800 half', 'Bad half'],
    ['Chilli 🌶️', 'Chilli 🌶️'],
    ['\t\n ', ''],
  ])('%j is stored as %j', (name, cleaned) => {
    expect(cleanName(name)).toBe(cleaned);
  });

  it('is idempotent: a cleaned name cleans to itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const once = cleanName(name);
        expect(cleanName(once)).toBe(once);
      }),
    );
  });

  it('leaves no control character, no run of spaces and no space at either end', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const cleaned = cleanName(name);
        expect(cleaned).not.toMatch(CONTROL);
        expect(cleaned).not.toMatch(/\s\s|^\s|\s$/u);
      }),
    );
  });
});

describe('keyFromName builds on cleanName', () => {
  it('makes no key with a control character, from any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        expect(keyFromName(name)).not.toMatch(CONTROL);
      }),
    );
  });

  it('gives a name with a pasted tab the key of the name with a space', () => {
    expect(keyFromName('plain\tflour')).toBe(keyFromName('Plain flour'));
    expect(keyFromName('plain\tflour')).toBe('PLAIN FLOUR');
  });
});

describe('cleanName returns a clean name as it is', () => {
  it('gives what the full cleaning gives, for any string', () => {
    const whitespace = fc.constantFrom(
      ' ',
      '  ',
      '\t',
      '\n',
      '\u00a0',
      '\ufeff',
      '\u2028',
      '\u0000',
      '\ud800',
    );
    const pieces = fc.array(fc.oneof(fc.string({ unit: 'binary' }), whitespace), { maxLength: 6 });
    fc.assert(
      fc.property(pieces, (parts) => {
        const name = parts.join('');
        expect(cleanName(name)).toBe(cleanNameFully(name));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the very string of a name that is already clean, and cleans any other', () => {
    const clean = ['Plain', 'flour'].join(' ');
    expect(cleanName(clean)).toBe(clean);
    expect(cleanName(' Plain flour')).toBe('Plain flour');
    expect(cleanName('Plain flour ')).toBe('Plain flour');
    expect(cleanName('Plain\u00a0flour')).toBe('Plain flour');
    expect(cleanName('Plain\ufeffflour')).toBe('Plain flour');
  });
});
