import {
  Anchor,
  createTheme,
  DEFAULT_THEME,
  mergeThemeOverrides,
  type MantineThemeOverride,
  type ComboboxProps,
  type NumberInputProps,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeColors,
} from '@mantine/core';
import type { Language } from '../i18n/languages';
import { darkenToContrast } from './color-contrast';

/** System fonts only: nothing is fetched, so the app looks the same offline. */
const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const WHITE = '#ffffff';

/**
 * Mantine's colours with shades 8 and 9 darkened where they fall short of AA contrast
 * (WCAG 1.4.3). Shade 8 is every colour's filled shade (buttons, badges, links, `c="red"`
 * text): white text on it, and it on white, on the colour's own lightest tint and on the two
 * lightest grays (table stripes, panels). Shade 9 is the text of light buttons, badges and
 * alerts: on their background (shade 1) and its hover (shade 2).
 */
export function accessibleColors(colors: MantineThemeColors): MantineThemeColors {
  const gray = colors.gray!;
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => {
      const next = [...shades];
      next[8] = darkenToContrast(shades[8]!, [WHITE, shades[0]!, gray[0]!, gray[1]!]);
      next[9] = darkenToContrast(shades[9]!, [shades[1]!, shades[2]!]);
      return [name, next as unknown as MantineColorsTuple];
    }),
  ) as MantineThemeColors;
}

/**
 * Pickers (select, autocomplete) draw their list box when they open, not when the screen
 * opens: a closed picker's list kept in the page (Mantine's default) is drawn and placed
 * beside its field for every picker of a form, which a form of several pickers pays for each
 * time it opens. Written out, as `Combobox.extend` would answer it, so that the theme does not
 * bring the picker's code into every page.
 */
const PICKER_LIST_ON_OPEN: { defaultProps: Partial<ComboboxProps> } = {
  defaultProps: { keepMounted: false },
};

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  colors: accessibleColors(DEFAULT_THEME.colors),
  // Filled colours light enough for dark text get dark text.
  autoContrast: true,
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  focusRing: 'auto',
  defaultRadius: 'md',
  components: {
    // A link in a sentence is known by its underline, not only its colour (WCAG 1.4.1);
    // navigation links choose their own.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Combobox: PICKER_LIST_ON_OPEN,
  },
});

/**
 * The French number fields' defaults, as `NumberInput.extend` would answer them (it answers its
 * argument): written out, the theme does not bring the number field's code into every page.
 */
const FRENCH_NUMBER_INPUT: { defaultProps: Partial<NumberInputProps> } = {
  defaultProps: { decimalSeparator: ',', allowedDecimalSeparators: ['.', ','] },
};

/**
 * The French theme: number fields take a decimal comma as French writes it (2,5), and a
 * point too (a figure pasted from elsewhere).
 */
const frenchTheme = mergeThemeOverrides(
  theme,
  createTheme({ components: { NumberInput: FRENCH_NUMBER_INPUT } }),
);

/** The theme for the interface language. */
export const themeFor = (language: Language): MantineThemeOverride =>
  language === 'fr' ? frenchTheme : theme;

/**
 * The light scheme's gray text at AA contrast on white and the lightest grays: dimmed text is
 * gray 7 (Mantine's gray 6 is 3.3:1 on white), and a placeholder is gray 5 darkened just enough.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const gray = current.colors.gray;
  const backgrounds = [WHITE, gray[0], gray[1]];
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': darkenToContrast(gray[5], backgrounds),
    },
    dark: {},
  };
};
