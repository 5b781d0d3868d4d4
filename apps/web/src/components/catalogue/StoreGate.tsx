import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVenueStore } from '../../state/venue-data';

/** Renders its children with the open venue's store; a clear notice until a venue is loaded. */
export function StoreGate({
  children,
  title,
}: {
  children: (store: VenueStore) => ReactNode;
  /** A page heading for the notice, on pages whose heading comes from the item. */
  title?: string;
}) {
  const { t } = useTranslation('components');
  const store = useVenueStore();
  if (!store) {
    const notice = (
      <Alert color="gray" title={t('catalogue.noVenue')} data-testid="no-venue">
        <Text size="sm">{t('catalogue.noVenueText')}</Text>
        <Anchor component={Link} to="/venue-select" size="sm">
          {t('account.chooseVenue')}
        </Anchor>
      </Alert>
    );
    return title ? (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {notice}
      </Stack>
    ) : (
      notice
    );
  }
  return <>{children(store)}</>;
}
