import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

/**
 * A local image search provider for the tests: an https server (its certificate made by
 * openssl at test time, for the names below, trusted only by the test's fetches) speaking the
 * Openverse images API's subset (`GET /v1/images/?q=&page_size=`, `results` with `thumbnail`,
 * `url`, `title`, `creator`, `license`, `license_version`, `foreign_landing_url`), and the
 * pictures it points at. `results` says what each search answers, by the name searched.
 */
export const PROVIDER_HOST = 'images.test';
export const THUMB_HOST = 'thumbs.test';
export const OTHER_HOST = 'elsewhere.test';
export const PRIVATE_HOST = 'private.test';

export interface LocalImageSearch {
  port: number;
  /** The certificate, the only authority the test's fetches trust. */
  ca: string;
  /** https://images.test:{port}/v1/images/?q= */
  searchUrl: string;
  /** An https URL on `host` at this server. */
  url(host: string, pathname: string): string;
  /** The answer's results for a name (default: none). */
  results: Map<string, unknown[]>;
  /** The queries received, as `host path`. */
  requests: string[];
  close(): Promise<void>;
}

const run = promisify(execFile);

async function selfSignedCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'larder-image-search-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const names = [PROVIDER_HOST, THUMB_HOST, OTHER_HOST, PRIVATE_HOST];
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      `/CN=${PROVIDER_HOST}`,
      '-addext',
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')},IP:127.0.0.1`,
    ]);
    return { key: await readFile(keyFile, 'utf8'), cert: await readFile(certFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A plain picture of one colour, as PNG. */
export const pngPicture = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer();

export async function startLocalImageSearch(): Promise<LocalImageSearch> {
  const { key, cert } = await selfSignedCertificate();
  const red = await pngPicture(640, 480, 200);
  const green = await pngPicture(300, 600, 20);
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
  );
  const results = new Map<string, unknown[]>();
  const requests: string[] = [];
  let port = 0;
  const url = (host: string, pathname: string) => `https://${host}:${port}${pathname}`;

  const server = https.createServer({ key, cert }, (req, res) => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
    const address = new URL(req.url ?? '/', `https://${host}`);
    requests.push(`${host} ${address.pathname}${address.search}`);
    const send = (status: number, type: string, body: Buffer | string) => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    switch (address.pathname) {
      case '/v1/images/': {
        const q = address.searchParams.get('q') ?? '';
        send(
          200,
          'application/json',
          JSON.stringify({
            result_count: results.get(q)?.length ?? 0,
            page_count: 1,
            page_size: Number(address.searchParams.get('page_size') ?? 20),
            page: 1,
            results: results.get(q) ?? [],
          }),
        );
        return;
      }
      case '/thumb/red.png':
        send(200, 'image/png', red);
        return;
      case '/thumb/green.png':
        send(200, 'image/png', green);
        return;
      case '/thumb/picture.svg':
        // Claims PNG: the bytes say otherwise.
        send(200, 'image/png', svg);
        return;
      case '/thumb/page.html':
        send(200, 'image/png', '<!doctype html><p>not a picture</p>');
        return;
      case '/thumb/huge.png': {
        // Streamed without Content-Length: 3 MB, PNG-looking, refused while it streams.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 1);
        red.copy(chunk, 0, 0, 16);
        for (let i = 0; i < 48; i++) res.write(chunk);
        res.end();
        return;
      }
      case '/thumb/declared-huge.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': 50_000_000 });
        res.write(red.subarray(0, 16));
        return;
      case '/thumb/redirect-away':
        res.writeHead(302, { location: url(OTHER_HOST, '/thumb/red.png') });
        res.end();
        return;
      case '/thumb/redirect-http':
        res.writeHead(302, { location: `http://${THUMB_HOST}:${port}/thumb/red.png` });
        res.end();
        return;
      case '/thumb/redirect-home':
        res.writeHead(301, { location: url(THUMB_HOST, '/thumb/green.png') });
        res.end();
        return;
      case '/thumb/slow.png':
        // Never answers: the fetch's time cap ends it.
        return;
      default:
        send(404, 'application/json', '{"detail":"Not found."}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    ca: cert,
    searchUrl: url(PROVIDER_HOST, '/v1/images/?q='),
    url,
    results,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The test's resolver: the test names at this machine, private.test at a private address. */
export const resolveTestHost = async (hostname: string) => {
  if (hostname === PRIVATE_HOST) return [{ address: '10.0.0.7', family: 4 }];
  if ([PROVIDER_HOST, THUMB_HOST, OTHER_HOST].includes(hostname)) {
    return [{ address: '127.0.0.1', family: 4 }];
  }
  throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
};
