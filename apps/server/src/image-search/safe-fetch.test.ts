import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OTHER_HOST,
  PRIVATE_HOST,
  PROVIDER_HOST,
  resolveTestHost,
  startLocalImageSearch,
  THUMB_HOST,
  type LocalImageSearch,
} from '../test-support/local-image-search.js';
import { FetchRefused, safeFetch, type SafeFetchOptions } from './safe-fetch.js';

/**
 * The image search's fetch against a local https server (sync-and-security-notes §3 item 16):
 * https only, allowlisted hosts only, every resolved address public, redirects checked again,
 * sizes and time capped.
 */
let local: LocalImageSearch;
let options: SafeFetchOptions;

beforeAll(async () => {
  local = await startLocalImageSearch();
  options = {
    allowedHosts: new Set([PROVIDER_HOST, THUMB_HOST, PRIVATE_HOST]),
    maxBytes: 2 * 1024 * 1024,
    timeoutMs: 3_000,
    accept: 'image/png',
    ca: local.ca,
    resolve: resolveTestHost,
    trustedAddresses: new Set(['127.0.0.1']),
  };
}, 30_000);
afterAll(() => local.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'fetched',
    (error: unknown) => (error instanceof FetchRefused ? error.code : String(error)),
  );

describe('safeFetch (sync-and-security-notes §3 item 16: SSRF)', () => {
  it('fetches from an allowlisted https host over a certificate the test trusts', async () => {
    const body = await safeFetch(local.url(THUMB_HOST, '/thumb/red.png'), options);
    expect(body.contentType).toBe('image/png');
    expect(body.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses http: web image lookups use https only (product spec §5)', async () => {
    expect(
      await refusal(safeFetch(`http://${THUMB_HOST}:${local.port}/thumb/red.png`, options)),
    ).toBe('not-https');
    expect(local.requests.some((r) => r.includes('http:'))).toBe(false);
  });

  it('refuses a host not on the allowlist before resolving it', async () => {
    let resolved = false;
    const code = await refusal(
      safeFetch(local.url(OTHER_HOST, '/thumb/red.png'), {
        ...options,
        resolve: async (host) => {
          resolved = true;
          return resolveTestHost(host);
        },
      }),
    );
    expect(code).toBe('host-not-allowed');
    expect(resolved).toBe(false);
  });

  it('refuses a name resolving to a private address', async () => {
    expect(await refusal(safeFetch(local.url(PRIVATE_HOST, '/thumb/red.png'), options))).toBe(
      'private-address',
    );
  });

  it('checks every address a name resolves to, not only the first', async () => {
    const mixed = {
      ...options,
      resolve: async () => [
        { address: '127.0.0.1', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    };
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/red.png'), mixed))).toBe(
      'private-address',
    );
  });

  it('refuses loopback itself when nothing trusts it (the real server reached by address)', async () => {
    const real = { ...options, trustedAddresses: new Set<string>() };
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/red.png'), real))).toBe(
      'private-address',
    );
    const byAddress = { ...real, allowedHosts: new Set(['127.0.0.1']) };
    expect(await refusal(safeFetch(local.url('127.0.0.1', '/thumb/red.png'), byAddress))).toBe(
      'private-address',
    );
  });

  it('refuses a redirect to a host off the allowlist, and one to http', async () => {
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/redirect-away'), options))).toBe(
      'redirect-refused',
    );
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/redirect-http'), options))).toBe(
      'redirect-refused',
    );
    expect(local.requests.some((r) => r.startsWith(OTHER_HOST))).toBe(false);
  });

  it('follows a redirect to an allowlisted https host, checked again', async () => {
    const body = await safeFetch(local.url(THUMB_HOST, '/thumb/redirect-home'), options);
    expect(body.url).toBe(local.url(THUMB_HOST, '/thumb/green.png'));
    const none = { ...options, maxRedirects: 0 };
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/redirect-home'), none))).toBe(
      'redirect-refused',
    );
  });

  it('refuses an answer over the size cap, by its length or while it streams', async () => {
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/huge.png'), options))).toBe(
      'too-large',
    );
    expect(
      await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/declared-huge.png'), options)),
    ).toBe('too-large');
  });

  it('gives up when the time cap passes', async () => {
    const started = Date.now();
    const quick = { ...options, timeoutMs: 300 };
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/slow.png'), quick))).toBe(
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('refuses a certificate the fetch does not trust', async () => {
    const { ca: _ca, ...untrusting } = options;
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/thumb/red.png'), untrusting))).toBe(
      'network',
    );
  });

  it('answers another status as status', async () => {
    expect(await refusal(safeFetch(local.url(THUMB_HOST, '/missing'), options))).toBe('status');
  });
});
