import { i18n } from '../../i18n/i18n';

/** The steps of making the sample venue, in order. */
export const SAMPLE_STEPS = ['venue', 'open', 'records', 'pictures'] as const;
export type SampleStep = (typeof SAMPLE_STEPS)[number];

/** What the progress says at each step, in the interface language (read when shown). */
export const SAMPLE_STEP_TEXTS: Readonly<Record<SampleStep, string>> = {
  get venue() {
    return i18n.t('components:sampleVenue.steps.venue');
  },
  get open() {
    return i18n.t('components:sampleVenue.steps.open');
  },
  get records() {
    return i18n.t('components:sampleVenue.steps.records');
  },
  get pictures() {
    return i18n.t('components:sampleVenue.steps.pictures');
  },
};

/** How far along a run of `steps` is at `step`, in percent (a step counts once it starts). */
export function sampleProgress(steps: readonly SampleStep[], step: SampleStep): number {
  const at = steps.indexOf(step);
  return at < 0 ? 0 : Math.round(((at + 1) / (steps.length + 1)) * 100);
}

/** Reports the step a run has reached. */
export type OnSampleStep = (step: SampleStep) => void;
