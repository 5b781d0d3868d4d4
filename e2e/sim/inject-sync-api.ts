import type { SyncApi } from '@larder/data';
import type { FastifyInstance } from 'fastify';

/** Faults the network between one client and the server may show. */
export interface LinkFaults {
  /** The request never reaches the server. */
  dropRequest: boolean;
  /** The server commits, but the answer never reaches the client. */
  dropResponse: boolean;
  /** The request arrives twice (a retry of a request that was in fact delivered). */
  duplicate: boolean;
}

export class NetworkError extends Error {}

/**
 * The client's SyncApi over the real server app (Fastify inject: no open port), with the
 * faults of `faults()` applied to each call.
 */
export function injectSyncApi(
  app: FastifyInstance,
  authorization: () => Promise<string>,
  faults: () => LinkFaults,
  options: { pullLimit?: number } = {},
): SyncApi {
  async function call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const f = faults();
    if (f.dropRequest) throw new NetworkError('request dropped');
    const headers = { authorization: await authorization() };
    const send = () =>
      app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    let res = await send();
    if (f.duplicate) res = await send();
    if (f.dropResponse) throw new NetworkError('response dropped');
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }
  const base = (venueId: string) => `/api/sync/v1/venues/${venueId}`;
  return {
    push: (venueId, body) => call('POST', `${base(venueId)}/push`, body),
    pull: (venueId, cursor) => {
      const query = new URLSearchParams();
      if (cursor) query.set('cursor', `${cursor.epoch}:${cursor.rev}`);
      if (options.pullLimit !== undefined) query.set('limit', String(options.pullLimit));
      const search = query.size > 0 ? `?${query.toString()}` : '';
      return call('GET', `${base(venueId)}/pull${search}`);
    },
    buckets: (venueId, digests) => call('POST', `${base(venueId)}/buckets`, { digests }),
  };
}
