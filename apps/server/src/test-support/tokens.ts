import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { createLocalJWKSet } from 'jose';
import { createTokenVerifier, type TokenVerifier } from '../auth/verify-token.js';

export const TEST_ISSUER = 'https://issuer.test/oidc';
export const TEST_AUDIENCE = 'urn:larder:api';

export interface TokenFactory {
  verifier: TokenVerifier;
  /** A valid access token for `sub`, with overrides for the negative cases. */
  token(sub: string, overrides?: Partial<TokenOptions>): Promise<string>;
  publicJwk: JWK;
}

export interface TokenOptions {
  issuer: string;
  audience: string;
  scope: string;
  expiresInSeconds: number;
  kid: string;
  claims: Record<string, unknown>;
}

let keyPair: ReturnType<typeof generateKeyPair> | undefined;

/**
 * An RS256 key pair standing in for an issuer's JWKS, and tokens signed with it. The key pair
 * is made once per test process (an RSA key takes 0.1 to 1 s to make); each factory has a
 * verifier of its own.
 */
export async function createTokenFactory(): Promise<TokenFactory> {
  const { privateKey, publicKey } = await (keyPair ??= generateKeyPair('RS256'));
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256' };
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  });
  return {
    verifier,
    publicJwk,
    async token(sub, overrides = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ scope: overrides.scope ?? 'api', ...overrides.claims })
        .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? 'test-key' })
        .setIssuer(overrides.issuer ?? TEST_ISSUER)
        .setAudience(overrides.audience ?? TEST_AUDIENCE)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + (overrides.expiresInSeconds ?? 600))
        .sign(privateKey);
    },
  };
}
