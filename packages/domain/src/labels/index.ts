// Nutrition labels (product spec §3 "Label formats"; nutrition-labels.md).
export * from './label-formats';
export { ADDED_SUGAR, LABEL_NUTRIENTS, LABEL_NUTRIENT_TAGS } from '../nutrition/added-sugar';
export { nutritionPanel, type NutritionPanel, type PanelOf } from './nutrition-panel';
export type {
  ColumnsRow,
  FootnoteRow,
  NutrientRow,
  PanelArrangement,
  PanelBase,
  PanelColumn,
  PanelFallback,
  PanelInput,
  PanelRow,
  PanelSection,
  PanelSize,
  RuleRow,
  RuleWeight,
  TextRow,
  TitleRow,
} from './panel-types';
export type { PanelAmount } from './panel-amount';
export { type UsFormat, type UsPanel, type UsPanelValues } from './us-panel';
export { type EuFormat, type EuPanel, type EuPanelValues } from './eu-panel';
export { type AuFormat, type AuPanel, type AuPanelValues } from './au-panel';
export { type CaFormat, type CaPanel, type CaValueKey } from './ca-panel';
export { US_DAILY_VALUES } from './us-daily-values';
export { US_NUTRIENT_KEYS, type UsNutrientKey, type UsValueKey } from './us-values';
export { EU_REFERENCE_INTAKES, type EuKey, type EuRiKey } from './eu-values';
export { AU_DAILY_INTAKES, type AuKey, type AuDiKey } from './au-values';
export {
  CA_DAILY_VALUES,
  CA_OPTIONAL_DV_KEYS,
  type CaAmountKey,
  type CaDvKey,
  type CaOptionalDvKey,
} from './ca-values';
export { CA_FREE_OF } from './ca-free-of';
export { DEFAULT_LABEL_SERVING_G, type LabelServing, recipeLabelServing } from './label-serving';
