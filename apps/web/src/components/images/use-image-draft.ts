import { useState } from 'react';
import { useVenueStore } from '../../state/venue-data';
import { imageProblemText } from './image-texts';
import type { ImagePickerProps } from './ImagePicker';
import type { PickedImage } from './picked-image';
import { useThumbnail } from './use-thumbnail';
import { imageCacheFor } from '../../state/venue-images';

/** What a save tells: when the record is stored (rejects when it was not); nothing when done. */
export type SaveOutcome = { stored: Promise<void> } | void;

export interface ImageDraft {
  /** Props for the ImagePicker of the form. */
  picker: Pick<ImagePickerProps, 'value' | 'onChange' | 'loading'>;
  /**
   * Keeps the picked thumbnail under fcp_image_{foodkey} (or removes it), then saves the
   * record; when the save fails, or the record is then not stored, the earlier thumbnail is
   * put back.
   */
  commit(foodkey: string, save: () => Promise<SaveOutcome>): Promise<void>;
}

/**
 * The image of an item's editor: starts from the item's image and cached thumbnail, follows
 * the picker, and tells the form the record's new image name.
 */
export function useImageDraft(
  existing: { foodkey: string; image?: string | null | undefined } | null,
  setImageName: (name: string) => void,
): ImageDraft {
  const store = useVenueStore();
  const image = existing?.image ?? '';
  // Only an item that names a picture has one: a thumbnail left by an earlier item is not it.
  const cached = useThumbnail(store, existing && image ? existing.foodkey : null);
  const [draft, setDraft] = useState<{ value: PickedImage | null } | null>(null);

  const stored: PickedImage | null = image ? { name: image, thumbnail: cached ?? null } : null;

  const commit = async (foodkey: string, save: () => Promise<SaveOutcome>) => {
    const change = draft;
    if (!change || !store) {
      await save();
      return;
    }
    const cache = await imageCacheFor(store);
    const previous = await cache.get(foodkey);
    const next = change.value?.thumbnail ?? null;
    try {
      if (next) await cache.put(foodkey, next);
      else await cache.remove(foodkey);
    } catch (error) {
      throw new Error(imageProblemText(error), { cause: error });
    }
    // The record was not saved: its earlier thumbnail comes back.
    const putBack = () =>
      (previous ? cache.put(foodkey, previous) : cache.remove(foodkey)).catch(() => undefined);
    let outcome: SaveOutcome;
    try {
      outcome = await save();
    } catch (error) {
      await putBack();
      throw error;
    }
    outcome?.stored.catch(putBack);
  };

  return {
    picker: {
      value: draft ? draft.value : stored,
      loading: !draft && cached === undefined && image !== '',
      onChange: (next) => {
        setDraft({ value: next });
        setImageName(next?.name ?? '');
      },
    },
    commit,
  };
}
