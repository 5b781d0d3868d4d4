import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTokenFactory,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TokenFactory,
} from '../test-support/tokens.js';
import { CLOCK_TOLERANCE_SECONDS, createTokenVerifier, localKeys } from './verify-token.js';

describe('access token checks (sync-and-security-notes section 3, items 1 to 4)', () => {
  let tokens: TokenFactory;
  beforeAll(async () => {
    tokens = await createTokenFactory();
  });

  it('accepts a valid token and takes the user from sub', async () => {
    const verified = await tokens.verifier.verify(await tokens.token('user-1'));
    expect(verified.userId).toBe('user-1');
  });

  it('takes tid:oid as the user for Microsoft identity platform tokens', async () => {
    const token = await tokens.token('pairwise-sub', { claims: { tid: 'tenant', oid: 'object' } });
    expect((await tokens.verifier.verify(token)).userId).toBe('tenant:object');
  });

  it('refuses a wrong audience (a Graph token, say)', async () => {
    const token = await tokens.token('u', { audience: 'https://graph.microsoft.com' });
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/aud/);
  });

  it('refuses a wrong issuer', async () => {
    const token = await tokens.token('u', { issuer: 'https://evil.test/oidc' });
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/iss/);
  });

  it(`refuses an expired token beyond ${CLOCK_TOLERANCE_SECONDS} s of leeway, accepts within`, async () => {
    const expired = await tokens.token('u', { expiresInSeconds: -(CLOCK_TOLERANCE_SECONDS + 5) });
    await expect(tokens.verifier.verify(expired)).rejects.toThrow(/exp/);
    const justExpired = await tokens.token('u', {
      expiresInSeconds: -(CLOCK_TOLERANCE_SECONDS - 10),
    });
    await expect(tokens.verifier.verify(justExpired)).resolves.toMatchObject({ userId: 'u' });
  });

  it(`refuses a token not yet valid (nbf) beyond ${CLOCK_TOLERANCE_SECONDS} s of leeway, accepts within`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const early = await tokens.token('u', { claims: { nbf: now + CLOCK_TOLERANCE_SECONDS + 30 } });
    await expect(tokens.verifier.verify(early)).rejects.toThrow(/nbf/);
    const nearly = await tokens.token('u', { claims: { nbf: now + CLOCK_TOLERANCE_SECONDS - 10 } });
    await expect(tokens.verifier.verify(nearly)).resolves.toMatchObject({ userId: 'u' });
  });

  it('refuses a Microsoft token of another tenant (exact tid), accepts its own', async () => {
    const tenant = '9188040d-6c67-4c5b-b112-36a304b66dad';
    const issuer = `https://login.microsoftonline.com/${tenant}/v2.0`;
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'ms', alg: 'RS256' };
    const verifier = createTokenVerifier({
      issuer,
      audience: TEST_AUDIENCE,
      keys: createLocalJWKSet({ keys: [jwk] }),
    });
    const sign = (tid: string) =>
      new SignJWT({ scp: 'api', tid, oid: 'object' })
        .setProtectedHeader({ alg: 'RS256', kid: 'ms' })
        .setIssuer(issuer)
        .setAudience(TEST_AUDIENCE)
        .setSubject('pairwise')
        .setExpirationTime('10m')
        .sign(privateKey);
    await expect(
      verifier.verify(await sign('00000000-0000-0000-0000-000000000000')),
    ).rejects.toThrow(/tid/);
    await expect(verifier.verify(await sign(tenant))).resolves.toMatchObject({
      userId: `${tenant}:object`,
    });
  });

  it('refuses alg none', async () => {
    const token = new UnsecuredJWT({ sub: 'u', scope: 'api' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('10m')
      .encode();
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/algorithm none/);
  });

  it('refuses HS256 signed with the public key as secret', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(tokens.publicJwk));
    const token = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject('u')
      .setExpirationTime('10m')
      .sign(secret);
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/HS256/);
  });

  it('refuses a token signed by an unknown key', async () => {
    const other = await generateKeyPair('RS256');
    const token = await new SignJWT({ scope: 'api' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setSubject('u')
      .setExpirationTime('10m')
      .sign(other.privateKey);
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/signature/);
    const unknownKid = await tokens.token('u', { kid: 'another-key' });
    await expect(tokens.verifier.verify(unknownKid)).rejects.toThrow();
  });

  it('refuses jku and x5u headers', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    for (const header of [{ jku: 'https://evil.test/jwks' }, { x5u: 'https://evil.test/cert' }]) {
      const token = await new SignJWT({ scope: 'api' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key', ...header })
        .setIssuer(TEST_ISSUER)
        .setAudience(TEST_AUDIENCE)
        .setSubject('u')
        .setExpirationTime('10m')
        .sign(privateKey);
      await expect(tokens.verifier.verify(token)).rejects.toThrow(/key reference/);
    }
  });

  it('refuses a token without the API scope', async () => {
    const token = await tokens.token('u', { scope: 'openid profile' });
    await expect(tokens.verifier.verify(token)).rejects.toThrow(/scope/);
  });

  it('refuses garbage', async () => {
    await expect(tokens.verifier.verify('not.a.token')).rejects.toThrow();
  });

  it('builds the embedded key set from the public half of the signing key only', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'k1', alg: 'RS256' };
    const keys = localKeys(jwk);
    const key = await keys({ alg: 'RS256', kid: 'k1' }, { payload: '', signature: '' } as never);
    expect(key).toBeDefined();
  });
});

describe('verified token memory', () => {
  it('remembers a verified token only until it expires', async () => {
    const { createTokenFactory: factory } = await import('../test-support/tokens.js');
    const made = await factory();
    let clock = Date.now();
    const verifier = createTokenVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      keys: createLocalJWKSet({ keys: [made.publicJwk] }),
      now: () => clock,
    });
    const token = await made.token('u', { expiresInSeconds: 30 });
    await expect(verifier.verify(token)).resolves.toMatchObject({ userId: 'u' });
    clock += 31_000 + CLOCK_TOLERANCE_SECONDS * 1000;
    // Past exp the memory no longer answers; the real check (with the real clock) decides.
    vi.setSystemTime(clock);
    await expect(verifier.verify(token)).rejects.toThrow(/exp/);
    vi.useRealTimers();
  });
});
