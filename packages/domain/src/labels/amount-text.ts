import type { Declared } from './declared';
import { normaliseAmount } from './label-rounding';

/** How a format prints numbers (nutrition-labels.md §1.6, §5.4). */
export interface TextStyle {
  /** Space between number and unit: "8 g" (true) or "8g" (US, false). */
  readonly unitSpace: boolean;
  /** Decimal comma (French Canadian tables). */
  readonly decimalComma: boolean;
  /** Space before "%": "3 %" (French Canadian) or "3%". */
  readonly percentSpace: boolean;
  /** A "less than" amount: ("1", "g") -> "less than 1g" (US) or "<1 g" (EU). */
  readonly lessThan: (limit: string, unit: string) => string;
}

/** A number with fixed decimals, or as few as needed when `decimals` is null. */
export const numberText = (value: number, decimals: number | null, comma: boolean): string => {
  const v = normaliseAmount(value);
  const s = decimals === null ? String(v) : v.toFixed(decimals);
  return comma ? s.replace('.', ',') : s;
};

/** The printed amount: "8g", "5.0 g", "2,5 g", "less than 1g", "<0.5 g"; unit may be ''. */
export const amountText = (d: Declared, unit: string, style: TextStyle): string => {
  if (d.kind === 'less-than')
    return style.lessThan(numberText(d.limit, d.decimals, style.decimalComma), unit);
  const n = numberText(d.value, d.decimals, style.decimalComma);
  if (unit === '') return n;
  return style.unitSpace ? `${n} ${unit}` : `${n}${unit}`;
};

/** A printed percentage: "6%" or "6 %". */
export const percentText = (value: number, style: TextStyle): string =>
  `${numberText(value, 0, style.decimalComma)}${style.percentSpace ? ' %' : '%'}`;

export const US_TEXT: TextStyle = {
  unitSpace: false,
  decimalComma: false,
  percentSpace: false,
  lessThan: (n, unit) => `less than ${n}${unit}`,
};

export const METRIC_TEXT: TextStyle = {
  unitSpace: true,
  decimalComma: false,
  percentSpace: false,
  lessThan: (n, unit) => `<${n} ${unit}`,
};

export const FRENCH_TEXT: TextStyle = { ...METRIC_TEXT, decimalComma: true, percentSpace: true };
