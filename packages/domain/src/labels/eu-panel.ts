import { numberText } from './amount-text';
import { roundHalfUp } from './label-rounding';
import {
  EU_KEYS,
  euColumn,
  euReferenceIntakes,
  type EuColumn,
  type EuKey,
  type EuRiKey,
} from './eu-values';
import { columnsRow, footnoteRow, nutrientRow, textRow, titleRow } from './panel-rows';
import type { PanelBase, PanelColumn, PanelInput, PanelRow } from './panel-types';
import { servingSizeText } from './serving-size-text';
import { amountStrings, type PanelAmount } from './panel-amount';

export type EuFormat = 'eu-std' | 'eu-ext';

export interface EuPanelValues {
  readonly per100g: Readonly<Record<EuKey, string>>;
  /** eu-ext only. */
  readonly perPortion?: Readonly<Record<EuKey, string>>;
  /** eu-ext only: %RI of the portion ("12%"). */
  readonly riPerPortion?: Readonly<Record<EuRiKey, string>>;
}

export interface EuPanel extends PanelBase {
  readonly jurisdiction: 'eu';
  readonly values: EuPanelValues;
}

/** Heading not prescribed (ours). */
export const EU_TITLE = 'Nutrition information';
export const EU_RI_FOOTNOTE = '*Reference intake of an average adult (8 400 kJ/2 000 kcal)';

const LABELS: Readonly<Record<EuKey, { label: string; indent: 0 | 1 }>> = {
  energyKj: { label: 'Energy', indent: 0 },
  energyKcal: { label: '', indent: 0 },
  fat: { label: 'Fat', indent: 0 },
  saturates: { label: 'of which saturates', indent: 1 },
  carbohydrate: { label: 'Carbohydrate', indent: 0 },
  sugars: { label: 'of which sugars', indent: 1 },
  protein: { label: 'Protein', indent: 0 },
  salt: { label: 'Salt', indent: 0 },
};

/**
 * A UK/EU label (Regulation (EU) No 1169/2011 Art. 30-34, Annex XV; nutrition-labels.md §3):
 * Energy as kJ then kcal (two rows, the second without a name), Fat, of which saturates,
 * Carbohydrate, of which sugars, Protein, Salt. eu-std: per 100 g; eu-ext adds the portion
 * column, the number of portions and %RI per portion with its footnote.
 */
export const euPanel = (format: EuFormat, input: PanelInput): EuPanel => {
  const per100g = euColumn(input.per100g, 100);
  const ext = format === 'eu-ext';
  const portion: EuColumn | null = ext ? euColumn(input.per100g, input.servingSizeG) : null;
  const ri = portion ? euReferenceIntakes(portion) : null;
  const portionHeading = `Per ${servingSizeText(input.servingSizeG, input.servingMeasure?.en ?? 'portion', { unitSpace: true })}`;
  const columns: PanelColumn[] = [{ key: 'per100g', heading: ['Per 100 g'], percent: false }];
  if (ext)
    columns.push(
      { key: 'perPortion', heading: [portionHeading], percent: false },
      { key: 'ri', heading: ['%RI* per portion'], percent: true },
    );
  const rows: PanelRow[] = [titleRow([EU_TITLE])];
  if (ext && input.servingsPerPack !== null && input.servingsPerPack > 0)
    rows.push(
      textRow('portions', 'serving', [
        `Portions per pack: ${numberText(roundHalfUp(input.servingsPerPack, 0.1), null, false)}`,
      ]),
    );
  rows.push(
    columnsRow(
      'nutrients',
      columns.map((c) => c.heading),
    ),
  );
  for (const key of EU_KEYS) {
    const cells: (PanelAmount | null)[] = [per100g[key]];
    if (portion && ri) {
      const riKey = key === 'energyKj' ? 'energy' : key === 'energyKcal' ? null : key;
      cells.push(portion[key], riKey ? ri[riKey] : null);
    }
    rows.push(nutrientRow({ key, ...LABELS[key], cells }));
  }
  if (ext) rows.push(footnoteRow('referenceIntake', [EU_RI_FOOTNOTE]));
  return {
    jurisdiction: 'eu',
    format,
    layout: format,
    fallback: null,
    arrangement: 'vertical',
    language: 'en',
    columns,
    rows,
    values: {
      per100g: amountStrings(per100g),
      ...(portion ? { perPortion: amountStrings(portion) } : {}),
      ...(ri ? { riPerPortion: amountStrings(ri) } : {}),
    },
  };
};
