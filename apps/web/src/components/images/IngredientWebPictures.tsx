import { useVenueStore } from '../../state/venue-data';
import type { ImagePickerProps } from './ImagePicker';
import {
  suggestionFileName,
  suggestionThumbnail,
  type SuggestionThumbnail,
} from './suggestion-thumbnail';
import { useImageSuggestions } from './use-image-suggestions';
import { WebPictureSuggestions } from './WebPictureSuggestions';

/**
 * The web pictures suggested for an ingredient of the form while it has no image: "Use this
 * picture" makes the picture's 'small' thumbnail (in the sync worker) and puts it in the
 * form's Image field, saved with the item through the image path of every picked picture;
 * Dismiss drops them. Nothing shows while the item has an image, or none was found (image
 * search off on the server, offline, nothing found).
 */
export function IngredientWebPictures({
  foodkey,
  picker,
  makeThumbnail = suggestionThumbnail,
}: {
  /** The saved item's key; null for a new one (nothing was looked up for it). */
  foodkey: string | null;
  picker: Pick<ImagePickerProps, 'value' | 'onChange' | 'loading'>;
  makeThumbnail?: SuggestionThumbnail;
}) {
  const store = useVenueStore();
  const { candidates, dismiss } = useImageSuggestions(store, foodkey);
  if (picker.value || picker.loading) return null;
  return (
    <WebPictureSuggestions
      candidates={candidates}
      onUse={async (candidate) => {
        const thumbnail = await makeThumbnail(candidate);
        picker.onChange({ name: suggestionFileName(candidate), thumbnail });
      }}
      onDismiss={dismiss}
    />
  );
}
