import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './routes/create-router';
import { cssVariablesResolver, theme } from '../components/theme';

/** Mantine with the app's theme, around every page the app draws or the build prerenders. */
export function Themed({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
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
