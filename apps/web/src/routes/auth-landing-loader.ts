import type { LoaderFunctionArgs } from 'react-router';
import { requireSignIn } from './require-sign-in';

/** True when the address carries the provider's answer (a code or an error). */
export function hasProviderAnswer(url: URL): boolean {
  return url.searchParams.has('code') || url.searchParams.has('error');
}

/**
 * Loader of /auth2: the provider's answer is handled by the landing page itself, so the
 * guard lets it through; without an answer /auth2 is guarded like every sign-in route.
 */
export async function authLandingLoader(args: LoaderFunctionArgs): Promise<Response | null> {
  if (hasProviderAnswer(new URL(args.request.url))) return null;
  return requireSignIn(args);
}
