import { Box, Image, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { THUMBNAIL_EDGES } from '@larder/domain';
import { useTranslation } from 'react-i18next';
import { useThumbnail } from './use-thumbnail';

/**
 * An item's cached thumbnail at its own pixel size; a note when the item names a picture this
 * device keeps no thumbnail of; nothing when the item has no image (its `image` is empty).
 */
export function IngredientThumbnail({
  store,
  item,
}: {
  store: VenueStore;
  item: { foodkey: string; name?: string | null | undefined; image?: string | null | undefined };
}) {
  const { t } = useTranslation('components');
  // A thumbnail left behind by an earlier item of the same key is not this item's picture.
  const thumbnail = useThumbnail(store, item.image ? item.foodkey : null);
  if (!item.image) return null;
  if (thumbnail === undefined) return <Box w={THUMBNAIL_EDGES.small} h={THUMBNAIL_EDGES.small} />;
  if (thumbnail) {
    return (
      <Image
        src={thumbnail.dataUrl}
        width={thumbnail.width}
        height={thumbnail.height}
        w={thumbnail.width}
        h={thumbnail.height}
        radius="sm"
        alt={t('images.pictureOf', { name: item.name ?? item.foodkey })}
        data-testid="ingredient-thumbnail"
      />
    );
  }
  return (
    <Text size="xs" c="dimmed" data-testid="ingredient-thumbnail-missing">
      {t('images.missingThumbnail', { image: item.image })}
    </Text>
  );
}
