import {
  checkParLevel,
  normaliseUnit,
  type CatalogueItem,
  type DomainIssue,
  type ParLevel,
  type UnitsInput,
} from '@larder/domain';
import { toNumber, type NumberValue } from './number-value';

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

/** The par level's fields as the item forms name them (operations-model §3). */
export const PAR_LABELS: ParLabels = { qty: 'Par level', unit: 'Par level unit' };

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
  const unit = String(issue.params?.unit ?? '');
  switch (issue.reason) {
    case 'field-required':
      return 'is required';
    case 'density-missing':
      return `${unit} needs this item's volume and weight conversion`;
    case 'each-weight-missing':
      return `${unit} needs the weight of one each of this item`;
    case 'dimension-mismatch':
      return `${unit} does not convert to what this item is counted in`;
    default:
      return `${unit} is not a unit of this item`;
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
  if (qty === null) errors.par_qty = `${labels.qty} must be a number`;
  else if (qty < 0) errors.par_qty = `${labels.qty} must be 0 or more`;
  if (unit === '') {
    errors.par_unit = `${labels.unit} is required with a par level`;
    return errors;
  }
  if (qty === null || qty < 0) return errors;
  const found = checkParLevel({ ...item, par: parFromForm(values) } as CatalogueItem, units);
  const unitIssue = found.find((i) => i.path === 'par.unit');
  if (unitIssue) errors.par_unit = `${labels.unit}: ${parUnitIssueText(unitIssue)}`;
  return errors;
}
