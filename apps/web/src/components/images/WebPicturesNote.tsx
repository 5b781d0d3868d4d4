import { Anchor, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useImageSuggestions } from './use-image-suggestions';

/**
 * On an ingredient's page, while it has no image: how many pictures were found for it on the
 * web, with a link to its form, where one is chosen. Nothing when none were found (image
 * search off, offline, nothing found) or the user may not edit.
 */
export function WebPicturesNote({
  store,
  item,
  editPath,
}: {
  store: VenueStore;
  item: { foodkey: string; image?: string | null | undefined };
  editPath: string | null;
}) {
  const { t } = useTranslation('components');
  const { candidates } = useImageSuggestions(store, item.image ? null : item.foodkey);
  if (item.image || !editPath || candidates.length === 0) return null;
  const count = candidates.length;
  return (
    <Text size="sm" data-testid="web-pictures-note">
      {t('images.web.found', { count })}{' '}
      <Anchor component={Link} to={editPath}>
        {t('images.web.chooseImage')}
      </Anchor>
    </Text>
  );
}
