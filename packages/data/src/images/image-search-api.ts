import type { ImageCandidate } from '@larder/domain';
import { imageSearchAnswerSchema } from '@larder/domain';
import { venuePath, type SyncHttpOptions } from '../sync/sync-api';

/** A failed image search: its HTTP status (0 when the network failed) and the server's code. */
export class ImageSearchError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
    this.name = 'ImageSearchError';
  }
}

/** The server's web image search for one venue (product spec §7). */
export interface ImageSearchApi {
  search(venueId: string, name: string): Promise<ImageCandidate[]>;
}

/** GET /api/venues/:venueId/image-search?name= with the bearer token. */
export function httpImageSearchApi(options: SyncHttpOptions): ImageSearchApi {
  const doFetch = options.fetch ?? fetch;
  return {
    async search(venueId, name) {
      const token = await options.token();
      if (!token) throw new ImageSearchError(401, 'ERR_NO_TOKEN');
      const url = `${options.baseUrl}/api${venuePath(venueId)}/image-search?name=${encodeURIComponent(name)}`;
      let res: Response;
      try {
        res = await doFetch(url, { headers: { authorization: `Bearer ${token}` } });
      } catch {
        throw new ImageSearchError(0, 'ERR_NETWORK');
      }
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const code = (body as { error?: unknown } | null)?.error;
        throw new ImageSearchError(res.status, typeof code === 'string' ? code : 'ERR_UNKNOWN');
      }
      const parsed = imageSearchAnswerSchema.safeParse(body);
      if (!parsed.success) throw new ImageSearchError(res.status, 'ERR_BAD_ANSWER');
      return parsed.data.candidates;
    },
  };
}
