/** The relative luminance of a '#rrggbb' colour (WCAG 2). */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** The contrast ratio of two '#rrggbb' colours, 1 to 21 (WCAG 2). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA contrast for text of normal size (WCAG 2, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * The colour, darkened in small steps until it reaches `ratio` against every background given
 * (itself when it already does).
 */
export function darkenToContrast(
  hex: string,
  backgrounds: readonly string[],
  ratio = TEXT_CONTRAST,
): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const enough = (color: string) =>
    backgrounds.every((background) => contrastRatio(color, background) >= ratio);
  let color = hex.toLowerCase();
  for (let factor = 0.98; !enough(color) && factor > 0; factor -= 0.02) {
    const scaled = [16, 8, 0].map((shift) => Math.round(((value >> shift) & 0xff) * factor));
    color = `#${scaled.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return color;
}
