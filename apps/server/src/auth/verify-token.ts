import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { API_SCOPE } from '../config.js';

/** Leeway for exp and nbf (sync-and-security-notes section 3, item 3). */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface VerifiedToken {
  /** The caller: `tid:oid` for Microsoft identity platform tokens, else `sub`. */
  userId: string;
  claims: JWTPayload & { email?: string; name?: string; preferred_username?: string };
}

export class TokenError extends Error {
  readonly code = 'ERR_UNAUTHORIZED';
}

export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
}

/**
 * Checks an access token for our API: RS256 only, keys from the pinned issuer's JWKS, exact
 * issuer and audience, expiry with at most 60 s leeway, the API scope; headers that point at
 * other keys (jku, x5u, jwk) are refused.
 */
export function createTokenVerifier(options: {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  now?: () => number;
}): TokenVerifier {
  const now = options.now ?? Date.now;
  const tenant = tenantOfIssuer(options.issuer);
  // A verified token is remembered (by its exact text) until it expires, at most 5 minutes:
  // a device sends the same token with every call until it renews it.
  const verified = new Map<string, { result: VerifiedToken; until: number }>();
  return {
    async verify(token) {
      const cached = verified.get(token);
      if (cached && cached.until > now()) return cached.result;
      if (cached) verified.delete(token);
      const result = await verifyUncached(token);
      const exp = typeof result.claims.exp === 'number' ? result.claims.exp * 1000 : 0;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { result, until: Math.min(exp, now() + VERIFIED_CACHE_MS) });
      return result;
    },
  };

  async function verifyUncached(token: string): Promise<VerifiedToken> {
    let header;
    try {
      header = decodeProtectedHeader(token);
    } catch {
      throw new TokenError('malformed token');
    }
    if (header.alg !== 'RS256') throw new TokenError(`algorithm ${String(header.alg)} refused`);
    if ('jku' in header || 'x5u' in header || 'jwk' in header) {
      throw new TokenError('key reference headers refused');
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw new TokenError(error instanceof Error ? error.message : 'invalid token');
    }
    const scopes = String(payload.scp ?? payload.scope ?? '').split(' ');
    if (!scopes.includes(API_SCOPE)) throw new TokenError('API scope missing');
    const { tid, oid, sub } = payload as JWTPayload & { tid?: string; oid?: string };
    if (tenant !== null && tid !== tenant) throw new TokenError('tenant (tid) mismatch');
    const userId = tid && oid ? `${tid}:${oid}` : String(sub);
    return { userId, claims: payload };
  }
}

/**
 * The tenant a Microsoft identity platform issuer is pinned to
 * (`https://login.microsoftonline.com/{tid}/v2.0`), whose tokens must carry that exact `tid`
 * (sync-and-security-notes section 3, item 3); null for other issuers.
 */
export function tenantOfIssuer(issuer: string): string | null {
  const match = /^https:\/\/login\.microsoftonline\.com\/([0-9a-f-]{36})\/v2\.0\/?$/i.exec(issuer);
  return match ? match[1]!.toLowerCase() : null;
}

const VERIFIED_CACHE_SIZE = 10_000;
const VERIFIED_CACHE_MS = 5 * 60 * 1000;

/** Keys of the embedded provider: its public signing key, held in memory. */
export function localKeys(privateJwk: JWK): JWTVerifyGetKey {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return createLocalJWKSet({ keys: [publicJwk] });
}

/** Keys of an external issuer, from the jwks_uri of its pinned discovery document. */
export function remoteKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async () => {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const res = await fetch(url);
    if (!res.ok) throw new TokenError(`issuer discovery failed (${res.status})`);
    const metadata = (await res.json()) as { jwks_uri?: string };
    if (!metadata.jwks_uri || !isSecureOrLoopback(metadata.jwks_uri)) {
      throw new TokenError('issuer metadata has no https jwks_uri');
    }
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

/** https, or http on this machine's loopback address (a local issuer in development). */
function isSecureOrLoopback(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return true;
  return (
    parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
  );
}
