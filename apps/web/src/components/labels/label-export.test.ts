import { describe, expect, it } from 'vitest';
import { labelFileName, svgMarkup, svgSize } from './label-export';

const svg = () => {
  const el = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  el.setAttribute('viewBox', '0 0 216.5 410');
  el.setAttribute('width', '216.5pt');
  el.setAttribute('style', 'width: 360px');
  el.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'text')).textContent =
    'Nutrition Facts';
  return el;
};

describe('label files', () => {
  it('names the file after the item and the format', () => {
    expect(labelFileName('Crème brûlée', 'us-std', 'svg')).toBe('creme-brulee-us-std.svg');
    expect(labelFileName('  Fish & chips! ', 'ca-bi-hor', 'png')).toBe('fish-chips-ca-bi-hor.png');
    expect(labelFileName('***', 'eu-std', 'svg')).toBe('label-eu-std.svg');
  });

  it('reads the label’s real size in points from its viewBox', () => {
    expect(svgSize(svg())).toEqual({ width: 216.5, height: 410 });
  });

  it('writes a standalone SVG at its real size, without the on-screen scale', () => {
    const markup = svgMarkup(svg());
    expect(markup.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('width="216.5pt"');
    expect(markup).not.toContain('360px');
    expect(markup).toContain('>Nutrition Facts</text>');
  });
});
