import type { LabelFormat } from '@larder/domain';
import { useCallback, useState } from 'react';
import { useSession } from '../../state/session';
import { currentLabelFormat, saveLabelFormat } from './label-format-choice';

/**
 * The label format of the label section: opens in the user's nutritionLabelFormat (or the
 * device's), and a format picked here is remembered as nutritionLabelFormat for next time.
 */
export function useLabelFormat(): [LabelFormat, (format: LabelFormat) => void] {
  const { user } = useSession();
  const [picked, setPicked] = useState<LabelFormat | null>(null);
  const pick = useCallback(
    (format: LabelFormat) => {
      setPicked(format);
      void saveLabelFormat(format, user);
    },
    [user],
  );
  return [picked ?? currentLabelFormat(user), pick];
}
