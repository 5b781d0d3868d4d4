import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/catalogue/save-item';
import { downloadBlob } from '../../../components/labels/label-export';
import { useStore } from '../../../state/create-store';
import { venueStore } from '../../../state/venue';
import { useVenueStore } from '../../../state/venue-data';
import { i18n } from '../../../i18n/i18n';
import { exportStepText, venueWorkbook, venueZip, type ExportStepName } from './venue-exports';

type Run =
  | { status: 'idle' }
  | { status: 'working'; what: 'zip' | 'xlsx'; step: ExportStepName | null }
  | { status: 'failed'; error: string };

const ZIP_STEPS: readonly ExportStepName[] = ['records', 'pictures', 'zip'];
const XLSX_STEPS: readonly ExportStepName[] = ['records', 'workbook'];

/** How far along an export is at `step`, in percent (a step counts once it starts). */
export function exportProgress(steps: readonly ExportStepName[], step: ExportStepName | null) {
  const at = step === null ? -1 : steps.indexOf(step);
  return Math.round(((at + 1) / (steps.length + 1)) * 100);
}

/**
 * "Export venue" (one .zip holding every record and picture, to import as a new venue) and
 * "Export workbook" (an .xlsx with a sheet per kind of record, for people), with the progress
 * of each step and the reason when it failed. Only the venue open on this device is exported:
 * its records are here.
 */
export function VenueExportSection({
  venueId,
  venueName,
  profile,
}: {
  venueId: string;
  venueName: string;
  profile: object | null;
}) {
  const store = useVenueStore();
  const openId = useStore(venueStore).current?.id;
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const running = useRef(false);
  const open = store !== null && openId === venueId;
  const { t } = useTranslation('venues');

  const start = async (what: 'zip' | 'xlsx') => {
    if (!store || running.current) return;
    running.current = true;
    setRun({ status: 'working', what, step: null });
    const onStep = (step: ExportStepName) => setRun({ status: 'working', what, step });
    try {
      const file =
        what === 'zip'
          ? await venueZip(store, { name: venueName, profile }, onStep)
          : await venueWorkbook(store, venueName, onStep);
      downloadBlob(file.blob, file.fileName);
      setRun({ status: 'idle' });
    } catch (error) {
      setRun({
        status: 'failed',
        error: i18n.t('venues:export.failed', { reason: saveErrorText(error) }),
      });
    } finally {
      running.current = false;
    }
  };

  const working = run.status === 'working';
  return (
    <Stack gap="xs" data-testid="venue-export">
      <Title order={2} size="h4">
        {t('export.title')}
      </Title>
      {open ? (
        <Text size="sm" c="dimmed">
          {t('export.intro', { name: venueName })}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" data-testid="venue-export-closed">
          {t('export.closed', { name: venueName })}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => void start('zip')}
          disabled={!open || working}
          loading={working && run.what === 'zip'}
          data-testid="export-venue-file"
        >
          {t('export.venue')}
        </Button>
        <Button
          variant="light"
          onClick={() => void start('xlsx')}
          disabled={!open || working}
          loading={working && run.what === 'xlsx'}
          data-testid="export-venue-workbook"
        >
          {t('export.workbook')}
        </Button>
      </Group>
      {working && (
        <Stack gap={4} role="status" aria-live="polite" data-testid="venue-export-progress">
          <Progress
            value={exportProgress(run.what === 'zip' ? ZIP_STEPS : XLSX_STEPS, run.step)}
            animated
            aria-label={t('export.progress')}
          />
          <Text size="sm" c="dimmed">
            {run.step ? exportStepText(run.step) : t('export.starting')}
          </Text>
        </Stack>
      )}
      {run.status === 'failed' && (
        <Alert color="red" title={t('export.failedTitle')} data-testid="venue-export-error">
          {run.error}
        </Alert>
      )}
    </Stack>
  );
}
