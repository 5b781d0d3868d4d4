import type { RouteObject } from 'react-router';
import { KeyedPage } from './KeyedPage';
import type { ScreenRoute } from './screen';

export { screen, type Screen, type ScreenOptions, type ScreenRoute } from './screen';

/**
 * The router's route of a screen. Its page is loaded by the route's `lazy` before the
 * navigation ends (the navigation splash shows meanwhile), so a screen is drawn in one render.
 */
export function toRouteObject({ path, id, handle, Page, loader }: ScreenRoute): RouteObject {
  const route: RouteObject = {
    path,
    handle,
    lazy: async () => {
      const Component = await Page();
      const page = <Component />;
      return {
        element: handle.keyParam ? <KeyedPage param={handle.keyParam}>{page}</KeyedPage> : page,
      };
    },
  };
  if (id) route.id = id;
  if (loader) route.loader = loader;
  return route;
}
