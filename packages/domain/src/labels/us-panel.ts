import type { PanelArrangement, PanelBase, PanelInput } from './panel-types';
import { servingSizeText } from './serving-size-text';
import { usLinear } from './us-linear';
import { US_COLUMNS, usRows } from './us-rows';
import { US_SIMPLIFIED_MIN_INSIGNIFICANT, usSimplified } from './us-simplified';
import {
  US_NUTRIENT_KEYS,
  usAmounts,
  usValueStrings,
  type UsNutrientKey,
  type UsValueKey,
} from './us-values';

export type UsFormat = 'us-std' | 'us-sim' | 'us-tab' | 'us-stab';

/** The keyed strings of nutrition-labels.md §6; us-sim adds its three entries. */
export type UsPanelValues = Readonly<Record<UsValueKey, string>> & {
  readonly simplifiedAllowed?: boolean;
  readonly rows?: readonly UsNutrientKey[];
  readonly notSignificantSourceOf?: readonly string[];
};

export interface UsPanel extends PanelBase {
  readonly jurisdiction: 'us';
  readonly values: UsPanelValues;
  /** The linear display (us-stab), for packages where the small table does not fit. */
  readonly linear: string | null;
}

const ARRANGEMENT: Readonly<Record<UsFormat, PanelArrangement>> = {
  'us-std': 'vertical',
  'us-sim': 'vertical',
  'us-tab': 'tabular',
  'us-stab': 'tabular-small',
};

/**
 * A US label (21 CFR 101.9; nutrition-labels.md §2). us-sim falls back to the us-std layout,
 * with the reason, when fewer than 8 of the 15 nutrients are insignificant (101.9(f)).
 */
export const usPanel = (format: UsFormat, input: PanelInput): UsPanel => {
  const a = usAmounts(input);
  const small = format === 'us-stab';
  const base = usValueStrings(a);
  const common = {
    jurisdiction: 'us',
    format,
    arrangement: ARRANGEMENT[format],
    language: 'en',
    columns: US_COLUMNS,
  } as const;
  if (format !== 'us-sim') {
    const servingSize = servingSizeText(input.servingSizeG, input.servingMeasure?.en, {
      unitSpace: false,
    });
    return {
      ...common,
      layout: format,
      fallback: null,
      rows: usRows(input, a, { keys: US_NUTRIENT_KEYS, small, notSignificantSourceOf: [] }),
      values: base,
      linear: small ? usLinear(a, servingSize, US_NUTRIENT_KEYS) : null,
    };
  }
  const sim = usSimplified(a);
  const values: UsPanelValues = {
    ...base,
    simplifiedAllowed: sim.allowed,
    rows: sim.rows,
    notSignificantSourceOf: sim.notSignificantSourceOf,
  };
  const rows = usRows(input, a, {
    keys: sim.rows,
    small: false,
    notSignificantSourceOf: sim.notSignificantSourceOf,
  });
  if (sim.allowed)
    return { ...common, layout: 'us-sim', fallback: null, rows, values, linear: null };
  return {
    ...common,
    layout: 'us-std',
    fallback: {
      from: 'us-sim',
      to: 'us-std',
      reason: 'too-few-insignificant-nutrients',
      message:
        `Only ${sim.insignificant.length} of the 15 nutrients are insignificant; the simplified ` +
        `format needs at least ${US_SIMPLIFIED_MIN_INSIGNIFICANT} (21 CFR 101.9(f)).`,
    },
    rows,
    values,
    linear: null,
  };
};
