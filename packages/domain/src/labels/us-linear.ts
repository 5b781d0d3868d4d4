import type { UsAmounts, UsNutrientKey } from './us-values';
import { US_DV_KEYS } from './us-values';
import {
  US_LABELS,
  US_SERVING_SIZE_SMALL,
  US_SMALL_FOOTNOTE,
  US_SMALL_LABELS,
  US_TITLE,
} from './us-wording';

const dvOf = (a: UsAmounts, key: UsNutrientKey): string | null =>
  (US_DV_KEYS as readonly string[]).includes(key)
    ? a.dv[key as (typeof US_DV_KEYS)[number]].text
    : null;

/**
 * The linear display for small packages (101.9(j)(13); nutrition-labels.md §2.5): one
 * continuous string, "Total Fat 0g (0% DV)", with the permitted abbreviations.
 */
export const usLinear = (
  a: UsAmounts,
  servingSize: string,
  keys: readonly UsNutrientKey[],
): string => {
  const parts: string[] = [];
  if (a.servingsPerContainer !== null) parts.push(`Servings: ${a.servingsPerContainer}`);
  parts.push(`${US_SERVING_SIZE_SMALL}: ${servingSize}`);
  const items: string[] = [];
  for (const key of keys) {
    const amount = a.amounts[key].text;
    const dv = dvOf(a, key);
    if (key === 'addedSugars') {
      const last = items.pop() ?? '';
      const inner = `Includes ${amount} ${US_LABELS.addedSugars}${dv ? `, ${dv} DV` : ''}`;
      items.push(last.endsWith(')') ? `${last.slice(0, -1)}; ${inner})` : `${last} (${inner})`);
      continue;
    }
    const name = US_SMALL_LABELS[key] ?? US_LABELS[key];
    items.push(`${name} ${amount}${dv ? ` (${dv} DV)` : ''}`);
  }
  return `${US_TITLE} ${parts.join(', ')}, Amount per serving: ${items.join(', ')}. ${US_SMALL_FOOTNOTE}`;
};
