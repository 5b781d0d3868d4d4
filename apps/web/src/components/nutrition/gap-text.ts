import type { NutritionGap, NutritionGapReason } from '@larder/domain';

const REASONS: Readonly<Record<NutritionGapReason, string>> = {
  'no-nutrition': 'no nutrition data',
  'unknown-food': 'its USDA id is not in the bundled database',
  'unusable-entry': 'its manual entry does not convert to grams (add a volume = weight conversion)',
  'lines-missing': 'lines without nutrition data',
  'not-in-grams': 'its lines do not all convert to grams',
};

/** Why an item's nutrition is incomplete, as a sentence part. */
export function gapText(gap: NutritionGap, nameOf: (foodkey: string) => string): string {
  if (gap.reason === 'lines-missing')
    return `${REASONS[gap.reason]}: ${gap.lines.map(nameOf).join(', ')}`;
  return REASONS[gap.reason];
}
