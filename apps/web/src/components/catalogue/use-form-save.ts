import type { WireIssue } from '@larder/domain';
import { useState } from 'react';
import { trialLimitIssueOf } from '../pro/trial-limit-error';

/** A form's save in progress and the error of its last save, for the form's footer. */
export interface FormSave {
  saving: boolean;
  saveError: string | null;
  /** The last save was refused for the venue's trial limit: the footer offers the upgrade. */
  trialLimit: WireIssue | null;
  /** Runs a save: marks the form saving, and keeps the message of a failure. */
  run(save: () => Promise<unknown>): Promise<void>;
}

/**
 * The save state of a catalogue form. A failure's message is kept (and shown by FormFooter)
 * until the next save; nothing is changed before a save that has no earlier error to clear.
 */
export function useFormSave(): FormSave {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [trialLimit, setTrialLimit] = useState<WireIssue | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    setSaving(true);
    if (saveError !== null) setSaveError(null);
    if (trialLimit !== null) setTrialLimit(null);
    try {
      await save();
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
      setTrialLimit(trialLimitIssueOf(error) ?? null);
    } finally {
      setSaving(false);
    }
  };
  return { saving, saveError, trialLimit, run };
}
