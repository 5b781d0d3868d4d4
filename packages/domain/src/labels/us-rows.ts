import { columnsRow, footnoteRow, nutrientRow, ruleRow, textRow, titleRow } from './panel-rows';
import type { PanelColumn, PanelInput, PanelRow } from './panel-types';
import { servingSizeText } from './serving-size-text';
import { notSignificantText } from './us-simplified';
import {
  US_DV_KEYS,
  US_VITAMIN_KEYS,
  type UsAmounts,
  type UsDvKey,
  type UsNutrientKey,
} from './us-values';
import {
  US_AMOUNT_PER_SERVING,
  US_DV_HEADING,
  US_FOOTNOTE,
  US_LABELS,
  US_SERVING_SIZE,
  US_SERVING_SIZE_SMALL,
  US_SMALL_FOOTNOTE,
  US_SMALL_LABELS,
  US_TITLE,
  usAddedSugarsLabel,
  usServingsText,
} from './us-wording';

export const US_COLUMNS: readonly PanelColumn[] = [
  { key: 'perServing', heading: [], percent: false },
  { key: 'dv', heading: [US_DV_HEADING], percent: true },
];

/** Non-indented names are bold (101.9(d)(1)(iv)); indent 1 under fat/carbohydrate, 2 added sugars. */
const INDENT: Readonly<Partial<Record<UsNutrientKey, 1 | 2>>> = {
  satFat: 1,
  transFat: 1,
  fiber: 1,
  totalSugars: 1,
  addedSugars: 2,
};

const isVitamin = (key: UsNutrientKey): boolean =>
  (US_VITAMIN_KEYS as readonly string[]).includes(key);
const hasDv = (key: UsNutrientKey): key is UsDvKey =>
  (US_DV_KEYS as readonly string[]).includes(key);

export interface UsRowOptions {
  /** Nutrient keys shown, in order (all 15, or the simplified selection). */
  readonly keys: readonly UsNutrientKey[];
  /** Small-package abbreviations and footnote (us-stab). */
  readonly small: boolean;
  /** Omitted nutrients for "Not a significant source of …" (us-sim). */
  readonly notSignificantSourceOf: readonly string[];
}

const nutrientRows = (a: UsAmounts, key: UsNutrientKey, small: boolean): PanelRow => {
  const amount = a.amounts[key];
  const indent = INDENT[key] ?? 0;
  const vitamin = isVitamin(key);
  const label =
    key === 'addedSugars'
      ? usAddedSugarsLabel(amount.text)
      : ((small ? US_SMALL_LABELS[key] : undefined) ?? US_LABELS[key]);
  return nutrientRow({
    key,
    label,
    section: vitamin ? 'vitamins' : 'nutrients',
    bold: indent === 0 && !vitamin,
    indent,
    italic: key === 'transFat' ? 'Trans' : null,
    cells: [amount, hasDv(key) ? a.dv[key] : null],
    percentBold: true,
  });
};

/**
 * The rows of a US label in the order of 101.9(d) (nutrition-labels.md §2.2): title,
 * servings, serving size, thick bar, "Amount per serving", Calories, medium bar, "% Daily
 * Value*", nutrients, thick bar, vitamins and minerals, footnotes.
 */
export const usRows = (input: PanelInput, a: UsAmounts, options: UsRowOptions): PanelRow[] => {
  const rows: PanelRow[] = [titleRow([US_TITLE])];
  if (a.servingsPerContainer !== null)
    rows.push(
      textRow('servingsPerContainer', 'serving', [usServingsText(a.servingsPerContainer)], {
        size: 'medium',
      }),
    );
  const size = servingSizeText(input.servingSizeG, input.servingMeasure?.en, { unitSpace: false });
  rows.push(
    textRow('servingSize', 'serving', [options.small ? US_SERVING_SIZE_SMALL : US_SERVING_SIZE], {
      value: [size],
      bold: true,
      size: 'medium',
    }),
    ruleRow('thick', 'serving'),
    textRow('amountPerServing', 'calories', [US_AMOUNT_PER_SERVING], { bold: true, size: 'small' }),
    nutrientRow({
      key: 'calories',
      label: US_LABELS.calories,
      section: 'calories',
      bold: true,
      size: 'large',
      cells: [a.amounts.calories, null],
    }),
    ruleRow('medium', 'calories'),
    columnsRow('nutrients', [[], [US_DV_HEADING]]),
  );
  const main = options.keys.filter((k) => k !== 'calories' && !isVitamin(k));
  const vitamins = options.keys.filter(isVitamin);
  for (const key of main) rows.push(nutrientRows(a, key, options.small));
  if (vitamins.length > 0) {
    rows.push(ruleRow('thick', 'vitamins'));
    for (const key of vitamins) rows.push(nutrientRows(a, key, options.small));
  }
  rows.push(ruleRow('medium', 'footnote'));
  const statement = notSignificantText(options.notSignificantSourceOf);
  if (statement !== null) rows.push(footnoteRow('notSignificantSourceOf', [statement]));
  rows.push(footnoteRow('dailyValue', [options.small ? US_SMALL_FOOTNOTE : US_FOOTNOTE]));
  return rows;
};
