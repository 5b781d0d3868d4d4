import { Stack, Text } from '@mantine/core';
import type { VenueStore } from '@larder/data';
import { withEntries, type CategoryListKey } from '@larder/domain';
import { useCategoryList, type CategoryList } from '../../components/catalogue/use-category-list';
import { announceSample } from '../../components/sample-venue/announce-sample';
import { SampleVenueAction } from '../../components/sample-venue/SampleVenueAction';
import type { OnSampleStep, SampleStep } from '../../components/sample-venue/sample-steps';
import { writeSampleVenue } from '../../components/sample-venue/write-sample-venue';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { confirm } from '../../state/dialog';

/** Filling a venue that is open already: its records, then the pictures. */
const FILL_STEPS: readonly SampleStep[] = ['records', 'pictures'];

/** The question asked before an empty venue is filled with the sample, in the interface language. */
export const fillQuestion = () => ({
  title: i18n.t('dashboard:sample.title'),
  message: i18n.t('dashboard:sample.message'),
  confirmText: i18n.t('dashboard:sample.confirm'),
});

/** A list's record as the venue has it (its stored record, else the list it loaded with). */
const listRecord = (key: CategoryListKey, list: CategoryList | undefined) =>
  list ? withEntries(key, list.record, list.entries) : null;

/** On the empty dashboard: fill this venue with the sample venue, after asking. */
export function SampleVenueOffer({ store }: { store: VenueStore }) {
  const ic = useCategoryList(store, 'IC');
  const rc = useCategoryList(store, 'RC');
  const sa = useCategoryList(store, 'SA');
  const { t } = useTranslation('dashboard');

  const run = async (onStep: OnSampleStep) => {
    const lists = { IC: listRecord('IC', ic), RC: listRecord('RC', rc), SA: listRecord('SA', sa) };
    announceSample(await writeSampleVenue(store, { lists, onStep }));
  };

  return (
    <Stack gap="xs">
      <Text size="sm">{t('sample.intro')}</Text>
      <SampleVenueAction steps={FILL_STEPS} run={run} confirm={() => confirm(fillQuestion())} />
    </Stack>
  );
}
