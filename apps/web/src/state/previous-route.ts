/** Where the app opens when no route was remembered. */
export const DEFAULT_APP_ROUTE = '/dash';

/** sessionStorage key of the route to return to after sign-in (spec section 2). */
export const PREVIOUS_ROUTE_KEY = 'previousRoute';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser
  }
}

/** Remembers an in-app path (path, query and hash) to come back to. */
export function rememberPreviousRoute(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    storage()?.setItem(PREVIOUS_ROUTE_KEY, path);
  } catch {
    // Quota or privacy mode: forgetting the route only costs a redirect to the dashboard.
  }
}

/** The remembered path, or null. */
export function readPreviousRoute(): string | null {
  try {
    return storage()?.getItem(PREVIOUS_ROUTE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function clearPreviousRoute(): void {
  try {
    storage()?.removeItem(PREVIOUS_ROUTE_KEY);
  } catch {
    // nothing to clear
  }
}
