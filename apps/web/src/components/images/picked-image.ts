import type { Thumbnail } from '@larder/data';

/** The picture of an item as the form shows it: the record's image name and its thumbnail. */
export interface PickedImage {
  /** The record's `image`: the name of the picked file. */
  name: string;
  /** Null when this device keeps no thumbnail for the item. */
  thumbnail: Thumbnail | null;
}
