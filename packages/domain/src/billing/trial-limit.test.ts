import { describe, expect, it } from 'vitest';
import { mayAddUnderTrial, TRIAL_LIMITED_TYPES, TRIAL_LIMITS, trialKindOf } from './trial-limit';

describe('trial limit (product spec §6)', () => {
  it('TRIAL_LIMITS: 100 ingredients and 25 recipes', () => {
    expect(TRIAL_LIMITS).toEqual({ ingredients: 100, recipes: 25 });
  });

  it('allows the 100th ingredient and refuses the 101st; the 25th recipe but not the 26th', () => {
    const at = (ingredients: number, recipes: number) => ({ ingredients, recipes });
    expect(mayAddUnderTrial(at(98, 0), 'ingredients', false)).toBe(true); // becomes 99
    expect(mayAddUnderTrial(at(99, 0), 'ingredients', false)).toBe(true); // becomes 100
    expect(mayAddUnderTrial(at(100, 0), 'ingredients', false)).toBe(false); // would be 101
    expect(mayAddUnderTrial(at(0, 24), 'recipes', false)).toBe(true);
    expect(mayAddUnderTrial(at(0, 25), 'recipes', false)).toBe(false);
  });

  it('never limits a Pro venue', () => {
    expect(mayAddUnderTrial({ ingredients: 5000, recipes: 900 }, 'recipes', true)).toBe(true);
  });

  it('counts single, multiple and part items as ingredients; packaging is not limited', () => {
    expect(['single', 'multiple', 'part', 'recipe', 'packaging'].map(trialKindOf)).toEqual([
      'ingredients',
      'ingredients',
      'ingredients',
      'recipes',
      undefined,
    ]);
  });

  it('TRIAL_LIMITED_TYPES lists exactly the types trialKindOf counts for each kind', () => {
    const types = ['single', 'multiple', 'part', 'recipe', 'packaging'];
    for (const kind of ['ingredients', 'recipes'] as const) {
      expect([...TRIAL_LIMITED_TYPES[kind]].sort()).toEqual(
        types.filter((type) => trialKindOf(type) === kind).sort(),
      );
    }
  });
});
