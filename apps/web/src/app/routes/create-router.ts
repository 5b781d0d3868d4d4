import { createBrowserRouter } from 'react-router';
import { attachNavigationSplash } from './navigation-splash';
import { routes } from './route-table';

export { routerReady } from './router-ready';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's router, with the navigation splash attached. */
export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(routes);
  attachNavigationSplash(router);
  return router;
}
