import {
  dayOf,
  wastageEntry,
  wastageTotal,
  type CatalogueItem,
  type UnitsInput,
  type WastageEntry,
  type WastageInput,
  type WastageTotal,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';

/** The values of the wastage form, as typed (numbers may still be text). */
export interface WastageFormValues {
  date: string;
  qty: number | string;
  qty_unit: string;
  prepqty: number | string;
  prepqty_unit: string;
}

/** The names of the form's fields, in the interface language. */
export const wastageFieldLabels = (): Record<keyof WastageFormValues, string> => ({
  date: i18n.t('components:wastage.fields.date'),
  qty: i18n.t('components:wastage.fields.qty'),
  qty_unit: i18n.t('components:wastage.fields.qtyUnit'),
  prepqty: i18n.t('components:wastage.fields.prepqty'),
  prepqty_unit: i18n.t('components:wastage.fields.prepqtyUnit'),
});

export type WastageErrors = Partial<Record<keyof WastageFormValues, string>>;

/** An empty form on a day (YYYY-MM-DD). */
export const emptyWastageForm = (day: string): WastageFormValues => ({
  date: day,
  qty: '',
  qty_unit: '',
  prepqty: '',
  prepqty_unit: '',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const numberOf = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const blank = (value: number | string) => typeof value === 'string' && value.trim() === '';

/** The form's errors, each naming its field; empty when the entry can be recorded. */
export function validateWastage(values: WastageFormValues): WastageErrors {
  const L = wastageFieldLabels();
  const say = (
    message: 'required' | 'date' | 'number' | 'positive' | 'withPrepQty' | 'withPrepUnit',
    field: string,
  ) => i18n.t(`components:wastage.errors.${message}`, { field });
  const errors: WastageErrors = {};
  const date = values.date.trim();
  if (date === '') errors.date = say('required', L.date);
  else if (!DAY.test(date) || Number.isNaN(Date.parse(date))) {
    errors.date = say('date', L.date);
  }
  const qty = numberOf(values.qty);
  if (blank(values.qty)) errors.qty = say('required', L.qty);
  else if (qty === null) errors.qty = say('number', L.qty);
  else if (qty <= 0) errors.qty = say('positive', L.qty);
  if (values.qty_unit.trim() === '') errors.qty_unit = say('required', L.qty_unit);
  const prep = numberOf(values.prepqty);
  const prepUnit = values.prepqty_unit.trim();
  if (!blank(values.prepqty)) {
    if (prep === null) errors.prepqty = say('number', L.prepqty);
    else if (prep <= 0) errors.prepqty = say('positive', L.prepqty);
    else if (prepUnit === '') errors.prepqty_unit = say('withPrepQty', L.prepqty_unit);
  } else if (prepUnit !== '') {
    errors.prepqty = say('withPrepUnit', L.prepqty);
  }
  return errors;
}

/** The domain's input for the values; null while they are not valid. */
export function wastageInputOf(values: WastageFormValues): WastageInput | null {
  if (Object.keys(validateWastage(values)).length > 0) return null;
  const prepqty = numberOf(values.prepqty);
  return {
    date: values.date.trim(),
    qty: numberOf(values.qty) ?? 0,
    qty_unit: values.qty_unit.trim(),
    prepqty,
    prepqty_unit: prepqty === null ? null : values.prepqty_unit.trim(),
  };
}

/**
 * The value the entry would have (costing-model §7, at the item's current unit costs):
 * undefined while the quantity or unit is not given, null when the item has no cost for it.
 */
export function liveWastageValue(
  item: CatalogueItem,
  values: WastageFormValues,
  units?: UnitsInput,
): number | null | undefined {
  const qty = numberOf(values.qty);
  const unit = values.qty_unit.trim();
  if (qty === null || qty <= 0 || unit === '') return undefined;
  return wastageEntry(item, { date: values.date, qty, qty_unit: unit }, units).value ?? null;
}

/** The item's wastage entries as stored. */
export const wastageOf = (item: CatalogueItem): readonly WastageEntry[] => item.wastage ?? [];

/** The item with one more wastage entry; nothing else of it changes. */
export function withWastage(item: CatalogueItem, entry: WastageEntry): CatalogueItem {
  return { ...item, wastage: [...wastageOf(item), entry] };
}

const sameEntry = (a: WastageEntry, b: WastageEntry) =>
  a.date === b.date &&
  a.qty === b.qty &&
  a.qty_unit === b.qty_unit &&
  (a.prepqty ?? null) === (b.prepqty ?? null) &&
  (a.prepqty_unit ?? null) === (b.prepqty_unit ?? null) &&
  (a.value ?? null) === (b.value ?? null);

/** The item without the entry (the first one equal to it); null when it has no such entry. */
export function withoutWastage(item: CatalogueItem, entry: WastageEntry): CatalogueItem | null {
  const entries = wastageOf(item);
  const at = entries.findIndex((e) => e === entry || sameEntry(e, entry));
  if (at < 0) return null;
  return { ...item, wastage: entries.filter((_, i) => i !== at) };
}

/** One listed entry: its day (YYYY-MM-DD, or the date as stored when it is not one). */
export interface WastageRow {
  readonly key: number;
  readonly day: string;
  readonly entry: WastageEntry;
}

/** The item's entries, newest first (the later recorded first within a day). */
export function wastageRows(item: CatalogueItem): WastageRow[] {
  return wastageOf(item)
    .map((entry, key) => ({ key, day: dayOf(entry.date) ?? String(entry.date ?? ''), entry }))
    .sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.key - a.key));
}

/** The total value of every entry of the item (entries without a value are counted apart). */
export const listedWastageTotal = (item: CatalogueItem): WastageTotal => wastageTotal([item], '');
