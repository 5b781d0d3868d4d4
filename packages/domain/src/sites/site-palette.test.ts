import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_COLOUR, SITE_COLOURS, siteColour } from './site-palette';

/** WCAG relative luminance of #rrggbb. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const f = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('site colour palette (product spec §3: about 62 colours, white or grey text)', () => {
  it('has about 62 colours with distinct ids, each with white or grey text', () => {
    expect(SITE_COLOURS.length).toBeGreaterThanOrEqual(58);
    expect(SITE_COLOURS.length).toBeLessThanOrEqual(66);
    expect(new Set(SITE_COLOURS.map((c) => c.id)).size).toBe(SITE_COLOURS.length);
    for (const c of SITE_COLOURS) {
      expect(c.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(['#ffffff', '#212121']).toContain(c.text);
    }
  });

  it('reads every text colour on its colour at WCAG AA contrast (4.5 or more)', () => {
    for (const c of SITE_COLOURS)
      expect(contrast(c.colour, c.text), c.id).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default colour for an unknown id', () => {
    expect(siteColour('no-such').id).toBe(DEFAULT_SITE_COLOUR);
    expect(siteColour('black')).toEqual({ id: 'black', colour: '#000000', text: '#ffffff' });
  });
});
