import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchUser } from '../../api/larder-api';
import { allowedVenueCount, venueIsPro } from '../../state/pro-status';
import { ProBadge } from '../../components/pro/ProBadge';
import { setSessionUser, useSession } from '../../state/session';
import { useVenue } from '../../state/venue';
import { liveVenues } from '../../state/venue-selection';
import { useEnterVenue } from './use-enter-venue';

/** /venue-select: the user's venues (not deleted), each PRO or FREE; choosing one opens it. */
export function VenueSelectPage() {
  const { user } = useSession();
  const { current } = useVenue();
  const enterVenue = useEnterVenue();
  const [opening, setOpening] = useState<string | null>(null);
  const { t } = useTranslation(['venues', 'common']);
  const venues = user?.venues ?? [];
  const live = liveVenues(venues);

  // Venues may have changed on another device: refresh the list once.
  useEffect(() => {
    let active = true;
    fetchUser()
      .then((fresh) => active && setSessionUser(fresh))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  const open = async (venueId: string) => {
    setOpening(venueId);
    try {
      await enterVenue(venueId);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="lg" maw={640} data-testid="venue-select">
      <Title order={1}>{t('select.title')}</Title>
      {live.length === 0 ? (
        <Alert color="blue" title={t('select.noneTitle')}>
          {t('select.none')}
        </Alert>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {live.map((venue) => {
            const pro = venueIsPro(venues, venue.id, allowedVenueCount(user));
            return (
              <Card
                component="li"
                key={venue.id}
                withBorder
                padding="md"
                data-testid="venue-option"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Text fw={600} data-testid="venue-option-name">
                      {venue.venue_name}
                    </Text>
                    <ProBadge pro={pro} />
                    {current?.id === venue.id && (
                      <Badge variant="outline" color="teal">
                        {t('select.current')}
                      </Badge>
                    )}
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/venue-edit/${venue.id}`} size="sm">
                      {t('common:edit')}
                    </Anchor>
                    <Button
                      size="xs"
                      onClick={() => void open(venue.id)}
                      loading={opening === venue.id}
                      aria-label={t('select.openVenue', { name: venue.venue_name })}
                    >
                      {t('select.open')}
                    </Button>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      <Group>
        <Button component={Link} to="/venue-add" variant="light">
          {t('select.add')}
        </Button>
      </Group>
    </Stack>
  );
}
