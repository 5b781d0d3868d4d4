import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { venueIsPro } from '../../state/pro-status';
import { useSession } from '../../state/session';
import { useVenue } from '../../state/venue';

/** The current venue's name in the app header, with Pro/Free and a link to switch venue. */
export function CurrentVenue() {
  const { current } = useVenue();
  const { user } = useSession();
  if (!current) {
    return (
      <Anchor component={Link} to="/venue-select" size="sm">
        Choose a venue
      </Anchor>
    );
  }
  const pro = venueIsPro(user?.venues ?? [], current.id);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="current-venue">
      <Text fw={600} size="sm" truncate maw={220} data-testid="current-venue-name">
        {current.venue_name}
      </Text>
      <Badge size="xs" variant="light" color={pro ? 'teal' : 'gray'}>
        {pro ? 'Pro' : 'Free'}
      </Badge>
      <Anchor component={Link} to="/venue-select" size="xs">
        Switch venue
      </Anchor>
    </Group>
  );
}
