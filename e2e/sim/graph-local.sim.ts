import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTokenFactory,
  TEST_ISSUER,
  type TokenFactory,
} from '../../apps/server/src/test-support/tokens.js';
import { startGraphLocal, type GraphLocal } from '../support/graph-local/graph-local.js';

const RESOURCE = 'https://graph.microsoft.com';
const KIB320 = 320 * 1024;

/**
 * The local Graph server the mirror's tests run against speaks the documented OneDrive
 * behaviour (sync-and-security-notes §2): tokens, paths under the app folder, eTags, simple
 * uploads, upload sessions, downloads and the error bodies.
 */
describe('the local Graph server', () => {
  let graph: GraphLocal;
  let tokens: TokenFactory;
  let auth: { authorization: string };
  const approot = () => `${graph.url}/me/drive/special/approot`;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${approot()}${path}`, {
      ...init,
      headers: { ...auth, ...(init.headers as Record<string, string> | undefined) },
    });

  beforeAll(async () => {
    tokens = await createTokenFactory();
    graph = await startGraphLocal({
      issuer: TEST_ISSUER,
      audience: RESOURCE,
      jwks: { keys: [tokens.publicJwk] },
      pageSize: 2,
    });
    auth = {
      authorization: `Bearer ${await tokens.token('cook', {
        audience: RESOURCE,
        scope: 'openid offline_access Files.ReadWrite.AppFolder',
      })}`,
    };
  });
  afterAll(() => graph?.close());

  it('refuses a missing token, a token for our API and a token without the app folder scope', async () => {
    const none = await fetch(approot());
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe(
      'InvalidAuthenticationToken',
    );
    const apiToken = await tokens.token('cook');
    expect(
      (await fetch(approot(), { headers: { authorization: `Bearer ${apiToken}` } })).status,
    ).toBe(401);
    const noScope = await tokens.token('cook', { audience: RESOURCE, scope: 'openid' });
    const denied = await fetch(approot(), { headers: { authorization: `Bearer ${noScope}` } });
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('accessDenied');
  });

  it('answers the app folder and the drive with its quota', async () => {
    const root = (await (await call('')).json()) as { specialFolder: { name: string } };
    expect(root.specialFolder.name).toBe('approot');
    const drive = await fetch(`${graph.url}/me/drive`, { headers: auth });
    const body = (await drive.json()) as { quota: { state: string; remaining: number } };
    expect(body.quota.state).toBe('normal');
  });

  it('uploads, replaces with If-Match, refuses a stale eTag (412) and a taken name with fail (409)', async () => {
    const first = await call(':/venues/v1/manifest.json:/content', {
      method: 'PUT',
      body: '{"a":1}',
    });
    expect(first.status).toBe(201);
    const item = (await first.json()) as { eTag: string; cTag: string; name: string };
    expect(item.name).toBe('manifest.json');
    expect(first.headers.get('etag')).toBe(item.eTag);
    const replaced = await call(':/venues/v1/manifest.json:/content', {
      method: 'PUT',
      body: '{"a":2}',
      headers: { 'if-match': item.eTag },
    });
    expect(replaced.status).toBe(200);
    const stale = await call(':/venues/v1/manifest.json:/content', {
      method: 'PUT',
      body: '{"a":3}',
      headers: { 'if-match': item.eTag },
    });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe(
      'resourceModified',
    );
    const taken = await call(
      `:/venues/v1/manifest.json:/content?${new URLSearchParams({ '@microsoft.graph.conflictBehavior': 'fail' })}`,
      { method: 'PUT', body: '{}' },
    );
    expect(taken.status).toBe(409);
    expect(graph.controls.readFile('cook', 'venues/v1/manifest.json')).toBe('{"a":2}');
    // Another user's token sees another drive.
    expect(graph.controls.files('someone-else')).toEqual([]);
  });

  it('downloads through a 302 to a pre-authenticated URL', async () => {
    const res = await call(':/venues/v1/manifest.json:/content', { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    const download = await fetch(location);
    expect(await download.text()).toBe('{"a":2}');
    const meta = (await (await call(':/venues/v1/manifest.json')).json()) as Record<string, string>;
    expect(await (await fetch(meta['@microsoft.graph.downloadUrl']!)).text()).toBe('{"a":2}');
  });

  it('lists children in pages with @odata.nextLink, and deletes', async () => {
    for (const name of ['a', 'b', 'c']) {
      await call(`:/list/${name}.json:/content`, { method: 'PUT', body: name });
    }
    const first = (await (await call(':/list:/children')).json()) as {
      value: { name: string }[];
      '@odata.nextLink'?: string;
    };
    expect(first.value.map((v) => v.name)).toEqual(['a.json', 'b.json']);
    const second = (await (await fetch(first['@odata.nextLink']!, { headers: auth })).json()) as {
      value: { name: string }[];
      '@odata.nextLink'?: string;
    };
    expect(second.value.map((v) => v.name)).toEqual(['c.json']);
    expect(second['@odata.nextLink']).toBeUndefined();
    expect((await call(':/list/a.json', { method: 'DELETE' })).status).toBe(204);
    expect((await call(':/list/a.json')).status).toBe(404);
  });

  it('refuses a simple upload over 4 MB', async () => {
    const res = await call(':/big.json:/content', {
      method: 'PUT',
      body: Buffer.alloc(4 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
  });

  it('takes an upload session in fragments of 320 KiB multiples, in order, without Authorization', async () => {
    const data = Buffer.alloc(2 * KIB320 + 100, 7);
    const created = await call(':/session/file.json:/createUploadSession', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item: { '@microsoft.graph.conflictBehavior': 'replace' } }),
    });
    const session = (await created.json()) as {
      uploadUrl: string;
      expirationDateTime: string;
      nextExpectedRanges: string[];
    };
    expect(session.nextExpectedRanges).toEqual(['0-']);
    expect(Date.parse(session.expirationDateTime)).toBeGreaterThan(Date.now());
    const put = (start: number, end: number, headers: Record<string, string> = {}) =>
      fetch(session.uploadUrl, {
        method: 'PUT',
        headers: { 'content-range': `bytes ${start}-${end}/${data.length}`, ...headers },
        body: data.subarray(start, end + 1),
      });
    expect((await put(0, KIB320 - 1, auth)).status).toBe(401);
    expect((await put(0, 1000)).status).toBe(400);
    expect((await put(KIB320, 2 * KIB320 - 1)).status).toBe(416);
    const fragment = await put(0, KIB320 - 1);
    expect(fragment.status).toBe(202);
    expect(
      ((await fragment.json()) as { nextExpectedRanges: string[] }).nextExpectedRanges,
    ).toEqual([`${KIB320}-`]);
    const status = (await (await fetch(session.uploadUrl)).json()) as {
      nextExpectedRanges: string[];
    };
    expect(status.nextExpectedRanges).toEqual([`${KIB320}-`]);
    expect((await put(KIB320, 2 * KIB320 - 1)).status).toBe(202);
    const last = await put(2 * KIB320, data.length - 1);
    expect(last.status).toBe(201);
    expect(((await last.json()) as { size: number }).size).toBe(data.length);
    expect(graph.controls.drive('cook').file('session/file.json')?.content.equals(data)).toBe(true);
  });

  it('expires sessions (404 uploadSessionNotFound), refuses a fileSize past the quota early (507)', async () => {
    const created = (await (
      await call(':/expiring.json:/createUploadSession', { method: 'POST' })
    ).json()) as { uploadUrl: string };
    graph.controls.expireUploadSessions();
    const gone = await fetch(created.uploadUrl, {
      method: 'PUT',
      headers: { 'content-range': 'bytes 0-9/10' },
      body: Buffer.alloc(10),
    });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({
      error: { code: 'itemNotFound', innerError: { code: 'uploadSessionNotFound' } },
    });
    graph.controls.setQuota('cook', 6 * 1024 * 1024);
    const early = await call(':/huge.json:/createUploadSession', {
      method: 'POST',
      body: JSON.stringify({ item: { fileSize: 8 * 1024 * 1024 } }),
    });
    expect(early.status).toBe(507);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe(
      'quotaLimitReached',
    );
    const drive = (await (await fetch(`${graph.url}/me/drive`, { headers: auth })).json()) as {
      quota: { state: string };
    };
    expect(['normal', 'nearing']).toContain(drive.quota.state);
    graph.controls.setQuota('cook', 5 * 1024 ** 3);
  });

  it('fails the next calls on demand, with Retry-After exposed to the page (CORS)', async () => {
    graph.controls.failNext({ status: 429, retryAfter: 7 });
    const throttled = await call('', { headers: { origin: 'http://app.test' } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('7');
    expect(throttled.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(throttled.headers.get('access-control-expose-headers')).toMatch(/ETag.*Retry-After/);
    expect(((await throttled.json()) as { error: { code: string } }).error.code).toBe(
      'activityLimitReached',
    );
    expect((await call('')).status).toBe(200);
    const preflight = await fetch(approot(), {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/If-Match/);
  });

  it('takes its controls over HTTP too, for a browser journey in another process', async () => {
    const control = (path: string, method: string, body: unknown) =>
      fetch(`${graph.origin}/_test/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('fail', 'POST', { status: 503, retryAfter: 2 })).status).toBe(204);
    const down = await call('');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('2');
    expect(
      (await control('file', 'PUT', { sub: 'cook', path: 'http/x.json', content: 'hi' })).status,
    ).toBe(204);
    const listed = (await (await control('files', 'POST', { sub: 'cook' })).json()) as {
      files: string[];
    };
    expect(listed.files).toContain('http/x.json');
    expect((await control('quota', 'PUT', { sub: 'cook', bytes: 1 })).status).toBe(204);
    expect((await call(':/http/y.json:/content', { method: 'PUT', body: 'too big' })).status).toBe(
      507,
    );
    graph.controls.setQuota('cook', 5 * 1024 ** 3);
  });
});
