import type { SyncedThumbnail, ThumbnailBody } from '@larder/domain';
import { syncRequester, venuePath, type SyncHttpOptions } from './sync-api';

/** The server's thumbnail calls for one venue (product spec §4: thumbnails sync). */
export interface ThumbnailApi {
  /** Every thumbnail the server holds for the venue, as foodkey and hash. */
  list(venueId: string): Promise<{ foodkey: string; hash: string }[]>;
  /** The thumbnails of these foodkeys (at most MAX_THUMBNAILS_PER_REQUEST). */
  read(venueId: string, foodkeys: readonly string[]): Promise<SyncedThumbnail[]>;
  /** Stores an item's thumbnail; answers the hash the server computed. */
  store(venueId: string, foodkey: string, body: ThumbnailBody): Promise<{ hash: string }>;
  remove(venueId: string, foodkey: string): Promise<void>;
}

/** The thumbnail calls over fetch with a bearer token. */
export function httpThumbnailApi(options: SyncHttpOptions): ThumbnailApi {
  const call = syncRequester(options);
  const base = (venueId: string) => `${venuePath(venueId)}/thumbnails`;
  const one = (venueId: string, foodkey: string) =>
    `${base(venueId)}/${encodeURIComponent(foodkey)}`;
  return {
    list: async (venueId) =>
      (await call<{ thumbnails: { foodkey: string; hash: string }[] }>(base(venueId))).thumbnails,
    read: async (venueId, foodkeys) =>
      (
        await call<{ thumbnails: SyncedThumbnail[] }>(`${base(venueId)}/read`, {
          method: 'POST',
          body: JSON.stringify({ foodkeys }),
        })
      ).thumbnails,
    store: (venueId, foodkey, body) =>
      call(one(venueId, foodkey), { method: 'PUT', body: JSON.stringify(body) }),
    remove: (venueId, foodkey) => call(one(venueId, foodkey), { method: 'DELETE' }),
  };
}
