import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  sampleProgress,
  SAMPLE_STEP_TEXTS,
  type OnSampleStep,
  type SampleStep,
} from './sample-steps';
import { useSampleRun } from './use-sample-run';

/**
 * "Try the sample venue": the button, the progress of its steps while it works (the button
 * waits meanwhile) and the reason when it failed. `confirm` may ask first (false: nothing
 * runs); `run` does the work, reporting each step; `onDone` follows a finished run.
 */
export function SampleVenueAction({
  steps,
  run,
  confirm,
  onDone,
  onBusy,
}: {
  steps: readonly SampleStep[];
  run: (onStep: OnSampleStep) => Promise<void>;
  confirm?: () => Promise<boolean>;
  onDone?: () => void;
  /** Told when a run starts and ends (a page may hold its other actions meanwhile). */
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation('components');
  const { state, run: start } = useSampleRun();
  const working = state.status === 'working';

  const click = async () => {
    if (confirm && !(await confirm())) return;
    onBusy?.(true);
    const finished = await start(run);
    onBusy?.(false);
    if (finished) onDone?.();
  };

  return (
    <Stack gap="xs" data-testid="sample-venue">
      <Button
        variant="light"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => void click()}
        loading={working}
        disabled={working}
        data-testid="try-sample-venue"
      >
        {t('sampleVenue.try')}
      </Button>
      {working && (
        <Stack gap={4} role="status" aria-live="polite" data-testid="sample-venue-progress">
          <Progress
            value={state.step ? sampleProgress(steps, state.step) : 0}
            animated
            aria-label={t('sampleVenue.progress')}
          />
          <Text size="sm" c="dimmed">
            {state.step ? SAMPLE_STEP_TEXTS[state.step] : t('sampleVenue.starting')}
          </Text>
        </Stack>
      )}
      {state.status === 'failed' && (
        <Alert color="red" title={t('sampleVenue.notAdded')} data-testid="sample-venue-error">
          {state.error}
        </Alert>
      )}
    </Stack>
  );
}
