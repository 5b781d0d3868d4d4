import { useEffect, useState } from 'react';
import type { AuthConfig } from '../api/api-types';

/**
 * The address to open Larder at for signing in, when this page is at another one: the embedded
 * provider only sends the browser back to the server's own address (PUBLIC_URL, or
 * http://localhost:PORT without it), so sign-in elsewhere would end on the sign-in page
 * again. Null when this is the right address, or when the issuer is an external one.
 */
export function signInAddress(config: AuthConfig, origin: string): string | null {
  if (config.kind !== 'embedded') return null;
  let expected: string;
  try {
    expected = new URL(config.authority).origin;
  } catch {
    return null;
  }
  return expected === origin ? null : expected;
}

/** `signInAddress` for this page, once GET /api/auth-config answered (null until then). */
export function useSignInAddress(): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The API client is fetched here: the prerendered sign-in page does not load it at start.
    import('../api/larder-api')
      .then((api) => api.fetchAuthConfig())
      .then(
        (config) => live && setAddress(signInAddress(config, window.location.origin)),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return address;
}
