import type { ImageCandidate } from '@larder/domain';
import { imageSearchAnswerSchema } from '@larder/domain';

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

/** Where the search goes: the server's origin, the bearer token, fetch (as the sync calls). */
export interface ImageSearchHttpOptions {
  baseUrl: string;
  token: () => Promise<string | undefined>;
  fetch?: typeof fetch;
}

/** The server's web image search for one venue (product spec §7). */
export interface ImageSearchApi {
  search(venueId: string, name: string): Promise<ImageCandidate[]>;
}

/** GET /api/venues/:venueId/image-search?name= with the bearer token. */
export function httpImageSearchApi(options: ImageSearchHttpOptions): ImageSearchApi {
  const doFetch = options.fetch ?? fetch;
  return {
    async search(venueId, name) {
      const token = await options.token();
      if (!token) throw new ImageSearchError(401, 'ERR_NO_TOKEN');
      const venue = encodeURIComponent(venueId);
      const url = `${options.baseUrl}/api/venues/${venue}/image-search?name=${encodeURIComponent(name)}`;
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
