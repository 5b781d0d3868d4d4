import { describe, expect, it } from 'vitest';
import { keyFromName } from './record-key';

describe('keyFromName (product spec §3: a key is the name upper-cased)', () => {
  it.each([
    ['Plain flour', 'PLAIN FLOUR'],
    ['  plain flour ', 'PLAIN FLOUR'],
    ['Crème fraîche', 'CRÈME FRAÎCHE'],
    ['Flour, Bran (pt)', 'FLOUR, BRAN (PT)'],
  ])('%j makes %j', (name, key) => {
    expect(keyFromName(name)).toBe(key);
  });

  it('collapses the spaces inside a name to one', () => {
    expect(keyFromName('Old  Mill')).toBe('OLD MILL');
  });
});
