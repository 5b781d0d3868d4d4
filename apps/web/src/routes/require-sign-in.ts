import { replace, type LoaderFunctionArgs } from 'react-router';
import { rememberPreviousRoute } from '../state/previous-route';
import { isSignedIn } from '../state/session';

export const SIGN_IN_PATH = '/signin';

/**
 * Loader of every sign-in-required route: a signed-out visitor goes to /signin, and the
 * route asked for is remembered so the sign-in flow can come back to it. The redirect
 * replaces the history entry, so Back does not lead into the redirect again.
 */
export function requireSignIn({ request }: LoaderFunctionArgs): Response | null {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  rememberPreviousRoute(`${url.pathname}${url.search}${url.hash}`);
  return replace(SIGN_IN_PATH);
}
