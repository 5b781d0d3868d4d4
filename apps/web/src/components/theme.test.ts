import { mergeMantineTheme, DEFAULT_THEME, NumberInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, TEXT_CONTRAST } from './color-contrast';
import { cssVariablesResolver, theme, themeFor } from './theme';
import themeSource from './theme.ts?raw';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const { light } = cssVariablesResolver(resolved);
const gray = resolved.colors.gray;

const passes = (color: string, backgrounds: string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= TEXT_CONTRAST);

describe('theme colours at AA contrast (WCAG 1.4.3)', () => {
  it('every colour: its filled shade with white text, on white, its lightest tint and the light grays', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      expect(passes(shades[8], ['#ffffff', shades[0], gray[0], gray[1]]), name).toBe(true);
    }
  });

  it('every colour: the text of light variants (shade 9) on their background and its hover', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      expect(passes(shades[9], [shades[1], shades[2]]), name).toBe(true);
    }
  });

  it('keeps the lighter shades and the primary colour (teal, shade 8 filled) as they are', () => {
    expect(resolved.colors.teal.slice(0, 8)).toEqual(DEFAULT_THEME.colors.teal.slice(0, 8));
    expect(resolved.primaryColor).toBe('teal');
    expect(resolved.primaryShade).toEqual({ light: 8, dark: 6 });
  });

  it('dimmed text is gray 7, and a placeholder a gray at AA contrast, on white and the light grays', () => {
    expect(light['--mantine-color-dimmed']).toBe('var(--mantine-color-gray-7)');
    expect(passes(gray[7], ['#ffffff', gray[0], gray[1]])).toBe(true);
    expect(passes(light['--mantine-color-placeholder']!, ['#ffffff', gray[0], gray[1]])).toBe(true);
  });

  it('underlines links by default, so a link in a sentence is known without its colour', () => {
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

describe('number fields in the interface language', () => {
  it('French number fields take a decimal comma (2,5), and a point', () => {
    const french = themeFor('fr').components?.NumberInput?.defaultProps;
    expect(french).toMatchObject({ decimalSeparator: ',', allowedDecimalSeparators: ['.', ','] });
  });
  it('English number fields keep the point', () => {
    expect(themeFor('en').components?.NumberInput).toBeUndefined();
  });
  it("is what NumberInput.extend answers, without the number field's code in the theme", () => {
    expect(themeFor('fr').components?.NumberInput).toEqual(
      NumberInput.extend({
        defaultProps: { decimalSeparator: ',', allowedDecimalSeparators: ['.', ','] },
      }),
    );
    // Every page draws the theme: a component named in its imports would load with each.
    const imports = themeSource.slice(0, themeSource.indexOf("from '@mantine/core'"));
    expect(imports).not.toMatch(/[\s,{]NumberInput[,\s]/);
  });
});
