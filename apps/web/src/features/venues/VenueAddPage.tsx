import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { saveVenue } from '../../api/larder-api';
import { flash } from '../../state/flash';
import { setSessionUser, useSession } from '../../state/session';
import { liveVenues } from '../../state/venue-selection';
import { useEnterVenue } from './use-enter-venue';
import { VenueForm } from './VenueForm';
import { toVenueSaveInput, type VenueFormValues } from './venue-form';

/** /venue-add: creates a venue, then opens it. */
export function VenueAddPage() {
  const { user } = useSession();
  const enterVenue = useEnterVenue();
  const hasVenues = liveVenues(user?.venues ?? []).length > 0;

  const save = async (values: VenueFormValues) => {
    try {
      const result = await saveVenue('add', toVenueSaveInput(values));
      setSessionUser(result.user);
      if (result.venue) await enterVenue(result.venue.id);
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : 'Error saving venue!',
      });
      throw error;
    }
  };

  return (
    <Stack gap="lg" maw={560} data-testid="venue-add">
      <Title order={1}>Add a venue</Title>
      <Text>
        {hasVenues
          ? 'Add another restaurant, kitchen or catering business.'
          : 'Welcome to Larder. Start with your first venue: a restaurant, kitchen or catering business.'}
      </Text>
      <VenueForm submitLabel="Create venue" onSave={save} />
      {hasVenues && (
        <Anchor component={Link} to="/venue-select">
          Back to your venues
        </Anchor>
      )}
    </Stack>
  );
}
