import { describe, expect, it } from 'vitest';
import { NUTRIENTS } from './nutrient-catalogue';
import { ADDED_SUGAR, LABEL_NUTRIENT_TAGS, LABEL_NUTRIENTS } from './added-sugar';

describe('label nutrients: the product spec §3 catalogue plus addedSugar (nutrition-labels.md §1.5)', () => {
  it('every catalogue nutrient has tag, unit, label, group and numeric id', () => {
    expect(NUTRIENTS).toHaveLength(36);
    for (const n of LABEL_NUTRIENTS) {
      expect(n.tag).not.toBe('');
      expect(n.label).not.toBe('');
      expect(Number.isInteger(n.id)).toBe(true);
    }
  });

  it('adds addedSugar (g, under carbs) once, after the catalogue', () => {
    expect(ADDED_SUGAR).toEqual({
      tag: 'addedSugar',
      unit: 'g',
      label: 'Added sugars',
      group: 'carbs',
      id: 539,
    });
    expect(LABEL_NUTRIENT_TAGS.at(-1)).toBe('addedSugar');
    expect(new Set(LABEL_NUTRIENT_TAGS).size).toBe(LABEL_NUTRIENT_TAGS.length);
    expect(new Set(LABEL_NUTRIENTS.map((n) => n.id)).size).toBe(LABEL_NUTRIENTS.length);
  });
});
