import { itemUnitCosts, keyFromName, type PackagingItem } from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import { i18n } from '../../i18n/i18n';
import {
  parFormValues,
  parFromForm,
  validateParLevel,
  type ParFormValues,
} from '../../components/catalogue/par-level';

export interface PackagingFormValues extends ParFormValues {
  name: string;
  purchaseprice: NumberValue;
  purchaseqty: NumberValue;
}

/** Packaging items are counted in each (costing-model §4); a par level starts in each. */
export const PACKAGING_PAR_UNIT = 'each';

export const EMPTY_PACKAGING_FORM: PackagingFormValues = {
  name: '',
  purchaseprice: '',
  purchaseqty: '',
  par_qty: '',
  par_unit: PACKAGING_PAR_UNIT,
};

/** A field's label in the interface language; validation messages start with it. */
export const packagingFieldLabel = (field: keyof PackagingFormValues): string =>
  i18n.t(`packaging:fields.${field}`);

export function packagingFormValues(item: PackagingItem): PackagingFormValues {
  const par = parFormValues(item.par);
  return {
    name: item.name ?? item.foodkey,
    purchaseprice: item.purchaseprice ?? '',
    purchaseqty: item.purchaseqty ?? '',
    par_qty: par.par_qty,
    par_unit: par.par_unit || PACKAGING_PAR_UNIT,
  };
}

/** The packaging record of the values; other fields are kept from `existing`. */
export function packagingFromForm(
  values: PackagingFormValues,
  existing?: PackagingItem | null,
): PackagingItem {
  const name = values.name.trim();
  const par = parFromForm(values);
  const item: PackagingItem = {
    ...(existing ?? {}),
    type: 'packaging',
    foodkey: existing?.foodkey ?? keyFromName(name),
    name,
    purchaseprice: toNumber(values.purchaseprice),
    purchaseqty: toNumber(values.purchaseqty),
    // operations-model §3: the optional par level; cleared to null once it was set.
    ...(par !== null || existing?.par ? { par } : {}),
  };
  return { ...item, eachcost: itemUnitCosts(item).eachcost };
}

/** eachcost = purchase price / purchase qty, live (costing-model §4); null when unknown. */
export const liveEachCost = (values: PackagingFormValues): number | null =>
  itemUnitCosts(packagingFromForm(values)).eachcost;

export function validatePackaging(
  values: PackagingFormValues,
  context: { existingKeys: ReadonlySet<string>; adding: boolean },
): Partial<Record<keyof PackagingFormValues, string>> {
  const errors: Partial<Record<keyof PackagingFormValues, string>> = {};
  const field = packagingFieldLabel;
  const message = (
    key: 'required' | 'number' | 'zeroOrMore' | 'moreThanZero',
    name: keyof PackagingFormValues,
  ) => i18n.t(`packaging:validation.${key}`, { field: field(name) });
  const name = values.name.trim();
  if (name === '') errors.name = message('required', 'name');
  else if (context.adding && context.existingKeys.has(keyFromName(name))) {
    errors.name = i18n.t('packaging:validation.keyTaken', {
      field: field('name'),
      key: keyFromName(name),
    });
  }
  const price = toNumber(values.purchaseprice);
  if (values.purchaseprice !== '' && price === null)
    errors.purchaseprice = message('number', 'purchaseprice');
  else if (price !== null && price < 0)
    errors.purchaseprice = message('zeroOrMore', 'purchaseprice');
  const qty = toNumber(values.purchaseqty);
  if (values.purchaseqty !== '' && qty === null)
    errors.purchaseqty = message('number', 'purchaseqty');
  else if (qty !== null && qty <= 0) errors.purchaseqty = message('moreThanZero', 'purchaseqty');
  const parLabels = { qty: field('par_qty'), unit: field('par_unit') };
  Object.assign(errors, validateParLevel(values, packagingFromForm(values), undefined, parLabels));
  return errors;
}
