import type { PanelAmount } from './panel-amount';
import type {
  ColumnsRow,
  FootnoteRow,
  NutrientRow,
  PanelSection,
  PanelSize,
  RuleRow,
  RuleWeight,
  TextRow,
  TitleRow,
} from './panel-types';

/** Row constructors with the usual defaults, shared by the format builders. */
export const titleRow = (lines: readonly string[]): TitleRow => ({
  kind: 'title',
  section: 'heading',
  lines,
});

export const textRow = (
  key: string,
  section: PanelSection,
  lines: readonly string[],
  options: { value?: readonly string[]; bold?: boolean; size?: PanelSize } = {},
): TextRow => ({
  kind: 'text',
  key,
  section,
  lines,
  value: options.value ?? null,
  bold: options.bold ?? false,
  size: options.size ?? 'normal',
});

export const ruleRow = (weight: RuleWeight, section: PanelSection): RuleRow => ({
  kind: 'rule',
  section,
  weight,
});

export const columnsRow = (
  section: PanelSection,
  cells: readonly (readonly string[])[],
  bold = true,
): ColumnsRow => ({ kind: 'columns', section, cells, bold });

export const footnoteRow = (key: string, lines: readonly string[]): FootnoteRow => ({
  kind: 'footnote',
  key,
  section: 'footnote',
  lines,
});

export interface NutrientRowSpec {
  readonly key: string;
  readonly label: string;
  readonly cells: readonly (PanelAmount | null)[];
  readonly section?: PanelSection;
  readonly bold?: boolean;
  readonly indent?: 0 | 1 | 2;
  readonly italic?: string | null;
  readonly size?: PanelSize;
  readonly percentBold?: boolean;
  readonly percentSpan?: 1 | 2;
  readonly aside?: readonly string[] | null;
}

export const nutrientRow = (spec: NutrientRowSpec): NutrientRow => ({
  kind: 'nutrient',
  key: spec.key,
  section: spec.section ?? 'nutrients',
  label: spec.label,
  italic: spec.italic ?? null,
  bold: spec.bold ?? false,
  indent: spec.indent ?? 0,
  size: spec.size ?? 'normal',
  cells: spec.cells,
  percentBold: spec.percentBold ?? false,
  percentSpan: spec.percentSpan ?? 1,
  aside: spec.aside ?? null,
});
