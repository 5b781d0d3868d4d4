import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import type { AppRouter } from './routes/create-router';
import { theme } from '../components/theme';

/**
 * The app: Mantine theme around the router. Rendered once the router is ready. The router
 * comes from react-router/dom so that a navigation asked with `flushSync` is drawn at once.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
