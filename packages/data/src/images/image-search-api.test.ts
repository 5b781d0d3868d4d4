import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpImageSearchApi, ImageSearchError } from './image-search-api';

/** A local server answering GET /api/venues/:id/image-search as the Larder server does. */
let server: Server;
let baseUrl: string;
const seen: { url: string; authorization: string | undefined }[] = [];
const candidate = {
  dataUrl: 'data:image/webp;base64,UklGRg==',
  width: 192,
  height: 144,
  title: 'Salt',
  creator: 'A. Cook',
  license: 'BY 4.0',
  source: 'https://example.org/salt',
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const name = new URL(req.url ?? '/', 'http://x').searchParams.get('name');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (name === 'Off') return json(409, { error: 'ERR_IMAGE_SEARCH_OFF', message: 'off' });
    if (name === 'Odd') return json(200, { candidates: [{ dataUrl: 'javascript:alert(1)' }] });
    return json(200, { candidates: [candidate] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('httpImageSearchApi', () => {
  const api = () => httpImageSearchApi({ baseUrl, token: async () => 'tok' });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => (e instanceof ImageSearchError ? [e.status, e.code] : String(e)),
    );

  it('asks by name with the bearer token and answers the candidates', async () => {
    expect(await api().search('v 1', 'Salt & pepper')).toEqual([candidate]);
    expect(seen.at(-1)).toEqual({
      url: '/api/venues/v%201/image-search?name=Salt%20%26%20pepper',
      authorization: 'Bearer tok',
    });
  });

  it("turns the server's refusal into its code", async () => {
    expect(await failure(api().search('v1', 'Off'))).toEqual([409, 'ERR_IMAGE_SEARCH_OFF']);
  });

  it('refuses an answer that is not pictures as data URLs', async () => {
    expect(await failure(api().search('v1', 'Odd'))).toEqual([200, 'ERR_BAD_ANSWER']);
  });

  it('calls a server not reached status 0, and no token 401', async () => {
    const gone = httpImageSearchApi({ baseUrl: 'http://127.0.0.1:1', token: async () => 't' });
    expect(await failure(gone.search('v1', 'Salt'))).toEqual([0, 'ERR_NETWORK']);
    const none = httpImageSearchApi({ baseUrl, token: async () => undefined });
    expect(await failure(none.search('v1', 'Salt'))).toEqual([401, 'ERR_NO_TOKEN']);
  });
});
