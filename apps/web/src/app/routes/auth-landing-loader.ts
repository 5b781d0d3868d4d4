import type { LoaderFunctionArgs } from 'react-router';
import { hasProviderAnswer } from '../../auth/provider-answer';
import { requireSignIn } from './require-sign-in';

/**
 * Loader of /auth2: the provider's answer is handled by the landing page itself, so the
 * guard lets it through; without an answer /auth2 is guarded like every sign-in route.
 */
export async function authLandingLoader(args: LoaderFunctionArgs): Promise<Response | null> {
  if (hasProviderAnswer(new URL(args.request.url))) return null;
  return requireSignIn(args);
}
