import {
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  normaliseLabelFormat,
  OVERRIDE_FIELDS,
  UNIT_DEFAULTS,
  type OverrideField,
} from '@larder/domain';
import type { SyncedUser, UserSetting } from '../../api/api-types';

export type UnitSizeValues = Record<OverrideField, number | string>;

/** The settings form: the user settings of product spec §3. */
export interface SettingsFormValues {
  currency: string;
  metricOnly: boolean;
  /** A label format id, or '' when none is chosen. */
  nutritionLabelFormat: string;
  units: UnitSizeValues;
}

export type SettingsField =
  'currency' | 'metricOnly' | 'nutritionLabelFormat' | `units.${OverrideField}`;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** Labels of the unit size fields (costing-model §1; quart and pint follow the gallon). */
export const UNIT_SIZE_LABELS: Record<OverrideField, string> = {
  cupML: 'Cup (mL)',
  tbspML: 'Tablespoon (mL)',
  tspML: 'Teaspoon (mL)',
  flozML: 'Fluid ounce (mL)',
  ozG: 'Ounce (g)',
  gallonML: 'Gallon (mL)',
  peckML: 'Peck (mL)',
  bushelML: 'Bushel (mL)',
};

export const SETTINGS_LABELS = {
  currency: 'Currency',
  metricOnly: 'Metric units only',
  nutritionLabelFormat: 'Nutrition label format',
} as const;

/** The largest unit size the server accepts. */
export const MAX_UNIT_SIZE = 1_000_000;

/** A unit size in effect for the user: the override when it is above 0, else the default. */
export function unitSizeOf(user: SyncedUser | null, field: OverrideField): number {
  const value = user?.[field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : UNIT_DEFAULTS[field];
}

export const DEFAULT_UNIT_SIZES = Object.fromEntries(
  OVERRIDE_FIELDS.map((f) => [f, UNIT_DEFAULTS[f]]),
) as UnitSizeValues;

/** The form's values for the user as stored; `labelFormat` is the format in use. */
export function settingsFormValues(
  user: SyncedUser | null,
  labelFormat: string | null,
): SettingsFormValues {
  return {
    currency: user?.currency || DEFAULT_CURRENCY,
    metricOnly: user?.metricOnly ?? false,
    nutritionLabelFormat: labelFormat ?? '',
    units: Object.fromEntries(
      OVERRIDE_FIELDS.map((f) => [f, unitSizeOf(user, f)]),
    ) as UnitSizeValues,
  };
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Checks the form; every message starts with the field's label. */
export function validateSettings(values: SettingsFormValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!CURRENCY_SYMBOLS.includes(values.currency)) {
    errors.currency = `${SETTINGS_LABELS.currency}: choose one of the listed symbols`;
  }
  if (values.nutritionLabelFormat !== '' && !normaliseLabelFormat(values.nutritionLabelFormat)) {
    errors.nutritionLabelFormat = `${SETTINGS_LABELS.nutritionLabelFormat}: choose one of the listed formats`;
  }
  for (const field of OVERRIDE_FIELDS) {
    const label = UNIT_SIZE_LABELS[field];
    const n = toNumber(values.units[field]);
    if (n === null) errors[`units.${field}`] = `${label} must be a number`;
    else if (n <= 0) errors[`units.${field}`] = `${label} must be above 0`;
    else if (n > MAX_UNIT_SIZE) errors[`units.${field}`] = `${label} must be at most 1,000,000`;
  }
  return errors;
}

/**
 * The settings to send, one per call (product spec §7, "update setting"): only what differs
 * from the user as stored. Changed unit sizes travel together.
 */
export function settingChanges(
  values: SettingsFormValues,
  user: SyncedUser | null,
  labelFormat: string | null,
): UserSetting[] {
  const changes: UserSetting[] = [];
  if (values.currency !== (user?.currency || DEFAULT_CURRENCY)) {
    changes.push({ currency: values.currency });
  }
  if (values.metricOnly !== (user?.metricOnly ?? false)) {
    changes.push({ metricOnly: values.metricOnly });
  }
  if (values.nutritionLabelFormat !== '' && values.nutritionLabelFormat !== labelFormat) {
    changes.push({ nutritionLabelFormat: values.nutritionLabelFormat });
  }
  const units: Partial<Record<OverrideField, number>> = {};
  for (const field of OVERRIDE_FIELDS) {
    const n = toNumber(values.units[field]);
    if (n !== null && Math.abs(n - unitSizeOf(user, field)) > 1e-12) units[field] = n;
  }
  if (Object.keys(units).length > 0) changes.push(units);
  return changes;
}

/** True when a change sets a unit size (costs must then be recomputed). */
export const setsUnitSize = (setting: UserSetting): boolean =>
  OVERRIDE_FIELDS.some((f) => f in setting);

/** What a change is about, for the progress text ('Saving currency…'). */
export function settingSubject(setting: UserSetting): string {
  if ('currency' in setting) return 'currency';
  if ('metricOnly' in setting) return 'metric units only';
  if ('nutritionLabelFormat' in setting) return 'nutrition label format';
  return 'unit sizes';
}

/** The form field a server message names ('setting.cupML: ...' -> units.cupML). */
export function settingsFieldOfServerPath(path: string | undefined): SettingsField | null {
  const name = path?.replace(/^setting\./, '');
  if (!name) return null;
  if (name === 'currency' || name === 'metricOnly' || name === 'nutritionLabelFormat') return name;
  return (OVERRIDE_FIELDS as readonly string[]).includes(name)
    ? (`units.${name}` as SettingsField)
    : null;
}

/** The label of a field, for messages that name it. */
export function settingsFieldLabel(field: SettingsField): string {
  return field.startsWith('units.')
    ? UNIT_SIZE_LABELS[field.slice(6) as OverrideField]
    : SETTINGS_LABELS[field as keyof typeof SETTINGS_LABELS];
}
