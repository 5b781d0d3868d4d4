import type { SiteRefreshAnswer } from '@larder/domain';
import { SyncHttpError, type SyncHttpOptions } from './sync-api';

/** The published venue sync's call (product spec §7 "sync published venues"). */
export interface SiteApi {
  /** Asks the server to build the venue's public page again from the records it holds. */
  refresh(venueId: string): Promise<SiteRefreshAnswer>;
}

/** The call over fetch with the bearer token, as the sync calls make theirs. */
export function httpSiteApi(options: SyncHttpOptions): SiteApi {
  const doFetch = options.fetch ?? fetch;
  return {
    async refresh(venueId) {
      const token = await options.token();
      if (!token) throw new SyncHttpError(401, 'Token failed');
      let res: Response;
      try {
        res = await doFetch(
          `${options.baseUrl}/api/venues/${encodeURIComponent(venueId)}/site/refresh`,
          { method: 'POST', headers: { authorization: `Bearer ${token}` } },
        );
      } catch (error) {
        throw new SyncHttpError(0, error instanceof Error ? error.message : 'network error');
      }
      if (!res.ok) throw new SyncHttpError(res.status, res.statusText);
      return (await res.json()) as SiteRefreshAnswer;
    },
  };
}
