import { SIMPLE_UPLOAD_LIMIT, UPLOAD_FRAGMENT_BYTES } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { DriveError } from './drive-error';
import { createGraphDrive } from './graph-drive';

const GRAPH = 'https://graph.test/v1.0';

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  headers: Headers;
  body: unknown;
}

/** A fetch answering from a script, one answer per call, recording each request. */
function scripted(...answers: (Response | Error)[]) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    seen.push({
      method: init.method ?? 'GET',
      url: String(input),
      authorization: headers.get('authorization'),
      headers,
      body: init.body,
    });
    const next = answers.shift();
    if (!next) throw new Error(`no answer for ${String(input)}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });
const graphError = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { error: { code, message: 'x', innerError: {} } }, headers);

const tokens = (...list: (string | undefined)[]) => {
  let calls = 0;
  return {
    token: async () => list[Math.min(calls++, list.length - 1)],
    calls: () => calls,
  };
};

describe('createGraphDrive (decision 0004)', () => {
  it('asks for no Graph call without a token: DriveError unauthenticated', async () => {
    const { fetch, seen } = scripted();
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => undefined, fetch });
    const error = await drive.item('a.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriveError);
    expect(error).toMatchObject({ status: 401, kind: { kind: 'unauthenticated' } });
    expect(seen).toEqual([]);
  });

  it('renews the token once after 401, then gives up', async () => {
    const { fetch, seen } = scripted(
      graphError(401, 'InvalidAuthenticationToken'),
      json(200, { id: '1', name: 'a.json', eTag: '"e1"' }),
      graphError(401, 'InvalidAuthenticationToken'),
      graphError(401, 'InvalidAuthenticationToken'),
    );
    const t = tokens('old', 'new', 'newer', 'newest');
    const drive = createGraphDrive({ graphUrl: GRAPH, token: t.token, fetch });
    expect(await drive.item('a.json')).toMatchObject({ eTag: '"e1"' });
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer old', 'Bearer new']);
    await expect(drive.item('a.json')).rejects.toMatchObject({
      status: 401,
      kind: { kind: 'unauthenticated' },
    });
    expect(seen).toHaveLength(4);
  });

  it('gives each failure its status, kind and Retry-After; a network failure is status 0, unavailable', async () => {
    const { fetch } = scripted(
      graphError(429, 'activityLimitReached', { 'retry-after': '5' }),
      new TypeError('fetch failed'),
    );
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    await expect(drive.quota()).rejects.toMatchObject({
      status: 429,
      kind: { kind: 'throttled', retryAfterMs: 5000 },
      retryAfterMs: 5000,
    });
    await expect(drive.quota()).rejects.toMatchObject({ status: 0, kind: { kind: 'unavailable' } });
  });

  it('addresses paths under the app folder, each segment encoded; a missing item is null', async () => {
    const { fetch, seen } = scripted(graphError(404, 'itemNotFound'));
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    expect(await drive.item('venues/a b#1/manifest.json')).toBeNull();
    expect(seen[0]!.url).toBe(`${GRAPH}/me/drive/special/approot:/venues/a%20b%231/manifest.json`);
  });

  it('follows @odata.nextLink through every page of children', async () => {
    const { fetch, seen } = scripted(
      json(200, { value: [{ id: '1', name: 'a' }], '@odata.nextLink': `${GRAPH}/next?page=2` }),
      json(200, { value: [{ id: '2', name: 'b' }] }),
    );
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    expect((await drive.children('venues')).map((i) => i.name)).toEqual(['a', 'b']);
    expect(seen.map((s) => s.url)).toEqual([
      `${GRAPH}/me/drive/special/approot:/venues:/children`,
      `${GRAPH}/next?page=2`,
    ]);
  });

  it('downloads through the pre-authenticated URL, without the Authorization header', async () => {
    const { fetch, seen } = scripted(
      json(200, { id: '1', name: 'a', '@microsoft.graph.downloadUrl': 'https://dl.test/a' }),
      new Response('{"x":1}'),
    );
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    expect(await drive.download('a.json')).toBe('{"x":1}');
    expect(seen[1]).toMatchObject({ url: 'https://dl.test/a', authorization: null });
  });

  it('puts up to 4 MB in one request with If-Match and the conflict behaviour in the query', async () => {
    const { fetch, seen } = scripted(json(200, { id: '1', name: 'm.json', eTag: '"e2"' }));
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    await drive.upload('venues/v/manifest.json', '{}', { ifMatch: '"e1"' });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url).toBe(
      `${GRAPH}/me/drive/special/approot:/venues/v/manifest.json:/content?%40microsoft.graph.conflictBehavior=replace`,
    );
    expect(seen[0]!.headers.get('if-match')).toBe('"e1"');
  });

  it('sends more than 4 MB through an upload session: fileSize first, fragments in order without Authorization', async () => {
    const size = SIMPLE_UPLOAD_LIMIT + 100;
    const { fetch, seen } = scripted(
      json(200, { uploadUrl: 'https://up.test/s1', nextExpectedRanges: ['0-'] }),
      json(202, { nextExpectedRanges: [`${UPLOAD_FRAGMENT_BYTES}-`] }),
      json(201, { id: '9', name: 'big.json', size }),
    );
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    expect(await drive.upload('big.json', 'x'.repeat(size))).toMatchObject({ size });
    expect(seen[0]!.url).toBe(`${GRAPH}/me/drive/special/approot:/big.json:/createUploadSession`);
    expect(JSON.parse(String(seen[0]!.body))).toEqual({
      item: { '@microsoft.graph.conflictBehavior': 'replace', fileSize: size },
    });
    expect(
      seen.slice(1).map((s) => [s.url, s.authorization, s.headers.get('content-range')]),
    ).toEqual([
      ['https://up.test/s1', null, `bytes 0-${UPLOAD_FRAGMENT_BYTES - 1}/${size}`],
      ['https://up.test/s1', null, `bytes ${UPLOAD_FRAGMENT_BYTES}-${size - 1}/${size}`],
    ]);
  });

  it('cancels the session when the drive is full (507), so its fragments take no space', async () => {
    const size = SIMPLE_UPLOAD_LIMIT + 1;
    const { fetch, seen } = scripted(
      json(200, { uploadUrl: 'https://up.test/s2' }),
      graphError(507, 'quotaLimitReached'),
      new Response(null, { status: 204 }),
    );
    const drive = createGraphDrive({ graphUrl: GRAPH, token: async () => 't', fetch });
    await expect(drive.upload('big.json', 'x'.repeat(size))).rejects.toMatchObject({
      status: 507,
      kind: { kind: 'full' },
    });
    expect(seen[2]).toMatchObject({
      method: 'DELETE',
      url: 'https://up.test/s2',
      authorization: null,
    });
  });
});
