import {
  cleanName,
  DEMAND_BATCHES,
  DEMAND_SERVINGS,
  MAX_RECORD_NAME,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type PrepList,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';

/** One line of the manual prep list editor: a recipe, an amount and its unit. */
export interface PrepListLineValues {
  foodkey: string;
  amount: NumberValue;
  unit: string;
}

/** The manual prep list editor's values (operations-model §1). */
export interface PrepListFormValues {
  name: string;
  /** 'YYYY-MM-DD', or '' for a list of no particular day. */
  date: string;
  lines: PrepListLineValues[];
}

export const NEW_PREP_LINE: PrepListLineValues = { foodkey: '', amount: '', unit: DEMAND_SERVINGS };

export const EMPTY_PREP_LIST_FORM: PrepListFormValues = {
  name: '',
  date: '',
  lines: [NEW_PREP_LINE],
};

/**
 * The units a line may be in (operations-model §1): servings, batches, or a weight or volume
 * unit the recipe converts to.
 */
export const PREP_UNIT_OPTIONS = [
  { group: 'Recipe', items: [DEMAND_SERVINGS, DEMAND_BATCHES] },
  { group: 'Weight', items: WEIGHT_UNITS.map((u) => u.name) },
  { group: 'Volume', items: VOLUME_UNITS.map((u) => u.name) },
];

const UNITS = new Set(PREP_UNIT_OPTIONS.flatMap((g) => g.items));

export const PREP_LIST_LABELS = {
  name: 'Name',
  date: 'Day',
  foodkey: 'Recipe',
  amount: 'Amount',
  unit: 'Unit',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day: '2026-02-30' is not one. */
const isDay = (text: string): boolean => {
  if (!DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * Checks a manual prep list; every message names its field ('Line 2: Amount must be above
 * 0'), keyed by the form path ('lines.1.amount').
 */
export function validatePrepList(
  values: PrepListFormValues,
  isRecipe: (foodkey: string) => boolean,
): Record<string, string> {
  const L = PREP_LIST_LABELS;
  const errors: Record<string, string> = {};
  const name = cleanName(values.name);
  if (name === '') errors.name = `${L.name} is required`;
  else if (name.length > MAX_RECORD_NAME) {
    errors.name = `${L.name} must be at most ${MAX_RECORD_NAME} characters`;
  }
  if (values.date !== '' && !isDay(values.date)) errors.date = `${L.date} must be a calendar day`;
  if (values.lines.length === 0) errors.lines = 'Add at least one recipe to prepare';
  values.lines.forEach((line, i) => {
    const at = `Line ${i + 1}`;
    if (!line.foodkey) errors[`lines.${i}.foodkey`] = `${at}: ${L.foodkey} is required`;
    else if (!isRecipe(line.foodkey)) {
      errors[`lines.${i}.foodkey`] = `${at}: ${L.foodkey} is not a recipe of the venue`;
    }
    const amount = toNumber(line.amount);
    if (amount === null) errors[`lines.${i}.amount`] = `${at}: ${L.amount} must be a number`;
    else if (!(amount > 0)) errors[`lines.${i}.amount`] = `${at}: ${L.amount} must be above 0`;
    if (!UNITS.has(line.unit)) {
      errors[`lines.${i}.unit`] =
        `${at}: ${L.unit} must be servings, batches, a weight or a volume`;
    }
  });
  return errors;
}

/** The editor's values of a saved list. */
export function prepListFormValues(list: PrepList): PrepListFormValues {
  return {
    name: list.name,
    date: list.date ?? '',
    lines: list.lines.map((l) => ({ foodkey: l.foodkey, amount: l.amount, unit: l.unit })),
  };
}

/**
 * The record to save (operations-model §1): the existing list (unknown fields kept) with the
 * form's values under `skey`. Call after `validatePrepList` found nothing.
 */
export function prepListFromForm(
  values: PrepListFormValues,
  existing: PrepList | null,
  skey: string,
): PrepList {
  const { date: _date, ...kept } = existing ?? ({} as Partial<PrepList>);
  return {
    ...kept,
    skey: existing?.skey ?? skey,
    name: cleanName(values.name),
    ...(values.date ? { date: values.date } : {}),
    lines: values.lines.map((line) => ({
      foodkey: line.foodkey,
      amount: toNumber(line.amount) as number,
      unit: line.unit,
    })),
  };
}
