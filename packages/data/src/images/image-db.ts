import type { ImageCandidate } from '@larder/domain';
import Dexie, { type Table } from 'dexie';

/** A cached thumbnail: a data URL under fcp_image_{foodkey} (product spec §3). */
export interface CachedImage {
  key: string;
  /** The thumbnail as a data URL (image/webp or image/jpeg). */
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * Thumbnails of one venue on this device, in a database beside the venue's own
 * (`larder_{user}_{venue}_images`, so signing out deletes it with the venue's). IndexedDB
 * rather than localStorage: pictures would soon fill localStorage's few megabytes.
 */
export const imageDbName = (venueDbName: string): string => `${venueDbName}_images`;

/** The hash of a thumbnail this device and the server last both held (thumbnail sync). */
export interface AgreedThumbnail {
  foodkey: string;
  /** SHA-256 of the data URL, hex. */
  hash: string;
}

/**
 * The web pictures found for an ingredient with no image (product spec §4, "then fetch web
 * images"): suggestions only, until the user accepts one as the item's image.
 */
export interface ImageSuggestion {
  foodkey: string;
  /** The pictures the search answered (none when it found nothing). */
  candidates: ImageCandidate[];
  /** When the search answered (ms since the epoch). */
  searchedAt: number;
  /** The user dismissed them: not shown, not looked up again. */
  dismissed: boolean;
}

export class ImageDb extends Dexie {
  images!: Table<CachedImage, string>;
  agreed!: Table<AgreedThumbnail, string>;
  suggestions!: Table<ImageSuggestion, string>;

  constructor(
    name: string,
    dependencies?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange },
  ) {
    super(name, dependencies);
    this.version(1).stores({ images: '&key' });
    this.version(2).stores({ images: '&key', agreed: '&foodkey' });
    this.version(3).stores({ images: '&key', agreed: '&foodkey', suggestions: '&foodkey' });
  }
}
