import { describe, expect, it } from 'vitest';
import { badCharacterAt, findBadString } from './input-strings.js';

describe('strings no field may hold', () => {
  it('finds NUL and halves of surrogate pairs, and lets whole pairs and other text pass', () => {
    expect(badCharacterAt('plain text, tabs\tand\nlines')).toBe(-1);
    expect(badCharacterAt('emoji 😀 is a whole pair')).toBe(-1);
    expect(badCharacterAt('a\u0000b')).toBe(1);
    expect(badCharacterAt('x\ud800')).toBe(1);
    expect(badCharacterAt('\ud800x')).toBe(0);
    expect(badCharacterAt('x\udc00')).toBe(1);
    expect(badCharacterAt('\udc00\ud800')).toBe(0);
  });

  it('names the path of the first bad value, or the object that holds a bad field name', () => {
    expect(findBadString({ a: ['ok', { b: 'fine' }] })).toBeUndefined();
    expect(findBadString({ emailObject: { message: 'hi\u0000' } })).toEqual({
      path: 'emailObject.message',
      character: 'U+0000',
    });
    expect(findBadString({ items: [1, 'x', 'y\ud800'] })).toEqual({
      path: 'items.2',
      character: 'U+D800',
    });
    expect(findBadString({ venue: { 'na\u0000me': 'ok' } })).toEqual({
      path: 'venue',
      character: 'U+0000',
    });
    expect(findBadString('\udfff')).toEqual({ path: '', character: 'U+DFFF' });
    expect(findBadString(42)).toBeUndefined();
  });
});
