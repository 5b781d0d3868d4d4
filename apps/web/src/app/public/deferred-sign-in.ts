import { loadWithoutEval } from '../../api/load-without-eval';
import type { SignInFlow } from '../../state/session';

/**
 * The sign-in step of the public pages: oidc-client-ts and the app's sign-in flow are fetched
 * only when a visitor signs in from /signin, so the public pages never load them at start.
 */
export function deferredSignInFlow(): SignInFlow {
  let flow: Promise<SignInFlow> | null = null;
  // The API client comes with it.
  const load = () =>
    (flow ??= loadWithoutEval(() => import('../../auth/oidc-sign-in-flow')).then((m) =>
      m.createOidcSignInFlow(),
    ));
  return {
    signIn: async () => (await load()).signIn(),
    restore: async (path) => (await load()).restore(path),
    completeRedirect: async (url) => (await load()).completeRedirect(url),
    signOut: async (options) => (await load()).signOut(options),
  };
}
