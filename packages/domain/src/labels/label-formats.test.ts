import { describe, expect, it } from 'vitest';
import { LABEL_FORMAT_IDS, LABEL_FORMATS, normaliseLabelFormat } from './label-formats';

describe('label formats (product spec §3)', () => {
  it('lists the twelve formats with their descriptions', () => {
    expect(LABEL_FORMAT_IDS).toEqual([
      'au-std',
      'au-ext',
      'us-std',
      'us-sim',
      'us-tab',
      'us-stab',
      'eu-std',
      'eu-ext',
      'ca-bi',
      'ca-bi-hor',
      'ca-std-eng',
      'ca-std-fr',
    ]);
    expect(LABEL_FORMATS['eu-ext']).toBe('UK & EU standard plus optional per serving');
    expect(LABEL_FORMATS['ca-std-fr']).toBe('Canada French');
  });

  it.each([
    ['uk', 'eu-std'],
    ['us', 'us-std'],
    ['au', 'au-std'],
    ['ca', 'ca-bi'],
  ])('maps the legacy value %s to %s', (legacy, current) => {
    expect(normaliseLabelFormat(legacy)).toBe(current);
  });

  it('keeps current values and refuses unknown ones', () => {
    expect(normaliseLabelFormat('us-tab')).toBe('us-tab');
    expect(normaliseLabelFormat('mars')).toBeNull();
    expect(normaliseLabelFormat(undefined)).toBeNull();
  });
});
