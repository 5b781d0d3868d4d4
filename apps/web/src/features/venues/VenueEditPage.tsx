import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/api-errors';
import type { VenueData } from '../../api/api-types';
import { deleteVenue, fetchVenue, saveVenue } from '../../api/larder-api';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { LoadingSpinner } from '../../components/loading/LoadingSpinner';
import { i18n } from '../../i18n/i18n';
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
  const { t } = useTranslation('venues');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1}>{t('edit.title')}</Title>
      <RestrictedGuard what={t('edit.guardWhat')}>
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
  const { t } = useTranslation('venues');

  useEffect(() => {
    let active = true;
    fetchVenue(id)
      .then((data) => active && setLoaded({ state: 'ready', data }))
      .catch((error: unknown) => {
        if (!active) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? i18n.t('venues:edit.notFound')
            : error instanceof ApiError
              ? error.message
              : i18n.t('venues:edit.loadFailed');
        setLoaded({ state: 'error', message });
      });
    return () => {
      active = false;
    };
  }, [id]);

  if (loaded.state === 'loading') return <LoadingSpinner label={t('edit.loading')} />;
  if (loaded.state === 'error') {
    return (
      <Stack gap="sm">
        <Alert color="red" title={t('edit.unavailable')} role="alert">
          {loaded.message}
        </Alert>
        <Anchor component={Link} to="/venue-select">
          {t('back')}
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
      flash({ type: 'info', text: t('edit.saved') });
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : t('add.saveFailed'),
      });
      throw error;
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: t('edit.delete'),
      message: t('edit.deleteQuestion', { name: venue.venue_name }),
      confirmText: t('edit.delete'),
      rejectText: t('edit.keep'),
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      const user = await deleteVenue(venue.id);
      setSessionUser(user);
      if (venueStore.get().current?.id === venue.id) clearVenue();
      if (readLastVenueId() === venue.id) forgetLastVenueId();
      flash({ type: 'info', text: t('edit.deleted', { name: venue.venue_name }) });
      await go(liveVenues(user.venues).length > 0 ? '/venue-select' : '/venue-add', {
        noHistory: true,
      });
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof ApiError ? error.message : t('edit.notDeleted'),
      });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text c="dimmed" size="sm">
          {t('edit.intro', { name: venue.venue_name })}
        </Text>
        <ProBadge pro={pro} />
        <Anchor component={Link} to="/subscription-manage" size="sm">
          {pro ? t('edit.yourPlan') : t('edit.upgrade')}
        </Anchor>
      </Group>
      <VenueForm
        initialValues={formValuesFromProfile(venue.venue_name, settings.PROFILE)}
        submitLabel={t('edit.save')}
        onSave={save}
        extraActions={
          <Button color="red" variant="light" onClick={() => void remove()} loading={deleting}>
            {t('edit.delete')}
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
        {t('back')}
      </Anchor>
    </Stack>
  );
}
