import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenToContrast, TEXT_CONTRAST } from './color-contrast';

describe('contrastRatio (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, the same both ways', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#087f5b', '#087f5b')).toBe(1);
    expect(contrastRatio('#ffffff', '#868e96')).toBeCloseTo(contrastRatio('#868e96', '#ffffff'));
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('darkenToContrast', () => {
  it('leaves a colour that reaches AA contrast as it is', () => {
    expect(darkenToContrast('#087F5B', ['#ffffff'])).toBe('#087f5b');
  });

  it('darkens one that does not until it reaches AA contrast, no further than a step', () => {
    const darker = darkenToContrast('#099268', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(darker, '#ffffff')).toBeLessThan(TEXT_CONTRAST + 0.5);
  });

  it('reaches the contrast against every background given', () => {
    const darker = darkenToContrast('#e03131', ['#ffffff', '#fff5f5', '#f1f3f5']);
    for (const background of ['#ffffff', '#fff5f5', '#f1f3f5']) {
      expect(contrastRatio(darker, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
