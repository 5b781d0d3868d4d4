import { createTheme } from '@mantine/core';

/** System fonts only: nothing is fetched, so the app looks the same offline. */
const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts },
  focusRing: 'auto',
  defaultRadius: 'md',
});
