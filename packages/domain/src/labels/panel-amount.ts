import { amountText, percentText, type TextStyle } from './amount-text';
import { declaredValue, type Declared } from './declared';
import { normaliseAmount } from './label-rounding';

/** One printed cell: the text exactly as on the label and the numbers behind it. */
export interface PanelAmount {
  /** "8g", "less than 1g", "<0.5 g", "2,5 g", "6%". */
  readonly text: string;
  /** The declared (rounded) number; null when the text is a "less than" form. */
  readonly value: number | null;
  /** The unrounded amount (normalised to 9 decimals). */
  readonly raw: number;
  /** 'g', 'mg', 'mcg', 'kJ', 'kcal', 'Cal', '%' or '' (calories). */
  readonly unit: string;
}

export const panelAmount = (
  declared: Declared,
  raw: number,
  unit: string,
  style: TextStyle,
): PanelAmount => ({
  text: amountText(declared, unit, style),
  value: declaredValue(declared),
  raw: normaliseAmount(raw),
  unit,
});

export const panelPercent = (value: number, raw: number, style: TextStyle): PanelAmount => ({
  text: percentText(value, style),
  value,
  raw: normaliseAmount(raw),
  unit: '%',
});

/**
 * The amount a %DV/%RI/%DI is computed from (nutrition-labels.md §1.4): the declared amount,
 * or the unrounded one when the declared amount is a "less than" text.
 */
export const percentBasis = (a: PanelAmount): number => a.value ?? a.raw;

/** The printed texts of a record of cells (the keyed strings of nutrition-labels.md §6). */
export const amountStrings = <K extends string>(
  cells: Readonly<Record<K, PanelAmount>>,
): Record<K, string> => {
  const out = {} as Record<K, string>;
  for (const [k, v] of Object.entries(cells) as [K, PanelAmount][]) out[k] = v.text;
  return out;
};
