import { itemUnitCosts, keyFromName, type PackagingItem } from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';
import {
  PAR_LABELS,
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

export const PACKAGING_FIELD_LABELS = {
  name: 'Name',
  purchaseprice: 'Purchase price',
  purchaseqty: 'Purchase quantity',
  par_qty: PAR_LABELS.qty,
  par_unit: PAR_LABELS.unit,
} as const;

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
  const L = PACKAGING_FIELD_LABELS;
  const name = values.name.trim();
  if (name === '') errors.name = `${L.name} is required`;
  else if (context.adding && context.existingKeys.has(keyFromName(name))) {
    errors.name = `${L.name}: an item called ${keyFromName(name)} already exists`;
  }
  const price = toNumber(values.purchaseprice);
  if (values.purchaseprice !== '' && price === null)
    errors.purchaseprice = `${L.purchaseprice} must be a number`;
  else if (price !== null && price < 0)
    errors.purchaseprice = `${L.purchaseprice} must be 0 or more`;
  const qty = toNumber(values.purchaseqty);
  if (values.purchaseqty !== '' && qty === null)
    errors.purchaseqty = `${L.purchaseqty} must be a number`;
  else if (qty !== null && qty <= 0) errors.purchaseqty = `${L.purchaseqty} must be more than 0`;
  Object.assign(errors, validateParLevel(values, packagingFromForm(values)));
  return errors;
}
