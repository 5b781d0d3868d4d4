import { numberText } from './amount-text';
import { AU_KEYS, auColumn, auDailyIntakes, type AuDiKey, type AuKey } from './au-values';
import { roundHalfUp } from './label-rounding';
import { amountStrings } from './panel-amount';
import { columnsRow, footnoteRow, nutrientRow, textRow, titleRow } from './panel-rows';
import type { PanelBase, PanelColumn, PanelInput, PanelRow } from './panel-types';
import { servingGramsText } from './serving-size-text';

export type AuFormat = 'au-std' | 'au-ext';

export interface AuPanelValues {
  readonly perServing: Readonly<Record<AuKey, string>>;
  readonly per100g: Readonly<Record<AuKey, string>>;
  /** au-ext only: %DI per serving ("4%"). */
  readonly diPerServing?: Readonly<Record<AuDiKey, string>>;
  /** au-ext only. */
  readonly footnote?: string;
}

export interface AuPanel extends PanelBase {
  readonly jurisdiction: 'au';
  readonly values: AuPanelValues;
}

export const AU_TITLE = 'NUTRITION INFORMATION';
export const AU_DI_FOOTNOTE =
  '*Percentage daily intakes are based on an average adult diet of 8700 kJ. Your daily ' +
  'intakes may be higher or lower depending on your energy needs.';

const LABELS: Readonly<Record<AuKey, { label: string; indent: 0 | 1 }>> = {
  energy: { label: 'Energy', indent: 0 },
  energyCal: { label: '', indent: 0 },
  protein: { label: 'Protein', indent: 0 },
  fatTotal: { label: 'Fat, total', indent: 0 },
  saturated: { label: '—saturated', indent: 1 },
  carbohydrate: { label: 'Carbohydrate', indent: 0 },
  sugars: { label: '—sugars', indent: 1 },
  dietaryFibre: { label: 'Dietary fibre', indent: 0 },
  sodium: { label: 'Sodium', indent: 0 },
};

/** au-std shows the mandatory rows of 1.2.8—6 only; au-ext adds Cal and dietary fibre. */
const STD_ROWS: readonly AuKey[] = AU_KEYS.filter((k) => k !== 'energyCal' && k !== 'dietaryFibre');

/**
 * An Australia & New Zealand panel (Standard 1.2.8, Schedule 12; nutrition-labels.md §4):
 * quantity per serving and per 100 g; au-ext adds the "% Daily intake* (per serving)"
 * column between them, Cal, dietary fibre and the footnote.
 */
export const auPanel = (format: AuFormat, input: PanelInput): AuPanel => {
  const ext = format === 'au-ext';
  const serving = auColumn(input.per100g, input.servingSizeG);
  const per100g = auColumn(input.per100g, 100);
  const di = ext ? auDailyIntakes(serving) : null;
  const columns: PanelColumn[] = [
    { key: 'perServing', heading: ['Quantity per serving'], percent: false },
    ...(ext
      ? [{ key: 'di', heading: ['% Daily intake*', '(per serving)'], percent: true } as const]
      : []),
    { key: 'per100g', heading: ['Quantity per 100 g'], percent: false },
  ];
  const rows: PanelRow[] = [titleRow([AU_TITLE])];
  if (input.servingsPerPack !== null && input.servingsPerPack > 0)
    rows.push(
      textRow('servingsPerPackage', 'serving', [
        `Servings per package: ${numberText(roundHalfUp(input.servingsPerPack, 0.1), null, false)}`,
      ]),
    );
  rows.push(
    textRow('servingSize', 'serving', [`Serving size: ${servingGramsText(input.servingSizeG)} g`]),
    columnsRow(
      'nutrients',
      columns.map((c) => c.heading),
    ),
  );
  for (const key of ext ? AU_KEYS : STD_ROWS) {
    const percent = di && key !== 'energyCal' ? di[key] : null;
    const cells = ext ? [serving[key], percent, per100g[key]] : [serving[key], per100g[key]];
    rows.push(nutrientRow({ key, ...LABELS[key], cells }));
  }
  if (ext) rows.push(footnoteRow('dailyIntake', [AU_DI_FOOTNOTE]));
  return {
    jurisdiction: 'au',
    format,
    layout: format,
    fallback: null,
    arrangement: 'vertical',
    language: 'en',
    columns,
    rows,
    values: {
      perServing: amountStrings(serving),
      per100g: amountStrings(per100g),
      ...(di ? { diPerServing: amountStrings(di), footnote: AU_DI_FOOTNOTE } : {}),
    },
  };
};
