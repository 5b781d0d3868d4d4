import { describe, expect, it } from 'vitest';
import { eggs, flour, recipe } from '../testing/fixtures';
import { DependencyIndex } from './dependency-index';

/** The same text in a string object of its own (not the literal's). */
const copyOf = (text: string): string => [...text].join('');

describe('an item’s users are found by the text of its foodkey', () => {
  it('whichever string it is asked with, and whether its users come before or after it', () => {
    const dough = recipe('DOUGH', [{ name: copyOf('FLOUR'), qty_value: 1, qty_unit: 'kg' }]);
    const loaf = recipe('LOAF', [{ name: copyOf('DOUGH'), qty_value: 1, qty_unit: 'kg' }]);
    const roll = recipe('ROLL', [{ name: copyOf('DOUGH'), qty_value: 1, qty_unit: 'kg' }]);
    const index = DependencyIndex.build([loaf, flour(), dough, roll]);
    expect(index.usersOf(copyOf('FLOUR'))).toEqual(['DOUGH']);
    expect(index.usersOf(copyOf('DOUGH'))).toEqual(['LOAF', 'ROLL']);
    expect(index.usersOf('LOAF')).toEqual([]);
  });

  it('an item nothing uses gets users of its own when a recipe naming it is added', () => {
    const index = DependencyIndex.build([flour(), eggs(), recipe('A', []), recipe('B', [])]);
    index.add(recipe('C', [{ name: 'A', qty_value: 1, qty_unit: 'g' }]));
    expect(index.usersOf('A')).toEqual(['C']);
    expect(index.usersOf('B')).toEqual([]);
    index.update(recipe('A', []), recipe('A', [{ name: 'EGGS', qty_value: 1, qty_unit: 'each' }]));
    expect(index.usersOf('A')).toEqual(['C']);
    expect(index.usersOf('EGGS')).toEqual(['A']);
    index.remove(recipe('C', [{ name: 'A', qty_value: 1, qty_unit: 'g' }]));
    expect(index.usersOf('A')).toEqual([]);
  });
});
