import type { SyncedUser } from '../api/api-types';
import { clearPreviousRoute, DEFAULT_APP_ROUTE, readPreviousRoute } from '../state/previous-route';
import { forgetLastVenueId, loadVenue, readLastVenueId } from '../state/venue';
import { chooseVenue } from '../state/venue-selection';

export { DEFAULT_APP_ROUTE };

/** Routes that are steps of signing in or choosing a venue, never a place to return to. */
const STEP_PATHS = ['/auth2', '/signin', '/venue-select', '/venue-add'];

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

/** The venue routes, which work without a loaded venue. */
export function isVenueRoute(path: string): boolean {
  const pathname = pathnameOf(path);
  return (
    pathname === '/venue-select' || pathname === '/venue-add' || pathname.startsWith('/venue-edit/')
  );
}

/** Reads and clears the remembered route; falls back to the dashboard. */
export function takePreviousRoute(): string {
  const previous = readPreviousRoute();
  clearPreviousRoute();
  if (!previous || STEP_PATHS.includes(pathnameOf(previous))) return DEFAULT_APP_ROUTE;
  return previous;
}

/**
 * Runs venue selection after sign-in (spec section 4) and answers where to go next.
 * `requested` is the route being opened when the sign-in guard restored the session; then
 * null means "stay there". Without `requested` (sign-in page, /auth2) a path is always given.
 */
export async function venueStep(
  user: SyncedUser,
  requested: string | null = null,
): Promise<string | null> {
  const choice = chooseVenue(user.venues, readLastVenueId());
  if (choice.kind === 'load') {
    if (await loadVenue(choice.venueId)) {
      if (requested) {
        clearPreviousRoute();
        return null;
      }
      return takePreviousRoute();
    }
    forgetLastVenueId();
    return requested && isVenueRoute(requested) ? null : '/venue-select';
  }
  if (requested && isVenueRoute(requested)) return null;
  return choice.kind === 'select' ? '/venue-select' : '/venue-add';
}
