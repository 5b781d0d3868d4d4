import { auPanel, type AuFormat, type AuPanel } from './au-panel';
import { caPanel, type CaFormat, type CaPanel } from './ca-panel';
import { euPanel, type EuFormat, type EuPanel } from './eu-panel';
import type { LabelFormat } from './label-formats';
import type { PanelInput } from './panel-types';
import { usPanel, type UsFormat, type UsPanel } from './us-panel';

export type NutritionPanel = UsPanel | EuPanel | AuPanel | CaPanel;

/** The panel type of a format. */
export type PanelOf<F extends LabelFormat> = F extends UsFormat
  ? UsPanel
  : F extends EuFormat
    ? EuPanel
    : F extends AuFormat
      ? AuPanel
      : F extends CaFormat
        ? CaPanel
        : never;

const isUs = (f: LabelFormat): f is UsFormat => f.startsWith('us-');
const isEu = (f: LabelFormat): f is EuFormat => f.startsWith('eu-');
const isAu = (f: LabelFormat): f is AuFormat => f.startsWith('au-');

/**
 * Every number of a nutrition label (nutrition-labels.md §6): the rows in order with their
 * printed texts, declared numbers, %DV/%RI/%DI, bold, indent and rule markers, headings and
 * footnotes, plus the keyed strings of the §6 table in `values`. Pure: the renderers only lay
 * it out.
 */
export const nutritionPanel = <F extends LabelFormat>(format: F, input: PanelInput): PanelOf<F> => {
  const f: LabelFormat = format;
  const panel: NutritionPanel = isUs(f)
    ? usPanel(f, input)
    : isEu(f)
      ? euPanel(f, input)
      : isAu(f)
        ? auPanel(f, input)
        : caPanel(f, input);
  return panel as PanelOf<F>;
};
