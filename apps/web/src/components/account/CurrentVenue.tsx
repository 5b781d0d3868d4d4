import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useVenuePro } from '../../state/pro-status';
import { useVenue } from '../../state/venue';
import { ProBadge } from '../pro/ProBadge';

/** The current venue's name in the side bar, with PRO/FREE and a link to switch venue. */
export function CurrentVenue() {
  const { t } = useTranslation('components');
  const { current } = useVenue();
  const pro = useVenuePro(current?.id);
  if (!current) {
    return (
      <Anchor component={Link} to="/venue-select" size="sm">
        {t('account.chooseVenue')}
      </Anchor>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid="current-venue">
      <Text fw={600} size="sm" truncate maw={220} data-testid="current-venue-name">
        {current.venue_name}
      </Text>
      <ProBadge pro={pro} size="xs" />
      <Anchor component={Link} to="/venue-select" size="xs">
        {t('account.switchVenue')}
      </Anchor>
    </Group>
  );
}
