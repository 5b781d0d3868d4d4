import { useMatches } from 'react-router';
import { FALLBACK_HANDLE, isRouteHandle, type RouteHandle } from './route-handle';

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return FALLBACK_HANDLE;
}
