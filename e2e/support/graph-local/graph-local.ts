import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { JSONWebKeySet } from 'jose';
import { createGraphAuth } from './graph-auth.js';
import {
  errorOfStatus,
  GraphError,
  invalidRequest,
  notFound,
  sessionGone,
} from './graph-errors.js';
import { LocalDrive, type ConflictBehavior, type LocalFile } from './local-drive.js';

/**
 * A local server speaking the part of Microsoft Graph's OneDrive API the mirror uses
 * (sync-and-security-notes §2; learn.microsoft.com: driveitem-get, list-children,
 * driveitem-get-content, driveitem-put-content, driveitem-createuploadsession, errors,
 * throttling), so tests drive the real Graph client against it:
 *
 * - `GET /v1.0/me/drive` (quota with `state`), `GET …/me/drive/special/approot`,
 *   `GET …/approot/children`, `GET …/approot:/{path}` (metadata with eTag, cTag and
 *   `@microsoft.graph.downloadUrl`), `GET …/approot:/{path}:/children` (`@odata.nextLink` pages),
 *   `GET …/approot:/{path}:/content` (302 to a pre-authenticated download URL),
 *   `PUT …/approot:/{path}:/content` (If-Match, `@microsoft.graph.conflictBehavior` in the query;
 *   201 new, 200 replaced; at most 4 MiB, the simple upload limit the notes follow),
 *   `POST …/approot:/{path}:/createUploadSession` (If-Match, `item` with the conflict behaviour,
 *   `fileSize` beyond the free space is an early 507), `PUT {uploadUrl}` with `Content-Range`
 *   (fragments in order, each but the last a multiple of 320 KiB and under 60 MiB, no
 *   Authorization header: one is answered 401; 202 with `nextExpectedRanges`, then 201 or 200
 *   with the item), `GET {uploadUrl}` (status), `DELETE {uploadUrl}` (cancel), and
 *   `DELETE …/approot:/{path}` (If-Match).
 * - Errors as `{ error: { code, message, innerError } }`; 429 and 503 from `failNext` carry
 *   `Retry-After` when given. CORS for any origin (or the one given), exposing ETag and
 *   Retry-After.
 * - Bearer tokens are JWTs checked with jose against the issuer's keys, audience the drive
 *   resource; one drive per token subject.
 * - Test controls (`controls`, and over HTTP under `/_test`): quota, fail the next calls with a
 *   status, expire upload sessions, change a file as another device would, read a user's files,
 *   slow every answer, the request log.
 */
export interface GraphLocalOptions {
  issuer: string;
  audience: string;
  port?: number;
  /** The issuer's keys; without them jose reads them from the issuer's discovery. */
  jwks?: JSONWebKeySet;
  /** The scope a token must grant; null checks none. Default `Files.ReadWrite.AppFolder`. */
  requiredScope?: string | null;
  /** The origin CORS answers allow; default any (the request's own). */
  origin?: string;
  /** Each drive's size; default 5 GiB. */
  quotaBytes?: number;
  /** Items per children page; default 200. */
  pageSize?: number;
}

export interface GraphRequestLog {
  method: string;
  /** The path below the server, without the query (`/v1.0/me/drive/...`, `/upload/...`). */
  path: string;
  /** Whether the request carried an Authorization header. */
  authorization: boolean;
  /** `Content-Range` of an upload fragment. */
  contentRange?: string;
  /** Length of the request body. */
  bytes: number;
  status: number;
}

export interface FailRule {
  status: number;
  /** How many matching calls fail; default 1. */
  count?: number;
  /** How many matching calls pass first (the second fragment of an upload: 1). */
  after?: number;
  /** The Retry-After header (seconds) of the failure. */
  retryAfter?: number;
  method?: string;
  /** A text the request's path must hold ('/upload/', 'manifest.json'). */
  path?: string;
}

export interface GraphLocalControls {
  /** The drive of a token subject (made on first use). */
  drive(sub: string): LocalDrive;
  setQuota(sub: string, bytes: number): void;
  /** The next matching calls fail with a status (before anything is done). */
  failNext(rule: FailRule): void;
  /** Drops the failures not used yet. */
  clearFailures(): void;
  /** Every open upload session expires: its URL answers 404 from now on. */
  expireUploadSessions(): void;
  /** Writes a file as another device would: a new eTag. */
  changeFile(sub: string, path: string, content: string): void;
  /** A file's text, or undefined. */
  readFile(sub: string, path: string): string | undefined;
  /** Every file's path under the app folder. */
  files(sub: string): string[];
  /** Every answer waits this long first (a slow drive); 0 for none. */
  setDelay(ms: number): void;
  requests(): readonly GraphRequestLog[];
  clearRequests(): void;
}

export interface GraphLocal {
  /** The Graph base URL: `DRIVE_GRAPH_URL` (`http://127.0.0.1:{port}/v1.0`). */
  url: string;
  /** The server's origin. */
  origin: string;
  controls: GraphLocalControls;
  close(): Promise<void>;
}

const SIMPLE_UPLOAD_LIMIT = 4 * 1024 * 1024;
const FRAGMENT_UNIT = 320 * 1024;
const FRAGMENT_LIMIT = 60 * 1024 * 1024;
const BODY_LIMIT = 64 * 1024 * 1024;
const SESSION_LIFETIME_MS = 15 * 60_000;
const DOWNLOAD_LIFETIME_MS = 60 * 60_000;
const APP_FOLDER_NAME = 'Larder';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  bytes?: Buffer;
}

export async function startGraphLocal(options: GraphLocalOptions): Promise<GraphLocal> {
  const authenticate = createGraphAuth(options);
  const drives = new Map<string, LocalDrive>();
  const quota = options.quotaBytes ?? 5 * 1024 ** 3;
  const pageSize = options.pageSize ?? 200;
  const now = () => new Date();
  const driveOf = (sub: string): LocalDrive => {
    let drive = drives.get(sub);
    if (!drive) drives.set(sub, (drive = new LocalDrive(sub, quota, now)));
    return drive;
  };
  const sessionOwners = new Map<string, LocalDrive>();
  const downloads = new Map<
    string,
    { drive: LocalDrive; fileId: string; version: number; expires: number }
  >();
  let failures: (FailRule & { count: number })[] = [];
  let delayMs = 0;
  let log: GraphRequestLog[] = [];
  let origin = '';

  const controls: GraphLocalControls = {
    drive: driveOf,
    setQuota: (sub, bytes) => {
      driveOf(sub).quotaBytes = bytes;
    },
    failNext: (rule) => {
      failures.push({ ...rule, count: rule.count ?? 1 });
    },
    clearFailures: () => {
      failures = [];
    },
    expireUploadSessions: () => {
      for (const drive of drives.values()) {
        for (const session of drive.sessions.values()) session.expires = new Date(0);
      }
    },
    changeFile: (sub, path, content) => {
      driveOf(sub).writeAsOtherDevice(path, Buffer.from(content));
    },
    readFile: (sub, path) => driveOf(sub).file(path)?.content.toString('utf8'),
    files: (sub) => driveOf(sub).paths(),
    setDelay: (ms) => {
      delayMs = ms;
    },
    requests: () => log,
    clearRequests: () => {
      log = [];
    },
  };

  /** The driveItem JSON of a file (with a fresh pre-authenticated download URL). */
  const fileItem = (drive: LocalDrive, file: LocalFile) => {
    const token = randomUUID();
    downloads.set(token, {
      drive,
      fileId: file.id,
      version: file.version,
      expires: Date.now() + DOWNLOAD_LIFETIME_MS,
    });
    return {
      id: file.id,
      name: file.name,
      eTag: drive.eTagOf(file),
      cTag: drive.cTagOf(file),
      size: file.content.length,
      createdDateTime: file.created.toISOString(),
      lastModifiedDateTime: file.modified.toISOString(),
      file: {
        mimeType: mimeOf(file.name),
        hashes: { sha256Hash: LocalDrive.sha256(file.content).toUpperCase() },
      },
      parentReference: parentReference(drive, file.path),
      '@microsoft.graph.downloadUrl': `${origin}/download/${token}`,
    };
  };

  const folderItem = (drive: LocalDrive, path: string) => {
    const folder = drive.folder(path);
    const { files, folders } = drive.children(path);
    return {
      id: folder?.id ?? drive.rootId,
      name: folder?.name ?? APP_FOLDER_NAME,
      eTag: `"{${folder?.id ?? drive.rootId}},1"`,
      createdDateTime: (folder?.created ?? new Date(0)).toISOString(),
      size: 0,
      folder: { childCount: files.length + folders.length },
      ...(path === ''
        ? { specialFolder: { name: 'approot' } }
        : { parentReference: parentReference(drive, path) }),
    };
  };

  const parentReference = (drive: LocalDrive, path: string) => {
    const parent = path.split('/').slice(0, -1).join('/');
    return {
      driveId: drive.id,
      driveType: 'personal',
      id: drive.folder(parent)?.id ?? drive.rootId,
      path: `/drive/root:/Apps/${APP_FOLDER_NAME}${parent ? `/${parent}` : ''}`,
    };
  };

  const itemOf = (drive: LocalDrive, path: string) => {
    const file = drive.file(path);
    if (file) return fileItem(drive, file);
    if (drive.isFolder(path)) return folderItem(drive, path);
    throw notFound();
  };

  const childrenPage = (
    drive: LocalDrive,
    path: string,
    query: URLSearchParams,
    requestPath: string,
  ) => {
    const { files, folders } = drive.children(path);
    const all = [
      ...folders.map((f) => folderItem(drive, f.path)),
      ...files.map((f) => fileItem(drive, f)),
    ];
    const top = Math.min(Number(query.get('$top') ?? pageSize) || pageSize, pageSize);
    const skip = Number(query.get('$skiptoken') ?? 0) || 0;
    const value = all.slice(skip, skip + top);
    const next =
      skip + top < all.length
        ? `${origin}${requestPath}?${new URLSearchParams({ $top: String(top), $skiptoken: String(skip + top) })}`
        : undefined;
    return { value, ...(next ? { '@odata.nextLink': next } : {}) };
  };

  async function handleGraph(
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: Buffer,
  ): Promise<Answer> {
    const sub = await authenticate(req.headers.authorization);
    const drive = driveOf(sub);
    const method = req.method ?? 'GET';
    if (path === '/me/drive' && method === 'GET') {
      const used = drive.usedBytes;
      const remaining = Math.max(0, drive.quotaBytes - used);
      const ratio = used / drive.quotaBytes;
      const state =
        ratio >= 1 ? 'exceeded' : ratio >= 0.99 ? 'critical' : ratio >= 0.9 ? 'nearing' : 'normal';
      return {
        status: 200,
        json: {
          id: drive.id,
          driveType: 'personal',
          owner: { user: { id: sub } },
          quota: { total: drive.quotaBytes, used, remaining, deleted: 0, state },
        },
      };
    }
    const APPROOT = '/me/drive/special/approot';
    if (path === APPROOT && method === 'GET') return { status: 200, json: folderItem(drive, '') };
    if (path === `${APPROOT}/children` && method === 'GET') {
      return { status: 200, json: childrenPage(drive, '', query, `/v1.0${path}`) };
    }
    if (!path.startsWith(`${APPROOT}:/`)) throw invalidRequest('Unsupported segment type.');
    const rest = path.slice(APPROOT.length + 2);
    const action = /^(.+?):\/(content|children|createUploadSession)$/.exec(rest);
    const itemPath = decodePath(action ? action[1]! : rest.replace(/:$/, ''));
    const verb = action?.[2];
    const ifMatch = header(req, 'if-match');
    if (!verb && method === 'GET') return { status: 200, json: itemOf(drive, itemPath) };
    if (!verb && method === 'DELETE') {
      drive.delete(itemPath, ifMatch);
      return { status: 204 };
    }
    if (verb === 'children' && method === 'GET') {
      return { status: 200, json: childrenPage(drive, itemPath, query, `/v1.0${path}`) };
    }
    if (verb === 'content' && method === 'GET') {
      const file = drive.file(itemPath);
      if (!file) throw notFound();
      const item = fileItem(drive, file);
      return { status: 302, headers: { location: item['@microsoft.graph.downloadUrl'] } };
    }
    if (verb === 'content' && method === 'PUT') {
      if (body.length > SIMPLE_UPLOAD_LIMIT) {
        throw new GraphError(413, 'requestTooLarge', 'Use an upload session for files over 4 MB.');
      }
      const conflict = conflictOf(query.get('@microsoft.graph.conflictBehavior') ?? 'replace');
      const { file, created } = drive.put(itemPath, body, conflict, ifMatch);
      return { status: created ? 201 : 200, json: fileItem(drive, file) };
    }
    if (verb === 'createUploadSession' && method === 'POST') {
      const request = parseJson(body) as { item?: Record<string, unknown> } | undefined;
      const conflict = conflictOf(
        String(request?.item?.['@microsoft.graph.conflictBehavior'] ?? 'replace'),
      );
      const sizeValue =
        request?.item?.fileSize ?? (request as Record<string, unknown> | undefined)?.fileSize;
      const fileSize = typeof sizeValue === 'number' ? sizeValue : null;
      const session = drive.openSession(itemPath, fileSize, conflict, ifMatch, SESSION_LIFETIME_MS);
      sessionOwners.set(session.id, drive);
      return {
        status: 200,
        json: {
          uploadUrl: `${origin}/upload/${session.id}`,
          expirationDateTime: session.expires.toISOString(),
          nextExpectedRanges: ['0-'],
        },
      };
    }
    throw invalidRequest(`${method} is not supported here.`);
  }

  /** `PUT`, `GET` and `DELETE` on an upload URL: no Authorization header. */
  function handleUpload(req: IncomingMessage, id: string, body: Buffer): Answer {
    if (req.headers.authorization) {
      throw new GraphError(
        401,
        'unauthenticated',
        'Do not send an Authorization header to the upload URL.',
      );
    }
    const drive = sessionOwners.get(id);
    const session = drive?.sessions.get(id);
    if (!drive || !session || session.expires.getTime() <= Date.now()) {
      if (drive && session) drive.sessions.delete(id);
      throw sessionGone();
    }
    const status = () => ({
      expirationDateTime: session.expires.toISOString(),
      nextExpectedRanges: [
        `${session.receivedBytes}-${session.fileSize !== null ? session.fileSize - 1 : ''}`,
      ],
    });
    if (req.method === 'GET') return { status: 200, json: status() };
    if (req.method === 'DELETE') {
      drive.sessions.delete(id);
      sessionOwners.delete(id);
      return { status: 204 };
    }
    if (req.method !== 'PUT') throw invalidRequest('Unsupported method.');
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header(req, 'content-range') ?? '');
    if (!range) throw invalidRequest('Content-Range is missing or malformed.');
    const [start, end, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
    if (end < start || end >= total || body.length !== end - start + 1) {
      throw invalidRequest('Content-Range does not match the body.');
    }
    if (session.fileSize !== null && total !== session.fileSize) {
      throw invalidRequest('The total size differs from the session.');
    }
    if (start !== session.receivedBytes) {
      throw new GraphError(416, 'invalidRange', 'The fragment is not the next expected range.');
    }
    const last = end === total - 1;
    if (body.length >= FRAGMENT_LIMIT || (!last && body.length % FRAGMENT_UNIT !== 0)) {
      throw invalidRequest('Fragments must be a multiple of 320 KiB and under 60 MiB.');
    }
    const done = drive.receive(session, start, total, body, SESSION_LIFETIME_MS);
    if (!done) return { status: 202, json: status() };
    sessionOwners.delete(id);
    return { status: done.created ? 201 : 200, json: fileItem(drive, done.file) };
  }

  function handleDownload(token: string): Answer {
    const link = downloads.get(token);
    const file = link?.drive
      .paths()
      .map((p) => link.drive.file(p)!)
      .find((f) => f.id === link.fileId);
    if (!link || !file || file.version !== link.version || link.expires < Date.now())
      throw notFound();
    return {
      status: 200,
      bytes: file.content,
      headers: { 'content-type': 'application/octet-stream' },
    };
  }

  /** The HTTP test controls, for a browser journey whose Graph runs in the test process. */
  function handleControl(req: IncomingMessage, path: string, body: Buffer): Answer {
    const input = (parseJson(body) ?? {}) as Record<string, unknown>;
    const sub = String(input.sub ?? '');
    if (path === '/_test/fail' && req.method === 'POST')
      controls.failNext(input as unknown as FailRule);
    else if (path === '/_test/quota' && req.method === 'PUT')
      controls.setQuota(sub, Number(input.bytes));
    else if (path === '/_test/expire-sessions' && req.method === 'POST')
      controls.expireUploadSessions();
    else if (path === '/_test/file' && req.method === 'PUT')
      controls.changeFile(sub, String(input.path), String(input.content));
    else if (path === '/_test/files' && req.method === 'POST')
      return { status: 200, json: { files: controls.files(sub) } };
    else throw notFound();
    return { status: 204 };
  }

  const server = createServer((req, res) => {
    void serve(req, res);
  });

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const cors = corsHeaders(req, options.origin);
    const entry: GraphRequestLog = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization !== undefined,
      bytes: 0,
      status: 0,
    };
    const range = header(req, 'content-range');
    if (range) entry.contentRange = range;
    let answer: Answer;
    try {
      const body = await readBody(req);
      entry.bytes = body.length;
      if (req.method === 'OPTIONS') {
        answer = { status: 204, headers: preflightHeaders() };
      } else if (url.pathname.startsWith('/_test/')) {
        answer = handleControl(req, url.pathname, body);
      } else {
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const failure = failures.find(
          (rule) =>
            (!rule.method || rule.method === req.method) &&
            (!rule.path || url.pathname.includes(rule.path)),
        );
        if (failure && (failure.after ?? 0) > 0) {
          failure.after = (failure.after ?? 0) - 1;
        } else if (failure) {
          failure.count -= 1;
          if (failure.count <= 0) failures = failures.filter((rule) => rule !== failure);
          throw errorOfStatus(
            failure.status,
            failure.retryAfter !== undefined ? { 'retry-after': String(failure.retryAfter) } : {},
          );
        }
        if (url.pathname.startsWith('/v1.0/')) {
          answer = await handleGraph(
            req,
            url.pathname.slice('/v1.0'.length),
            url.searchParams,
            body,
          );
        } else if (url.pathname.startsWith('/upload/')) {
          answer = handleUpload(req, url.pathname.slice('/upload/'.length), body);
        } else if (url.pathname.startsWith('/download/')) {
          answer = handleDownload(url.pathname.slice('/download/'.length));
        } else {
          throw invalidRequest('Invalid version.');
        }
      }
    } catch (error) {
      const failure = error instanceof GraphError ? error : errorOfStatus(500);
      answer = { status: failure.status, headers: failure.headers, json: failure.body(now()) };
    }
    entry.status = answer.status;
    if (req.method !== 'OPTIONS' && !url.pathname.startsWith('/_test/')) log.push(entry);
    const headers: Record<string, string> = { ...cors, ...answer.headers };
    if (answer.json !== undefined) {
      const text = JSON.stringify(answer.json);
      const eTag = (answer.json as { eTag?: unknown }).eTag;
      if (typeof eTag === 'string') headers.etag = eTag;
      res.writeHead(answer.status, { ...headers, 'content-type': 'application/json' });
      res.end(text);
    } else {
      res.writeHead(answer.status, headers);
      res.end(answer.bytes);
    }
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: `${origin}/v1.0`,
    origin,
    controls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

function conflictOf(value: string): ConflictBehavior {
  if (value === 'fail' || value === 'replace' || value === 'rename') return value;
  throw invalidRequest('Invalid conflict behavior.');
}

function decodePath(path: string): string {
  try {
    return path.split('/').map(decodeURIComponent).join('/');
  } catch {
    throw invalidRequest('Invalid path.');
  }
}

function parseJson(body: Buffer): unknown {
  if (body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw invalidRequest('Invalid JSON.');
  }
}

const mimeOf = (name: string) =>
  name.endsWith('.json') ? 'application/json' : 'application/octet-stream';

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new GraphError(413, 'requestTooLarge', 'The request is too large.'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function corsHeaders(req: IncomingMessage, allowed: string | undefined): Record<string, string> {
  const requestOrigin = header(req, 'origin');
  const origin = allowed ?? requestOrigin ?? '*';
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'ETag, Retry-After, Location, Content-Range',
    vary: 'Origin',
  };
}

const preflightHeaders = () => ({
  'access-control-allow-methods': 'GET, PUT, POST, DELETE, PATCH',
  'access-control-allow-headers':
    'Authorization, Content-Type, Content-Range, If-Match, If-None-Match',
  'access-control-max-age': '600',
});
