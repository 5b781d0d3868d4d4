import type { LabelFormat, PanelSize, RuleWeight } from '@larder/domain';

/** Type sizes, rules and measures of one label layout, in points. */
export interface LabelStyle {
  readonly width: number;
  readonly pad: number;
  /** Outline of the label. */
  readonly border: number;
  readonly sizes: Readonly<Record<PanelSize, number>>;
  /** The calorie number (US: at least 22 pt, at the right of "Calories"). */
  readonly calorieNumber: number;
  /** US: the calorie number at the right; Canada: right after "Calories". */
  readonly caloriesNumberRight: boolean;
  readonly rules: Readonly<Record<RuleWeight, number>>;
  /** Indent per level of a nutrient name. */
  readonly indent: number;
  /** Space added to a nutrient line's height. */
  readonly rowGap: number;
  /** Hairlines between nutrient lines. */
  readonly hairlines: boolean;
}

const US_RULES = { hairline: 0.25, medium: 3.5, thick: 7 } as const;
const CA_RULES = { hairline: 0.5, medium: 1, thick: 2.5 } as const;
const GRID_RULES = { hairline: 0.5, medium: 1, thick: 1.5 } as const;

/**
 * US 101.9(d)(1)(iii): nutrients ≥ 8 pt, "Amount per serving", "% Daily Value" and footnote
 * ≥ 6 pt, servings and serving size ≥ 10 pt, "Calories" ≥ 16 pt and its number ≥ 22 pt,
 * "Nutrition Facts" largest apart from the calorie number (nutrition-labels.md §2.2).
 */
const US: LabelStyle = {
  width: 216,
  pad: 4,
  border: 0.5,
  sizes: { title: 24, large: 16, medium: 10, normal: 8, small: 7 },
  calorieNumber: 22,
  caloriesNumberRight: true,
  rules: US_RULES,
  indent: 10,
  rowGap: 2.5,
  hairlines: true,
};

/** US small packages 101.9(j)(13): "Calories" 10 pt, its number 14 pt, servings 9 pt (§2.5). */
const US_SMALL: LabelStyle = {
  ...US,
  sizes: { title: 13, large: 10, medium: 9, normal: 8, small: 6 },
  calorieNumber: 14,
  rules: { hairline: 0.25, medium: 2, thick: 4 },
  indent: 6,
  rowGap: 1.5,
};

/** Canada Fig. 1.1: nutrients 8 pt; horizontal Fig. 4.1(B): 7 pt (§5.3). */
const CA: LabelStyle = {
  width: 180,
  pad: 5,
  border: 0.5,
  sizes: { title: 13, large: 10, medium: 8, normal: 8, small: 6.5 },
  calorieNumber: 10,
  caloriesNumberRight: false,
  rules: CA_RULES,
  indent: 8,
  rowGap: 3,
  hairlines: true,
};

/** EU x-height ≥ 1.2 mm (Art. 13(2)): 8 pt in this face (x-height 0.52 em ≈ 1.47 mm). */
const GRID: LabelStyle = {
  width: 230,
  pad: 5,
  border: 0.75,
  sizes: { title: 10, large: 8, medium: 8, normal: 8, small: 7 },
  calorieNumber: 8,
  caloriesNumberRight: true,
  rules: GRID_RULES,
  indent: 8,
  rowGap: 3.5,
  hairlines: true,
};

export const LABEL_STYLES: Readonly<Record<LabelFormat, LabelStyle>> = {
  'us-std': US,
  'us-sim': US,
  'us-tab': { ...US, width: 440 },
  'us-stab': { ...US_SMALL, width: 340 },
  'ca-std-eng': CA,
  'ca-std-fr': CA,
  'ca-bi': { ...CA, width: 205 },
  'ca-bi-hor': {
    ...CA,
    width: 480,
    sizes: { title: 10, large: 9, medium: 7, normal: 7, small: 6 },
    rowGap: 2.5,
  },
  'eu-std': GRID,
  'eu-ext': { ...GRID, width: 330 },
  'au-std': { ...GRID, width: 260 },
  'au-ext': { ...GRID, width: 340 },
};
