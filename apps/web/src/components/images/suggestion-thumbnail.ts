import type { Thumbnail } from '@larder/data';
import type { ImageCandidate } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { makeThumbnail } from '../../state/venue-data';

/** Makes the item's thumbnail of an accepted web picture. */
export type SuggestionThumbnail = (candidate: ImageCandidate) => Promise<Thumbnail>;

/**
 * The 'small' thumbnail of a web picture the user accepted, generated in the sync worker
 * (product spec §7, local worker tasks).
 */
export const suggestionThumbnail: SuggestionThumbnail = (candidate) =>
  makeThumbnail(candidate.dataUrl);

/** The record's image name for an accepted web picture: its title as a file name. */
export function suggestionFileName(candidate: ImageCandidate): string {
  const base = candidate.title
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  return `${base || i18n.t('components:images.web.fileName')}.webp`;
}
