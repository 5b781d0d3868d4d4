import { numberText } from './amount-text';
import { roundHalfUp } from './label-rounding';

/** Serving grams as printed: nearest 0.1 g, no trailing zeros ("30", "27.5", "27,5"). */
export const servingGramsText = (grams: number, decimalComma = false): string =>
  numberText(roundHalfUp(grams, 0.1), null, decimalComma);

/**
 * The serving: household measure with the grams in brackets ("1 cup (228g)"), or the grams
 * alone ("55g") when there is no measure.
 */
export const servingSizeText = (
  grams: number,
  measure: string | null | undefined,
  options: { readonly unitSpace: boolean; readonly decimalComma?: boolean },
): string => {
  const g = `${servingGramsText(grams, options.decimalComma)}${options.unitSpace ? ' g' : 'g'}`;
  return measure ? `${measure} (${g})` : g;
};
