import { describe, expect, it } from 'vitest';
import { flour } from '../testing/fixtures';
import { copyOf } from './with-costs';

describe('copyOf (a record copied for fields to be set on it)', () => {
  it('is a new object with the same own fields, in the same order, as a spread gives', () => {
    const stored = JSON.parse(JSON.stringify(flour({ note: 'kept' }))) as object;
    const copy = copyOf(stored);
    expect(copy).not.toBe(stored);
    expect(Object.keys(copy)).toEqual(Object.keys({ ...stored }));
    expect(copy).toEqual(stored);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  });

  it('keeps an own __proto__ field as a field, never as the prototype', () => {
    const stored = JSON.parse('{"foodkey":"ODD","__proto__":{"polluted":true}}') as object;
    const copy = copyOf(stored) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect(copy.polluted).toBeUndefined();
    expect(JSON.stringify(copy)).toBe(JSON.stringify(stored));
  });
});
