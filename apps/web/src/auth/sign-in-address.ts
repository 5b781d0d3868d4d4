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

/** Reads GET /api/auth-config's answer as far as `signInAddress` needs it; null if unreadable. */
export function readAuthConfig(body: unknown): AuthConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const { kind, authority } = body as Record<string, unknown>;
  if ((kind !== 'embedded' && kind !== 'external') || typeof authority !== 'string') return null;
  return body as AuthConfig;
}

/**
 * `signInAddress` for this page, once GET /api/auth-config answered (null until then). The
 * answer is fetched as it is: the prerendered sign-in page does not load the API client.
 */
export function useSignInAddress(): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/auth-config', { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (body: unknown) => {
          const config = readAuthConfig(body);
          if (live && config) setAddress(signInAddress(config, window.location.origin));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return address;
}
