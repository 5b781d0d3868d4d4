import {
  cleanName,
  DEMAND_BATCHES,
  DEMAND_SERVINGS,
  MAX_RECORD_NAME,
  unitLabel,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type PrepList,
} from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { currentLanguage, i18n } from '../../i18n/i18n';

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

/** The units a line may be in, by group: servings, batches, or a weight or volume unit. */
const UNIT_GROUPS = {
  recipe: [DEMAND_SERVINGS, DEMAND_BATCHES],
  weight: WEIGHT_UNITS.map((u) => u.name),
  volume: VOLUME_UNITS.map((u) => u.name),
} as const;

const UNITS = new Set<string>(Object.values(UNIT_GROUPS).flat());

/** The demand units' names in French (servings, batches). */
const DEMAND_UNIT_KEYS: Readonly<Record<string, 'servings' | 'batches'>> = {
  [DEMAND_SERVINGS]: 'servings',
  [DEMAND_BATCHES]: 'batches',
};

/** A unit's name in the unit list: the unit itself in English, its French name in French. */
function unitOption(unit: string): { value: string; label: string } {
  const language = currentLanguage();
  if (language === 'en') return { value: unit, label: unit };
  const demand = DEMAND_UNIT_KEYS[unit];
  const label = demand
    ? i18n.t(`kitchen-lists:form.units.${demand}`)
    : unitLabel(unit, 2, language);
  return { value: unit, label };
}

/**
 * The units a line may be in (operations-model §1): servings, batches, or a weight or volume
 * unit the recipe converts to; named in the interface language.
 */
export function prepUnitOptions(): { group: string; items: { value: string; label: string }[] }[] {
  return [
    {
      group: i18n.t('kitchen-lists:form.unitGroups.recipe'),
      items: UNIT_GROUPS.recipe.map(unitOption),
    },
    {
      group: i18n.t('kitchen-lists:form.unitGroups.weight'),
      items: UNIT_GROUPS.weight.map(unitOption),
    },
    {
      group: i18n.t('kitchen-lists:form.unitGroups.volume'),
      items: UNIT_GROUPS.volume.map(unitOption),
    },
  ];
}

/** The editor's fields. */
type PrepListField = 'name' | 'date' | 'foodkey' | 'amount' | 'unit';

/** A field's name on the form and in its messages: 'Name', 'Recipe'. */
const prepListLabel = (field: PrepListField): string => i18n.t(`kitchen-lists:form.${field}`);

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
  const name = prepListLabel('name');
  const errors: Record<string, string> = {};
  const cleaned = cleanName(values.name);
  if (cleaned === '') errors.name = i18n.t('kitchen-lists:form.errors.required', { field: name });
  else if (cleaned.length > MAX_RECORD_NAME) {
    errors.name = i18n.t('kitchen-lists:form.errors.tooLong', {
      field: name,
      max: MAX_RECORD_NAME,
    });
  }
  if (values.date !== '' && !isDay(values.date)) {
    errors.date = i18n.t('kitchen-lists:form.errors.notDay', { field: prepListLabel('date') });
  }
  if (values.lines.length === 0) errors.lines = i18n.t('kitchen-lists:form.errors.noLines');
  const recipe = prepListLabel('foodkey');
  const amountField = prepListLabel('amount');
  values.lines.forEach((line, i) => {
    const at = (problem: string) =>
      i18n.t('kitchen-lists:form.errors.atLine', { line: i + 1, problem });
    if (!line.foodkey) {
      errors[`lines.${i}.foodkey`] = at(
        i18n.t('kitchen-lists:form.errors.required', { field: recipe }),
      );
    } else if (!isRecipe(line.foodkey)) {
      errors[`lines.${i}.foodkey`] = at(
        i18n.t('kitchen-lists:form.errors.notRecipe', { field: recipe }),
      );
    }
    const amount = toNumber(line.amount);
    if (amount === null) {
      errors[`lines.${i}.amount`] = at(
        i18n.t('kitchen-lists:form.errors.notNumber', { field: amountField }),
      );
    } else if (!(amount > 0)) {
      errors[`lines.${i}.amount`] = at(
        i18n.t('kitchen-lists:form.errors.notAboveZero', { field: amountField }),
      );
    }
    if (!UNITS.has(line.unit)) {
      errors[`lines.${i}.unit`] = at(
        i18n.t('kitchen-lists:form.errors.badUnit', { field: prepListLabel('unit') }),
      );
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
