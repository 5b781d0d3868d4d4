import type { SiteApi } from './site-api';
import type { SyncProgress } from './sync-progress';

/**
 * The published venue sync (product spec §4): after the venue's records are pushed and pulled,
 * the server builds the venue's public page again from them. A published site says 'Website
 * data updated with recent changes.'; a venue without a published site says nothing; a failure
 * says 'Error updating website data!' (spec §8) and leaves the records' sync as it was.
 */
export async function syncPublishedSite(
  api: SiteApi,
  venueId: string,
  userId: string,
  emit: (event: SyncProgress) => void,
): Promise<void> {
  try {
    const answer = await api.refresh(venueId);
    if (answer.published) emit({ type: 'site', userId });
  } catch {
    emit({ type: 'site-error', userId });
  }
}
