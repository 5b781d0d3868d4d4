import { describe, expect, it } from 'vitest';
import { chicken, eggs, flour, recipe } from '../testing/fixtures';
import { DependencyIndex, sameDependencies } from './dependency-index';

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

describe('an update that names what the item named before', () => {
  const line = (name: string, qty_value = 1) => ({ name, qty_value, qty_unit: 'g' });

  it('leaves the entries as they are: a re-costed recipe keeps its place among the users', () => {
    const index = DependencyIndex.build([
      flour(),
      recipe('A', [line('FLOUR')]),
      recipe('B', [line('FLOUR')]),
    ]);
    // Other quantities and costs, the same lines: B stays after A among FLOUR's users.
    index.update(recipe('A', [line('FLOUR')]), recipe('A', [line('FLOUR', 2)]));
    expect(index.usersOf('FLOUR')).toEqual(['A', 'B']);
  });

  it('replaces them when a line names another item, a line comes or goes, or the type changes', () => {
    const index = DependencyIndex.build([flour(), eggs(), recipe('A', [line('FLOUR')])]);
    index.update(recipe('A', [line('FLOUR')]), recipe('A', [line('EGGS')]));
    expect(index.usersOf('FLOUR')).toEqual([]);
    expect(index.usersOf('EGGS')).toEqual(['A']);
    index.update(recipe('A', [line('EGGS')]), recipe('A', [line('EGGS'), line('FLOUR')]));
    expect(index.usersOf('FLOUR')).toEqual(['A']);
    index.update(recipe('A', [line('EGGS'), line('FLOUR')]), { ...flour(), foodkey: 'A' });
    expect(index.usersOf('FLOUR')).toEqual([]);
    expect(index.usersOf('EGGS')).toEqual([]);
  });

  it('tells the same dependencies from others (sameDependencies)', () => {
    const a = recipe('A', [line('FLOUR')]);
    expect(sameDependencies(a, recipe('A', [line('FLOUR', 3)]))).toBe(true);
    expect(sameDependencies(a, recipe('A', [line('EGGS')]))).toBe(false);
    expect(sameDependencies(a, recipe('B', [line('FLOUR')]))).toBe(false);
    expect(
      sameDependencies(a, {
        ...a,
        packaging: [{ name: 'BOX', qty_value: 1, qty_unit: 'each' }],
      } as never),
    ).toBe(false);
    expect(sameDependencies(flour(), { ...flour(), purchaseprice: 9 })).toBe(true);
    expect(sameDependencies(chicken(), chicken({ purchaseprice: 14 }))).toBe(true);
    const legs = { name: 'Legs', size: 300, unit: 'g' };
    expect(sameDependencies(chicken(), chicken({ parts: [...chicken().parts!, legs] }))).toBe(
      false,
    );
  });
});
