import type { NutrientValues } from '../nutrition/nutrient-catalogue';
import type { LabelFormat } from './label-formats';
import type { PanelAmount } from './panel-amount';

/** Input of `nutritionPanel` (nutrition-labels.md §6). */
export interface PanelInput {
  /** Per 100 g by nutrient tag (energy kJ; addedSugar g; vit_d_iu IU); absent counts as 0. */
  readonly per100g: NutrientValues;
  readonly servingSizeG: number;
  /** Servings per pack; null leaves the servings line out. */
  readonly servingsPerPack: number | null;
  /** Household measure of one serving ("1 cup"), English and French; the label adds grams. */
  readonly servingMeasure?: { readonly en: string; readonly fr?: string } | null;
}

export type RuleWeight = 'hairline' | 'medium' | 'thick';

/** Which part of the label a row belongs to: tabular and horizontal layouts split on it. */
export type PanelSection =
  'heading' | 'serving' | 'calories' | 'nutrients' | 'vitamins' | 'footnote';

/** Type size hint: the renderer maps it to each format's minimum sizes. */
export type PanelSize = 'title' | 'large' | 'medium' | 'normal' | 'small';

export interface PanelColumn {
  readonly key: 'perServing' | 'per100g' | 'perPortion' | 'dv' | 'ri' | 'di';
  /** Heading lines (stacked English over French in bilingual formats); empty when none. */
  readonly heading: readonly string[];
  readonly percent: boolean;
}

/** The label's heading ("Nutrition Facts"); several lines when bilingual. */
export interface TitleRow {
  readonly kind: 'title';
  readonly section: PanelSection;
  readonly lines: readonly string[];
}

/** A line of text: servings, serving size, "Amount per serving"; `value` at its right. */
export interface TextRow {
  readonly kind: 'text';
  readonly key: string;
  readonly section: PanelSection;
  readonly lines: readonly string[];
  readonly value: readonly string[] | null;
  readonly bold: boolean;
  readonly size: PanelSize;
}

export interface RuleRow {
  readonly kind: 'rule';
  readonly section: PanelSection;
  readonly weight: RuleWeight;
}

/** Column headings printed here, one entry per panel column (stacked lines each). */
export interface ColumnsRow {
  readonly kind: 'columns';
  readonly section: PanelSection;
  readonly cells: readonly (readonly string[])[];
  readonly bold: boolean;
}

/** A nutrient line; `cells` align with the panel's columns (null = empty cell). */
export interface NutrientRow {
  readonly kind: 'nutrient';
  /** The nutrient's key in the format's `values` (nutrition-labels.md §6). */
  readonly key: string;
  readonly section: PanelSection;
  /** Name as printed: "Total Fat", "Fat / Lipides", "Lipides", "Includes 10g Added Sugars". */
  readonly label: string;
  /** Part of the label printed in italics ("Trans" in US "Trans Fat"), else null. */
  readonly italic: string | null;
  readonly bold: boolean;
  readonly indent: 0 | 1 | 2;
  readonly size: PanelSize;
  readonly cells: readonly (PanelAmount | null)[];
  /** Percent cells printed in bold (US %DV). */
  readonly percentBold: boolean;
  /** A percent cell covering this row and the next (Canada saturated + trans). */
  readonly percentSpan: 1 | 2;
  /** Text at the right of the row's line (Canada "% Daily Value*" beside Calories). */
  readonly aside: readonly string[] | null;
}

export interface FootnoteRow {
  readonly kind: 'footnote';
  readonly key: string;
  readonly section: PanelSection;
  readonly lines: readonly string[];
}

export type PanelRow = TitleRow | TextRow | RuleRow | ColumnsRow | NutrientRow | FootnoteRow;

/** How the rows are arranged (the renderer's choice of layout). */
export type PanelArrangement = 'vertical' | 'tabular' | 'tabular-small' | 'horizontal';

/** Why a requested format was replaced (us-sim -> us-std). */
export interface PanelFallback {
  readonly from: LabelFormat;
  readonly to: LabelFormat;
  readonly reason: 'too-few-insignificant-nutrients';
  readonly message: string;
}

export interface PanelBase {
  /** The format asked for. */
  readonly format: LabelFormat;
  /** The format laid out: `format`, or us-std when us-sim is not allowed. */
  readonly layout: LabelFormat;
  readonly fallback: PanelFallback | null;
  readonly arrangement: PanelArrangement;
  readonly language: 'en' | 'fr' | 'en-fr';
  readonly columns: readonly PanelColumn[];
  readonly rows: readonly PanelRow[];
}
