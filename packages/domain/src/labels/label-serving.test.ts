import { describe, expect, it } from 'vitest';
import { recipe } from '../testing/fixtures';
import { recipeLabelServing } from './label-serving';

describe('recipeLabelServing (costing-model §5)', () => {
  it('a weight serving: grams, servings = finished weight / serving, no household measure', () => {
    const r = recipe('R', [], { servingsize: 250, servingsize_unit: 'g' });
    expect(recipeLabelServing(r, 1000)).toEqual({
      servingSizeG: 250,
      servingsPerPack: 4,
      measure: null,
    });
  });

  it('a volume serving converts through the recipe density and keeps the measure', () => {
    const r = recipe('SOUP', [], {
      servingsize: 1,
      servingsize_unit: 'cup',
      map: { volume_value: 1, volume_unit: 'L', weight_value: 1000, weight_unit: 'g' },
    });
    expect(recipeLabelServing(r, 1200)).toEqual({
      servingSizeG: 240,
      servingsPerPack: 5,
      measure: { en: '1 cup', fr: '1 tasse' },
    });
    expect(recipeLabelServing({ ...r, servingsize: 1.5 }, null)?.measure).toEqual({
      en: '1.5 cups',
      fr: '1,5 tasse',
    });
  });

  it('servingsize_auto: the whole batch is one serving', () => {
    const r = recipe('R', [], { servingsize_auto: true });
    expect(recipeLabelServing(r, 640)).toEqual({
      servingSizeG: 640,
      servingsPerPack: 1,
      measure: null,
    });
    expect(recipeLabelServing(r, null)).toBeNull();
  });

  it('unknown servings per pack without a finished weight', () => {
    const r = recipe('R', [], { servingsize: 50, servingsize_unit: 'g' });
    expect(recipeLabelServing(r, null)?.servingsPerPack).toBeNull();
  });

  it('null when the serving does not convert to grams', () => {
    expect(recipeLabelServing(recipe('R', []), 500)).toBeNull();
    expect(
      recipeLabelServing(recipe('R', [], { servingsize: 1, servingsize_unit: 'cup' }), 500),
    ).toBeNull();
  });
});
