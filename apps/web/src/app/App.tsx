import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './routes/create-router';
import { cssVariablesResolver, themeFor } from '../components/theme';
import { languageOf } from '../i18n/languages';

/**
 * Mantine with the app's theme for the interface language, around every page the app draws or
 * the build prerenders.
 */
export function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <MantineProvider
      theme={themeFor(languageOf(i18n.resolvedLanguage ?? i18n.language))}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}

/**
 * The app: Mantine theme around the router. Rendered once the router is ready. The router
 * comes from react-router/dom so that a navigation asked with `flushSync` is drawn at once.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <Themed>
      <RouterProvider router={router} />
    </Themed>
  );
}
