/** The nutrition label formats (product spec §3, "Label formats"). */
export const LABEL_FORMATS = {
  'au-std': 'Australia & New Zealand, standard',
  'au-ext': 'Australia & New Zealand, extended',
  'us-std': 'US standard vertical',
  'us-sim': 'US simplified vertical',
  'us-tab': 'US tabular',
  'us-stab': 'US tabular small',
  'eu-std': 'UK & EU standard',
  'eu-ext': 'UK & EU standard plus optional per serving',
  'ca-bi': 'Canada bilingual',
  'ca-bi-hor': 'Canada horizontal bilingual',
  'ca-std-eng': 'Canada English',
  'ca-std-fr': 'Canada French',
} as const;

export type LabelFormat = keyof typeof LABEL_FORMATS;

export const LABEL_FORMAT_IDS = Object.keys(LABEL_FORMATS) as LabelFormat[];

/** Legacy stored values of nutritionLabelFormat (product spec §3, "Local browser keys"). */
export const LEGACY_LABEL_FORMATS: Readonly<Record<string, LabelFormat>> = {
  uk: 'eu-std',
  us: 'us-std',
  au: 'au-std',
  ca: 'ca-bi',
};

/** A stored format as a current one: legacy values mapped; unknown values give null. */
export function normaliseLabelFormat(value: string | null | undefined): LabelFormat | null {
  if (!value) return null;
  if (value in LABEL_FORMATS) return value as LabelFormat;
  return LEGACY_LABEL_FORMATS[value] ?? null;
}
