import { replace, type LoaderFunctionArgs } from 'react-router';
import { rememberPreviousRoute } from '../../state/previous-route';
import { isSignedIn, signInFlow } from '../../state/session';
import { stripOrigin } from '../../auth/sign-in-navigation';

export const SIGN_IN_PATH = '/signin';

/**
 * Loader of every sign-in-required route. A signed-out visitor's route is remembered so the
 * sign-in flow can come back to it; then the session is restored without interaction
 * (cached sign-in, else silent sign-on with last_account as the hint) and venue selection
 * runs; if that fails the visitor goes to /signin. Redirects replace the history entry, so
 * Back does not lead into the redirect again.
 */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<Response | null> {
  if (isSignedIn()) return null;
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}${url.hash}`;
  rememberPreviousRoute(path);
  const restored = await signInFlow()
    .restore(path)
    .catch(() => ({ ok: false as const }));
  if (!restored.ok) return replace(SIGN_IN_PATH);
  return restored.redirect ? replace(stripOrigin(restored.redirect, window.location.origin)) : null;
}
