import { NOT_FOUND_SCREEN, PUBLIC_SCREENS } from '../routes/public-screens';
import type { ScreenRoute } from '../routes/screen';

/**
 * The public page at `path`: its own, or the not-found page for any other address. The public
 * pages hold no router: a link to another page, or to the app, loads it from the server.
 */
export function publicScreenAt(path: string): ScreenRoute {
  return PUBLIC_SCREENS.find((screen) => screen.path === path) ?? NOT_FOUND_SCREEN;
}
