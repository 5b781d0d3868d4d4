import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-errors';
import type { VenueData } from '../../api/api-types';
import { deleteVenue, fetchVenue, saveVenue } from '../../api/larder-api';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { confirm } from '../../state/dialog';
import { flash } from '../../state/flash';
import { setSessionUser } from '../../state/session';
import {
  clearVenue,
  forgetLastVenueId,
  readLastVenueId,
  updateCurrentVenueProfile,
  venueStore,
} from '../../state/venue';
import { liveVenues } from '../../state/venue-selection';
import { RestrictedGuard } from '../../components/restricted/RestrictedGuard';
import { ProBadge } from '../../components/pro/ProBadge';
import { useVenuePro } from '../../state/pro-status';
import { SiteSection } from './site/SiteSection';
import { VenueExportSection } from './venue-file/VenueExportSection';
import { VenueForm } from './VenueForm';
import { formValuesFromProfile, toVenueEditInput, type VenueFormValues } from './venue-form';

type Loaded =
  { state: 'loading' } | { state: 'ready'; data: VenueData } | { state: 'error'; message: string };

/** /venue-edit/{id}: the venue profile editor, with delete. Blocked in restricted mode. */
export function VenueEditPage() {
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>Venue profile</Title>
      <RestrictedGuard what="the venue profile">
        <VenueEditor />
      </RestrictedGuard>
    </Stack>
  );
}

function VenueEditor() {
  const { id = '' } = useParams();
  const go = useSignInNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [deleting, setDeleting] = useState(false);
  const pro = useVenuePro(id);

  useEffect(() => {
    let active = true;
    fetchVenue(id)
      .then((data) => active && setLoaded({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (!active) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? 'This venue was not found. It may have been deleted.'
            : error instanceof ApiError
              ? error.message
              : 'The venue could not be loaded.';
        setLoaded({ state: 'error', message });
      });
    return () => {
      active = false;
    };
  }, [id]);

  if (loaded.state === 'loading') return <Loader aria-label="Loading the venue" />;
  if (loaded.state === 'error') {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Venue not available" role="alert">
          {loaded.message}
        </Alert>
        <Anchor component={Link} to="/venue-select">
          Back to your venues
        </Anchor>
      </Stack>
    );
  }

  const { venue, settings } = loaded.data;

  const save = async (values: VenueFormValues) => {
    try {
      const input = toVenueEditInput(values, venue.id, settings.PROFILE);
      const result = await saveVenue('edit', input);
      setSessionUser(result.user);
      const profile = { ...settings.PROFILE, ...input.PROFILE };
      updateCurrentVenueProfile(venue.id, values.venue_name.trim(), {
        ...profile,
        skey: 'PROFILE',
        venue_name: values.venue_name.trim(),
      });
      flash({ type: 'info', text: 'Venue saved.' });
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : 'Error saving venue!',
      });
      throw error;
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: 'Delete venue',
      message: `Delete ${venue.venue_name}? Its data is removed from your venues on every device.`,
      confirmText: 'Delete venue',
      rejectText: 'Keep venue',
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      const user = await deleteVenue(venue.id);
      setSessionUser(user);
      if (venueStore.get().current?.id === venue.id) clearVenue();
      if (readLastVenueId() === venue.id) forgetLastVenueId();
      flash({ type: 'info', text: `${venue.venue_name} deleted.` });
      await go(liveVenues(user.venues).length > 0 ? '/venue-select' : '/venue-add', {
        noHistory: true,
      });
    } catch (error) {
      flash({ type: 'error', text: error instanceof ApiError ? error.message : 'Not deleted.' });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          The name and contact details of {venue.venue_name}.
        </Text>
        <ProBadge pro={pro} />
        <Anchor component={Link} to="/subscription-manage" size="sm">
          {pro ? 'Your plan' : 'Upgrade to Pro'}
        </Anchor>
      </Group>
      <VenueForm
        initialValues={formValuesFromProfile(venue.venue_name, settings.PROFILE)}
        submitLabel="Save venue"
        onSave={save}
        extraActions={
          <Button color="red" variant="light" onClick={() => void remove()} loading={deleting}>
            Delete venue
          </Button>
        }
      />
      <VenueExportSection
        venueId={venue.id}
        venueName={venue.venue_name}
        profile={settings.PROFILE ?? null}
      />
      <SiteSection venueId={venue.id} />
      <Anchor component={Link} to="/venue-select">
        Back to your venues
      </Anchor>
    </Stack>
  );
}
