import { cleanName, MAX_RECORD_NAME, type SalesCount } from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The sales period editor's values (operations-model §7): units sold typed as text. */
export interface SalesCountFormValues {
  name: string;
  /** 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** The menu's skey; '' is the Default Menu. */
  menu: string;
  /** Units sold by dish foodkey, as typed ('' when not typed). */
  units: Readonly<Record<string, string>>;
}

/** The fields of a sales period as the form names them. */
export type SalesCountField = 'name' | 'from' | 'to' | 'menu' | 'unitsSold';

/** The name of a field of the form, in the interface language ('Period name'). */
export const salesCountLabel = (field: SalesCountField): string =>
  i18n.t(`menu-engineering:form.fields.${field}`);

/** A new period: no name, no days, the Default Menu, nothing sold. */
export const EMPTY_SALES_COUNT_FORM: SalesCountFormValues = {
  name: '',
  from: '',
  to: '',
  menu: '',
  units: {},
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: '2026-02-30' is not one. */
const isDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

const WHOLE = /^\d+$/;

/**
 * Units sold as typed: null when blank (not typed), a whole number of 0 or more, or the
 * reason it is neither ('whole' for text or a fraction, 'negative' below 0).
 */
export function unitsValue(typed: string): number | null | 'whole' | 'negative' {
  const text = typed.trim();
  if (text === '') return null;
  if (WHOLE.test(text)) return Number(text);
  const n = Number(text);
  if (Number.isFinite(n) && n < 0) return Number.isInteger(n) ? 'negative' : 'whole';
  return 'whole';
}

/** The form key of a dish's units cell. */
export const unitsField = (foodkey: string) => `units:${foodkey}`;

/**
 * Checks a sales period; every message names its field, and a units cell its dish
 * ('Soup: Units sold must be a whole number'), keyed by field ('name', 'units:SOUP').
 */
export function validateSalesCount(
  values: SalesCountFormValues,
  dishes: readonly { foodkey: string; name: string }[],
): Record<string, string> {
  const t = i18n.getFixedT(null, 'menu-engineering', 'validation');
  const [nameLabel, from, to, unitsSold] = (['name', 'from', 'to', 'unitsSold'] as const).map(
    salesCountLabel,
  );
  const errors: Record<string, string> = {};
  const name = cleanName(values.name);
  if (name === '') errors.name = t('required', { field: nameLabel });
  else if (name.length > MAX_RECORD_NAME) {
    errors.name = t('tooLong', { field: nameLabel, maximum: MAX_RECORD_NAME });
  }
  if (values.from === '') errors.from = t('required', { field: from });
  else if (!isDay(values.from)) errors.from = t('notDay', { field: from });
  if (values.to === '') errors.to = t('required', { field: to });
  else if (!isDay(values.to)) errors.to = t('notDay', { field: to });
  else if (isDay(values.from) && values.to < values.from) {
    errors.to = t('beforeFrom', { to, from, date: values.from });
  }
  let typed = 0;
  for (const dish of dishes) {
    const value = unitsValue(values.units[dish.foodkey] ?? '');
    if (value === 'whole') {
      errors[unitsField(dish.foodkey)] = t('whole', { dish: dish.name, field: unitsSold });
    } else if (value === 'negative') {
      errors[unitsField(dish.foodkey)] = t('negative', { dish: dish.name, field: unitsSold });
    }
    if (value !== null) typed += 1;
  }
  if (dishes.length === 0) errors.units = t('noDishes');
  else if (typed === 0) errors.units = t('noneTyped');
  return errors;
}

/** The units sold of each dish whose cell holds a whole number (blank and bad cells left out). */
export function typedLines(
  values: Pick<SalesCountFormValues, 'units'>,
  dishes: readonly { foodkey: string }[],
): { foodkey: string; unitsSold: number }[] {
  const lines: { foodkey: string; unitsSold: number }[] = [];
  for (const dish of dishes) {
    const value = unitsValue(values.units[dish.foodkey] ?? '');
    if (typeof value === 'number') lines.push({ foodkey: dish.foodkey, unitsSold: value });
  }
  return lines;
}

/** The editor's values of a saved period. */
export function salesCountFormValues(count: SalesCount): SalesCountFormValues {
  const units: Record<string, string> = {};
  for (const line of count.lines) units[line.foodkey] = String(line.unitsSold);
  return { name: count.name, from: count.from, to: count.to, menu: count.menu, units };
}

/**
 * The record to save (operations-model §7): the existing period (unknown fields kept) with the
 * form's values under `skey`, one line per dish with units typed. Call after
 * `validateSalesCount` found nothing.
 */
export function salesCountFromForm(
  values: SalesCountFormValues,
  dishes: readonly { foodkey: string }[],
  existing: SalesCount | null,
  skey: string,
): SalesCount {
  return {
    ...(existing ?? {}),
    skey: existing?.skey ?? skey,
    name: cleanName(values.name),
    from: values.from,
    to: values.to,
    menu: values.menu,
    lines: typedLines(values, dishes),
    deleted: false,
  } as SalesCount;
}
