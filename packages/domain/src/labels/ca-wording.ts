/**
 * Canadian label wording in English and French (FDR French text; CFIA bilingual examples;
 * nutrition-labels.md §5.1, §5.4).
 */
export interface CaTerm {
  readonly en: string;
  readonly fr: string;
}

export const CA_TITLE: CaTerm = { en: 'Nutrition Facts', fr: 'Valeur nutritive' };
export const CA_DV_HEADING: CaTerm = { en: '% Daily Value*', fr: '% valeur quotidienne*' };
export const CA_SERVINGS: CaTerm = { en: 'Servings per container', fr: 'Portions par contenant' };
export const CA_ABOUT: CaTerm = { en: 'about', fr: 'environ' };
export const CA_FOOTNOTE: CaTerm = {
  en: '*5% or less is a little, 15% or more is a lot',
  fr: "*5 % ou moins c'est peu, 15 % ou plus c'est beaucoup",
};

/** Nutrient names; French equal to English where the terms are the same words. */
export const CA_NAMES = {
  calories: { en: 'Calories', fr: 'Calories' },
  fat: { en: 'Fat', fr: 'Lipides' },
  saturated: { en: 'Saturated', fr: 'saturés' },
  trans: { en: '+ Trans', fr: '+ trans' },
  carbohydrate: { en: 'Carbohydrate', fr: 'Glucides' },
  fibre: { en: 'Fibre', fr: 'Fibres' },
  sugars: { en: 'Sugars', fr: 'Sucres' },
  protein: { en: 'Protein', fr: 'Protéines' },
  cholesterol: { en: 'Cholesterol', fr: 'Cholestérol' },
  sodium: { en: 'Sodium', fr: 'Sodium' },
  potassium: { en: 'Potassium', fr: 'Potassium' },
  calcium: { en: 'Calcium', fr: 'Calcium' },
  iron: { en: 'Iron', fr: 'Fer' },
} as const satisfies Readonly<Record<string, CaTerm>>;

export type CaLanguage = 'en' | 'fr' | 'en-fr';

/**
 * A nutrient name as printed: English, French, or "Fat / Lipides" in bilingual tables (one
 * word when both languages use it; the bilingual "+ Trans / trans").
 */
export const caName = (term: CaTerm, language: CaLanguage): string => {
  if (language !== 'en-fr') return term[language];
  if (term.en === term.fr) return term.en;
  return `${term.en} / ${term.fr.replace(/^\+ /, '')}`;
};

/** Heading lines: one language, or English stacked over French. */
export const caLines = (term: CaTerm, language: CaLanguage): string[] =>
  language === 'en-fr' ? [term.en, term.fr] : [term[language]];

/**
 * The serving line: "Per 1 cup (250 mL)" / "Pour 1 tasse (250 mL)"; bilingual stacks
 * "Per …" over "pour …". Without a measure (or a French one) only the grams: "Per 55 g".
 */
export const caServingLines = (
  grams: { readonly en: string; readonly fr: string },
  measure: { readonly en: string; readonly fr?: string } | null | undefined,
  language: CaLanguage,
): string[] => {
  const en = `Per ${measure ? `${measure.en} (${grams.en})` : grams.en}`;
  const frPart = measure?.fr ? `${measure.fr} (${grams.fr})` : grams.fr;
  if (language === 'en') return [en];
  if (language === 'fr') return [`Pour ${frPart}`];
  return [en, `pour ${frPart}`];
};
