import type {
  SiteAnswer,
  SiteAsset,
  SiteSettings,
  SiteTagCheckAnswer,
  SyncedUser,
} from '@larder/domain';
import { apiRequest, getAccessToken } from './api-client';
import { ApiError, errorFromResponse, networkFailedText, tokenFailedText } from './api-errors';

/** The venue website calls of product spec §7, one typed function each. */

const sitePath = (venueId: string) => `/api/venues/${encodeURIComponent(venueId)}/site`;

/** The venue's site: tag, publish settings, address and stored images ("get managed assets"). */
export const fetchSite = (venueId: string) => apiRequest<SiteAnswer>('GET', sitePath(venueId));

/** Site tag validate: 'ok', 'invalid' or 'inuse'. */
export const checkSiteTag = (venueId: string, tag: string) =>
  apiRequest<SiteTagCheckAnswer>('POST', `${sitePath(venueId)}/tag-check`, { body: { tag } });

/** Save site tag: 409 when another venue has it, 402 for a venue that is not Pro. */
export const saveSiteTag = (venueId: string, tag: string) =>
  apiRequest<SiteAnswer>('PUT', `${sitePath(venueId)}/tag`, { body: { tag } });

/** Set venue publish: the publish settings; answers the user and the site. */
export const saveSiteSettings = (venueId: string, settings: SiteSettings) =>
  apiRequest<SiteAnswer & { user: SyncedUser }>('PUT', sitePath(venueId), { body: { settings } });

/** What an image upload reports while it runs: the share sent, 0 to 1. */
export type UploadProgress = (sent: number) => void;

/**
 * POST /api/SiteAssetUpdate (spec §7): the picture as a multipart form (container is the venue;
 * the token goes in the Authorization header, never in the form). XMLHttpRequest, so the form
 * can show how much is sent. A refusal is an ApiError naming the field, as every call's.
 */
export async function uploadSiteImage(
  venueId: string,
  file: File,
  purpose: 'logo' | 'image',
  onProgress: UploadProgress,
): Promise<SiteAsset> {
  const token = await getAccessToken().catch(() => null);
  if (!token) throw new ApiError(0, 'ERR_NO_TOKEN', tokenFailedText());
  const form = new FormData();
  form.append('container', venueId);
  form.append('fileName', file.name);
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  return new Promise<SiteAsset>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/SiteAssetUpdate');
    request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'ERR_NETWORK', networkFailedText()));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as SiteAsset);
      else reject(errorFromResponse(request.status, body));
    };
    request.send(form);
  });
}
