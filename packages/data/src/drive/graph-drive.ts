import { SIMPLE_UPLOAD_LIMIT } from '@larder/domain';
import { DriveError } from './drive-error';
import type { DriveItem, GraphTransport } from './graph-types';
import { uploadInSession } from './upload-session';

export type { DriveItem } from './graph-types';

/** The drive's quota (`GET /me/drive`): `state` is normal, nearing, critical or exceeded. */
export interface DriveQuota {
  total: number;
  used: number;
  remaining: number;
  state: string;
}

export interface UploadOptions {
  /** Replace only this version (an eTag): 412 when the file changed since. */
  ifMatch?: string;
  /** What to do when the name is taken: `replace` (default) or `fail` (409). */
  conflict?: 'replace' | 'fail';
}

/**
 * The user's OneDrive app folder over Microsoft Graph (sync-and-security-notes §2): paths are
 * relative to the app folder (`venues/{id}/manifest.json`). Every failure is a `DriveError`.
 */
export interface GraphDrive {
  /** `GET /me/drive`: the quota, to confirm a full drive. */
  quota(): Promise<DriveQuota>;
  /** A file's or folder's metadata, with its eTag; null when there is none. */
  item(path: string): Promise<DriveItem | null>;
  /** The items of a folder ('' for the app folder), every page; empty when there is none. */
  children(path: string): Promise<DriveItem[]>;
  /** A file's text, through its pre-authenticated download URL; null when there is none. */
  download(path: string): Promise<string | null>;
  /** Writes a file: at most 4 MB in one request, larger through an upload session. */
  upload(path: string, text: string, options?: UploadOptions): Promise<DriveItem>;
  /** Deletes a file or folder; a missing one is no error. */
  remove(path: string, ifMatch?: string): Promise<void>;
}

export interface GraphDriveOptions {
  /** The Graph base URL (`DRIVE_GRAPH_URL`, `https://graph.microsoft.com/v1.0`). */
  graphUrl: string;
  /** A Graph token; undefined when none can be had without the user. */
  token: () => Promise<string | undefined>;
  fetch?: typeof fetch;
  /** Waits between the tries of an upload session's fragment (setTimeout by default). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock, for an HTTP-date Retry-After. */
  now?: () => number;
}

const APPROOT = '/me/drive/special/approot';

/** The Graph address of a path under the app folder, each segment encoded. */
export const approotPath = (path: string, action?: string): string => {
  if (!path) return action ? `${APPROOT}/${action}` : APPROOT;
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return action ? `${APPROOT}:/${encoded}:/${action}` : `${APPROOT}:/${encoded}`;
};

/**
 * The Graph client of the mirror: a small client over fetch rather than the Graph SDK
 * (docs/decisions/0004-graph-over-fetch.md).
 */
export function createGraphDrive(options: GraphDriveOptions): GraphDrive {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const base = options.graphUrl.replace(/\/$/, '');
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  const send = async (url: string, init: RequestInit, token?: string): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    try {
      return await doFetch(url, { ...init, headers });
    } catch (error) {
      throw DriveError.network(error);
    }
  };

  const transport: GraphTransport = {
    async call(path, init = {}) {
      const url = path.startsWith('http') ? path : `${base}${path}`;
      const token = await options.token();
      if (!token) throw DriveError.noToken();
      const res = await send(url, init, token);
      if (res.status !== 401) return res;
      // Unauthenticated: a new token from the page (silent renewal), once.
      await res.body?.cancel();
      const renewed = await options.token();
      if (!renewed) throw DriveError.noToken();
      return send(url, init, renewed);
    },
    bare: (url, init = {}) => send(url, init),
    fail: (res) => DriveError.of(res, now()),
    sleep,
  };

  const json = async <T>(res: Response): Promise<T> => {
    if (!res.ok) throw await transport.fail(res);
    return (await res.json()) as T;
  };

  const item = async (path: string): Promise<DriveItem | null> => {
    const res = await transport.call(approotPath(path));
    if (res.status === 404) {
      const error = await transport.fail(res);
      if (error.kind.kind === 'not-found') return null;
      throw error;
    }
    return json<DriveItem>(res);
  };

  return {
    quota: async () => (await json<{ quota: DriveQuota }>(await transport.call('/me/drive'))).quota,

    item,

    async children(path) {
      const found: DriveItem[] = [];
      let next: string | undefined = approotPath(path, 'children');
      while (next) {
        const res = await transport.call(next);
        if (res.status === 404 && found.length === 0) {
          const error = await transport.fail(res);
          if (error.kind.kind === 'not-found') return [];
          throw error;
        }
        const page = await json<{ value: DriveItem[]; '@odata.nextLink'?: string }>(res);
        found.push(...page.value);
        next = page['@odata.nextLink'];
      }
      return found;
    },

    // In a browser `/content` answers a 302 that a CORS request may not follow with an
    // Authorization header: the item's pre-authenticated download URL is read instead.
    async download(path) {
      const meta = await item(path);
      const url = meta?.['@microsoft.graph.downloadUrl'];
      if (!meta || !url) return null;
      const res = await transport.bare(url);
      if (res.status === 404) return null;
      if (!res.ok) throw await transport.fail(res);
      return res.text();
    },

    async upload(path, text, uploadOptions = {}) {
      const bytes = new TextEncoder().encode(text);
      const conflict = uploadOptions.conflict ?? 'replace';
      if (bytes.length > SIMPLE_UPLOAD_LIMIT) {
        return uploadInSession(transport, approotPath(path, 'createUploadSession'), bytes, {
          conflict,
          ...(uploadOptions.ifMatch ? { ifMatch: uploadOptions.ifMatch } : {}),
        });
      }
      const query = new URLSearchParams({ '@microsoft.graph.conflictBehavior': conflict });
      const res = await transport.call(`${approotPath(path, 'content')}?${query}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          ...(uploadOptions.ifMatch ? { 'if-match': uploadOptions.ifMatch } : {}),
        },
        body: bytes,
      });
      return json<DriveItem>(res);
    },

    async remove(path, ifMatch) {
      const res = await transport.call(approotPath(path), {
        method: 'DELETE',
        ...(ifMatch ? { headers: { 'if-match': ifMatch } } : {}),
      });
      if (res.ok || res.status === 404) {
        await res.body?.cancel();
        return;
      }
      throw await transport.fail(res);
    },
  };
}
