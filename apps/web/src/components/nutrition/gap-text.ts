import type { NutritionGap, NutritionGapReason } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

const reasonText = (reason: NutritionGapReason): string =>
  i18n.t(`components:nutrition.gaps.${reason}`);

/** Why an item's nutrition is incomplete, as a sentence part, in the interface language. */
export function gapText(gap: NutritionGap, nameOf: (foodkey: string) => string): string {
  if (gap.reason === 'lines-missing') {
    return i18n.t('components:nutrition.gaps.linesNamed', {
      reason: reasonText(gap.reason),
      lines: gap.lines.map(nameOf).join(', '),
    });
  }
  return reasonText(gap.reason);
}
