import { describe, expect, it } from 'vitest';
import type { PrepLine } from './explode-demand';
import { prepGroups } from './prep-groups';

const line = (foodkey: string, storagearea: string, category: string): PrepLine => ({
  foodkey,
  name: foodkey,
  batches: 1,
  amount: 1000,
  unit: 'g',
  storagearea,
  category,
  depth: 0,
});

describe('prepGroups (operations-model §2)', () => {
  it('groups by storage area, then category, names sorted, the empty ones last', () => {
    const groups = prepGroups([
      line('STOCK', 'walk-in', 'Bases'),
      line('SAUCE', 'Fridge', 'Sauces'),
      line('PIZZA', '', 'Mains'),
      line('PESTO', 'Fridge', ''),
      line('AIOLI', 'Fridge', 'Sauces'),
      line('GRAVY', 'Fridge', 'bases'),
    ]);
    expect(
      groups.map((g) => [
        g.storagearea,
        g.categories.map((c) => [c.category, c.lines.map((l) => l.foodkey)]),
      ]),
    ).toEqual([
      [
        'Fridge',
        [
          ['bases', ['GRAVY']],
          ['Sauces', ['SAUCE', 'AIOLI']],
          ['', ['PESTO']],
        ],
      ],
      ['walk-in', [['Bases', ['STOCK']]]],
      ['', [['Mains', ['PIZZA']]]],
    ]);
  });

  it('keeps the dependency order of the lines within a group', () => {
    const groups = prepGroups([line('B', 'X', 'Y'), line('A', 'X', 'Y'), line('C', 'X', 'Y')]);
    expect(groups[0]?.categories[0]?.lines.map((l) => l.foodkey)).toEqual(['B', 'A', 'C']);
  });

  it('no lines, no groups', () => {
    expect(prepGroups([])).toEqual([]);
  });
});
