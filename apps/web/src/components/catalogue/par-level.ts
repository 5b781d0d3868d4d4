import {
  checkParLevel,
  normaliseUnit,
  type CatalogueItem,
  type DomainIssue,
  type ParLevel,
  type UnitsInput,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { toNumber, type NumberValue } from './number-value';
import { unitText } from './unit-choices';

/** A par level as a form holds it: the quantity as typed and the unit chosen. */
export interface ParFormValues {
  par_qty: NumberValue;
  par_unit: string;
}

/** The names of the two fields; every message starts with one of them. */
export interface ParLabels {
  qty: string;
  unit: string;
}

/**
 * The par level's fields as the item forms name them (operations-model §3), in the interface
 * language (read when asked for: the language may change).
 */
export const PAR_LABELS: ParLabels = {
  get qty() {
    return i18n.t('components:par.qty');
  },
  get unit() {
    return i18n.t('components:par.unit');
  },
};

export type ParErrors = Partial<Record<keyof ParFormValues, string>>;

const isBlank = (value: NumberValue) => typeof value === 'string' && value.trim() === '';

/** The form values of a stored par level (empty when the item has none). */
export function parFormValues(par: ParLevel | null | undefined): ParFormValues {
  return par ? { par_qty: par.qty, par_unit: par.unit } : { par_qty: '', par_unit: '' };
}

/**
 * The par level of the values (operations-model §3): null when the quantity is empty; a
 * catalogue unit in its canonical name, another (a custom unit) as typed.
 */
export function parFromForm(values: ParFormValues): ParLevel | null {
  const qty = toNumber(values.par_qty);
  const unit = values.par_unit.trim();
  if (qty === null) return null;
  return { qty, unit: normaliseUnit(unit) ?? unit };
}

/**
 * What is wrong with the unit of a par level, after the field's name (the domain's reason of
 * `checkParLevel`, in the screen's words).
 */
export function parUnitIssueText(issue: DomainIssue): string {
  const unit = unitText(String(issue.params?.unit ?? ''));
  switch (issue.reason) {
    case 'field-required':
      return i18n.t('components:par.issues.required');
    case 'density-missing':
      return i18n.t('components:par.issues.densityMissing', { unit });
    case 'each-weight-missing':
      return i18n.t('components:par.issues.eachWeightMissing', { unit });
    case 'dimension-mismatch':
      return i18n.t('components:par.issues.dimensionMismatch', { unit });
    default:
      return i18n.t('components:par.issues.notAUnit', { unit });
  }
}

/**
 * Checks a par level typed on an item's form (operations-model §3): a quantity that is a
 * number of at least 0, with a unit the item (as it would be saved) converts to; no quantity
 * is no par level. Every message starts with the field's name.
 */
export function validateParLevel(
  values: ParFormValues,
  item: CatalogueItem,
  units?: UnitsInput,
  labels: ParLabels = PAR_LABELS,
): ParErrors {
  const errors: ParErrors = {};
  // No quantity, no par level: emptying the quantity clears it, whatever the unit says.
  if (isBlank(values.par_qty)) return errors;
  const unit = values.par_unit.trim();
  const qty = toNumber(values.par_qty);
  if (qty === null) errors.par_qty = i18n.t('components:par.errors.number', { field: labels.qty });
  else if (qty < 0)
    errors.par_qty = i18n.t('components:par.errors.atLeastZero', { field: labels.qty });
  if (unit === '') {
    errors.par_unit = i18n.t('components:par.errors.unitRequired', { field: labels.unit });
    return errors;
  }
  if (qty === null || qty < 0) return errors;
  const found = checkParLevel({ ...item, par: parFromForm(values) } as CatalogueItem, units);
  const unitIssue = found.find((i) => i.path === 'par.unit');
  if (unitIssue) {
    errors.par_unit = i18n.t('components:par.errors.unit', {
      field: labels.unit,
      issue: parUnitIssueText(unitIssue),
    });
  }
  return errors;
}
