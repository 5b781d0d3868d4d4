import { Anchor, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saveVenue } from '../../api/larder-api';
import { takePreviousRoute } from '../../auth/after-sign-in';
import { useSignInNavigate } from '../../auth/use-sign-in-navigate';
import { announceSample } from '../../components/sample-venue/announce-sample';
import { createSampleVenue } from '../../components/sample-venue/create-sample-venue';
import { SampleVenueAction } from '../../components/sample-venue/SampleVenueAction';
import { SAMPLE_STEPS, type OnSampleStep } from '../../components/sample-venue/sample-steps';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { flash } from '../../state/flash';
import { setSessionUser, useSession } from '../../state/session';
import { liveVenues } from '../../state/venue-selection';
import { useEnterVenue } from './use-enter-venue';
import { VenueImportSection } from './venue-file/VenueImportSection';
import { VenueForm } from './VenueForm';
import { toVenueSaveInput, type VenueFormValues } from './venue-form';

/** The message after a venue file was imported as a new venue. */
export function importedText(
  name: string,
  made: { items: number; records: number; pictures: number },
): string {
  return i18n.t('venues:add.imported', {
    name,
    items: formatNumber(made.items),
    records: formatNumber(made.records),
    pictures: formatNumber(made.pictures),
  });
}

/**
 * /venue-add: creates a venue, then opens it; or creates and opens the sample venue; or
 * creates a venue from a venue file.
 */
export function VenueAddPage() {
  const { user } = useSession();
  const enterVenue = useEnterVenue();
  const go = useSignInNavigate();
  const [trying, setTrying] = useState(false);
  const hasVenues = liveVenues(user?.venues ?? []).length > 0;
  const { t } = useTranslation('venues');

  const save = async (values: VenueFormValues) => {
    try {
      const result = await saveVenue('add', toVenueSaveInput(values));
      setSessionUser(result.user);
      if (result.venue) await enterVenue(result.venue.id);
    } catch (error) {
      flash({
        type: 'error',
        text: error instanceof Error ? error.message : t('add.saveFailed'),
      });
      throw error;
    }
  };

  const trySample = async (onStep: OnSampleStep) => {
    announceSample((await createSampleVenue({ onStep })).written);
  };

  return (
    <Stack gap="lg" maw={560} data-testid="venue-add">
      <Title order={1}>{t('add.title')}</Title>
      <Text>{hasVenues ? t('add.another') : t('add.welcome')}</Text>
      <fieldset disabled={trying} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <VenueForm submitLabel={t('add.create')} onSave={save} />
      </fieldset>
      <Divider label={t('add.or')} labelPosition="center" />
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('add.sampleTitle')}
          </Title>
          <Text size="sm">{t('add.sample')}</Text>
          <SampleVenueAction
            steps={SAMPLE_STEPS}
            run={trySample}
            onBusy={setTrying}
            onDone={() => void go(takePreviousRoute())}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <VenueImportSection
          onBusy={setTrying}
          onDone={(made, name) => {
            flash({ type: 'info', text: importedText(name, made) });
            void go(takePreviousRoute());
          }}
        />
      </Paper>
      {hasVenues && (
        <Anchor component={Link} to="/venue-select">
          {t('back')}
        </Anchor>
      )}
    </Stack>
  );
}
