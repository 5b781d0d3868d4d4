import type { PullResponse, PushBody, PushResponse, SyncCursor, SyncRow } from '@larder/domain';

/** The server's sync calls (sync-and-security-notes §1.4–1.6), for one venue. */
export interface SyncApi {
  push(venueId: string, body: PushBody): Promise<PushResponse>;
  pull(venueId: string, cursor: SyncCursor | null): Promise<PullResponse>;
  buckets(
    venueId: string,
    digests: string[],
  ): Promise<{ mismatched: number[]; rows: SyncRow[]; cursor: SyncCursor }>;
}

/** An HTTP failure of a sync call, with its status (0 when the network failed). */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

/** Where and how the sync calls go: the server's origin, the bearer token, fetch. */
export interface SyncHttpOptions {
  baseUrl: string;
  token: () => Promise<string | undefined>;
  fetch?: typeof fetch;
}

/**
 * One call under /api/sync/v1 with the bearer token: its JSON answer (undefined for 204), or
 * a SyncHttpError with the status (0 when the network failed) and the server's message.
 */
export function syncRequester(options: SyncHttpOptions) {
  const doFetch = options.fetch ?? fetch;
  return async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const token = await options.token();
    if (!token) throw new SyncHttpError(401, 'Token failed');
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}/api/sync/v1${path}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${token}`,
        },
      });
    } catch (error) {
      throw new SyncHttpError(0, error instanceof Error ? error.message : 'network error');
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new SyncHttpError(res.status, body.message ?? res.statusText);
    }
    if (res.status === 204) return undefined as T;
    return (await res.json()) as T;
  };
}

/** The path of a venue's sync calls. */
export const venuePath = (id: string) => `/venues/${encodeURIComponent(id)}`;

/** The sync calls over fetch with a bearer token from `token()`. */
export function httpSyncApi(options: SyncHttpOptions): SyncApi {
  const call = syncRequester(options);
  const venue = venuePath;
  return {
    push: (venueId, body) =>
      call(`${venue(venueId)}/push`, { method: 'POST', body: JSON.stringify(body) }),
    pull: (venueId, cursor) =>
      call(`${venue(venueId)}/pull${cursor ? `?cursor=${cursor.epoch}:${cursor.rev}` : ''}`),
    buckets: (venueId, digests) =>
      call(`${venue(venueId)}/buckets`, { method: 'POST', body: JSON.stringify({ digests }) }),
  };
}
