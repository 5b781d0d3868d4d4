import { useCallback, useRef, useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { saveErrorText } from '../catalogue/save-item';
import type { OnSampleStep, SampleStep } from './sample-steps';

/** Where a run of the sample venue is: idle, at a step, or failed with the reason. */
export type SampleRunState =
  | { readonly status: 'idle' }
  | { readonly status: 'working'; readonly step: SampleStep | null }
  | { readonly status: 'failed'; readonly error: string };

/** The text of a failed run: the reason, and that nothing of it was kept. */
export function sampleErrorText(error: unknown): string {
  return i18n.t('components:sampleVenue.failed', { reason: saveErrorText(error) });
}

/**
 * Runs the making of the sample venue once at a time, following its steps; a failure is kept
 * as its text until the next run. `run` answers whether it finished.
 */
export function useSampleRun() {
  const [state, setState] = useState<SampleRunState>({ status: 'idle' });
  const running = useRef(false);
  const run = useCallback(async (task: (onStep: OnSampleStep) => Promise<void>) => {
    if (running.current) return false;
    running.current = true;
    setState({ status: 'working', step: null });
    try {
      await task((step) => setState({ status: 'working', step }));
      setState({ status: 'idle' });
      return true;
    } catch (error) {
      setState({ status: 'failed', error: sampleErrorText(error) });
      return false;
    } finally {
      running.current = false;
    }
  }, []);
  return { state, run };
}
