import {
  CURRENCY_SYMBOLS,
  DEFAULT_CURRENCY,
  normaliseLabelFormat,
  OVERRIDE_FIELDS,
  UNIT_DEFAULTS,
  type OverrideField,
} from '@larder/domain';
import type { SyncedUser, UserSetting } from '../../api/api-types';
import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

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

/** The label of a unit size field (costing-model §1; quart and pint follow the gallon). */
export const unitSizeLabel = (field: OverrideField): string =>
  i18n.t(`settings:unitSizes.${field}`);

type PlainField = 'currency' | 'metricOnly' | 'nutritionLabelFormat';

/** The label of the currency, metric-only and label format fields. */
export function settingsLabel(field: PlainField): string {
  if (field === 'currency') return i18n.t('settings:form.currency');
  if (field === 'metricOnly') return i18n.t('settings:form.metricOnly');
  return i18n.t('settings:form.labelFormat');
}

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
    errors.currency = i18n.t('settings:validation.currency', { label: settingsLabel('currency') });
  }
  if (values.nutritionLabelFormat !== '' && !normaliseLabelFormat(values.nutritionLabelFormat)) {
    errors.nutritionLabelFormat = i18n.t('settings:validation.labelFormat', {
      label: settingsLabel('nutritionLabelFormat'),
    });
  }
  for (const field of OVERRIDE_FIELDS) {
    const label = unitSizeLabel(field);
    const n = toNumber(values.units[field]);
    if (n === null) errors[`units.${field}`] = i18n.t('settings:validation.notNumber', { label });
    else if (n <= 0)
      errors[`units.${field}`] = i18n.t('settings:validation.notAboveZero', { label });
    else if (n > MAX_UNIT_SIZE) {
      errors[`units.${field}`] = i18n.t('settings:validation.tooLarge', {
        label,
        maximum: formatNumber(MAX_UNIT_SIZE),
      });
    }
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

/** The progress text of a change ('Saving currency…'). */
export function savingText(setting: UserSetting): string {
  if ('currency' in setting) return i18n.t('settings:progress.currency');
  if ('metricOnly' in setting) return i18n.t('settings:progress.metricOnly');
  if ('nutritionLabelFormat' in setting) return i18n.t('settings:progress.labelFormat');
  return i18n.t('settings:progress.unitSizes');
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
    ? unitSizeLabel(field.slice(6) as OverrideField)
    : settingsLabel(field as PlainField);
}
