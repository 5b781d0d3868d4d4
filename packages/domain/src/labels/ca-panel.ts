import { FRENCH_TEXT, METRIC_TEXT, numberText } from './amount-text';
import { caServings } from './ca-rounding';
import {
  CA_AMOUNT_KEYS,
  CA_DV_KEYS,
  caAmounts,
  type CaAmountKey,
  type CaAmounts,
  type CaDvKey,
} from './ca-values';
import {
  CA_ABOUT,
  CA_DV_HEADING,
  CA_FOOTNOTE,
  CA_NAMES,
  CA_SERVINGS,
  CA_TITLE,
  caLines,
  caName,
  caServingLines,
  type CaLanguage,
} from './ca-wording';
import type { PanelAmount } from './panel-amount';
import { footnoteRow, nutrientRow, ruleRow, textRow, titleRow } from './panel-rows';
import type { PanelBase, PanelColumn, PanelInput, PanelRow } from './panel-types';
import { servingGramsText } from './serving-size-text';

export type CaFormat = 'ca-bi' | 'ca-bi-hor' | 'ca-std-eng' | 'ca-std-fr';

export type CaValueKey = CaAmountKey | CaDvKey | 'servingsPerPackage';

export interface CaPanel extends PanelBase {
  readonly jurisdiction: 'ca';
  /** Keyed strings of nutrition-labels.md §6 (servingsPerPackage '' when unknown). */
  readonly values: Readonly<Record<CaValueKey, string>>;
}

const LANGUAGE: Readonly<Record<CaFormat, CaLanguage>> = {
  'ca-bi': 'en-fr',
  'ca-bi-hor': 'en-fr',
  'ca-std-eng': 'en',
  'ca-std-fr': 'fr',
};

/** Table order after Calories, with the %DV shown beside each (B.01.401; Fig. 1.1(E)). */
const TABLE: readonly {
  key: Exclude<CaAmountKey, 'calories' | 'kilojoules'>;
  dv: CaDvKey | null;
  bold?: boolean;
  indent?: 1;
  vitamin?: boolean;
}[] = [
  { key: 'fat', dv: 'fatDV', bold: true },
  { key: 'saturated', dv: 'satTransDV', indent: 1 },
  { key: 'trans', dv: null, indent: 1 },
  { key: 'carbohydrate', dv: null, bold: true },
  { key: 'fibre', dv: 'fibreDV', indent: 1 },
  { key: 'sugars', dv: 'sugarsDV', indent: 1 },
  { key: 'protein', dv: null, bold: true },
  { key: 'cholesterol', dv: null },
  { key: 'sodium', dv: 'sodiumDV' },
  { key: 'potassium', dv: 'potassiumDV', vitamin: true },
  { key: 'calcium', dv: 'calciumDV', vitamin: true },
  { key: 'iron', dv: 'ironDV', vitamin: true },
];

const servingsText = (input: PanelInput, language: CaLanguage): string[] | null => {
  const s = caServings(input.servingsPerPack);
  if (s === null) return null;
  const about = (term: string): string => (s.rounded ? `${term} ` : '');
  const en = `${about(CA_ABOUT.en)}${numberText(s.value, null, false)}`;
  const fr = `${about(CA_ABOUT.fr)}${numberText(s.value, null, language === 'fr')}`;
  if (language === 'en') return [en];
  if (language === 'fr') return [fr];
  return s.rounded ? [en, fr] : [en];
};

const caRows = (
  input: PanelInput,
  a: CaAmounts,
  language: CaLanguage,
  servings: string[] | null,
): PanelRow[] => {
  const comma = language === 'fr';
  const grams = {
    en: `${servingGramsText(input.servingSizeG)} g`,
    fr: `${servingGramsText(input.servingSizeG, comma)} g`,
  };
  const rows: PanelRow[] = [titleRow(caLines(CA_TITLE, language))];
  if (servings)
    rows.push(
      textRow('servingsPerPackage', 'serving', caLines(CA_SERVINGS, language), { value: servings }),
    );
  rows.push(
    textRow('serving', 'serving', caServingLines(grams, input.servingMeasure, language)),
    ruleRow('hairline', 'serving'),
    nutrientRow({
      key: 'calories',
      label: CA_NAMES.calories.en,
      section: 'calories',
      bold: true,
      size: 'large',
      cells: [a.amounts.calories, null],
      aside: caLines(CA_DV_HEADING, language),
    }),
    ruleRow('thick', 'calories'),
  );
  let vitamins = false;
  for (const line of TABLE) {
    if (line.vitamin && !vitamins) {
      vitamins = true;
      rows.push(ruleRow('thick', 'vitamins'));
    }
    const dv: PanelAmount | null = line.dv ? a.dv[line.dv] : null;
    rows.push(
      nutrientRow({
        key: line.key,
        label: caName(CA_NAMES[line.key], language),
        section: line.vitamin ? 'vitamins' : 'nutrients',
        bold: line.bold ?? false,
        indent: line.indent ?? 0,
        cells: [a.amounts[line.key], dv],
        percentSpan: line.key === 'saturated' ? 2 : 1,
      }),
    );
  }
  rows.push(
    ruleRow('thick', 'footnote'),
    footnoteRow('dailyValue', caLines(CA_FOOTNOTE, language)),
  );
  return rows;
};

/**
 * A Canadian Nutrition Facts table (FDR B.01.401-B.01.467; nutrition-labels.md §5):
 * ca-std-eng English, ca-std-fr French (decimal comma, "3 %"), ca-bi bilingual ("Fat /
 * Lipides", headings English over French, "0.5 g", "1%"), ca-bi-hor the same content for the
 * horizontal layout.
 */
export const caPanel = (format: CaFormat, input: PanelInput): CaPanel => {
  const language = LANGUAGE[format];
  const a = caAmounts(
    input.per100g,
    input.servingSizeG,
    language === 'fr' ? FRENCH_TEXT : METRIC_TEXT,
  );
  const servings = servingsText(input, language);
  const values = { servingsPerPackage: servings?.join(' / ') ?? '' } as Record<CaValueKey, string>;
  for (const key of CA_AMOUNT_KEYS) values[key] = a.amounts[key].text;
  for (const key of CA_DV_KEYS) values[key] = a.dv[key].text;
  const columns: PanelColumn[] = [
    { key: 'perServing', heading: [], percent: false },
    { key: 'dv', heading: caLines(CA_DV_HEADING, language), percent: true },
  ];
  return {
    jurisdiction: 'ca',
    format,
    layout: format,
    fallback: null,
    arrangement: format === 'ca-bi-hor' ? 'horizontal' : 'vertical',
    language,
    columns,
    rows: caRows(input, a, language, servings),
    values,
  };
};
