import { itemUnitCosts, keyFromName, type PackagingItem } from '@larder/domain';
import { toNumber, type NumberValue } from '../../components/catalogue/number-value';

export interface PackagingFormValues {
  name: string;
  purchaseprice: NumberValue;
  purchaseqty: NumberValue;
}

export const EMPTY_PACKAGING_FORM: PackagingFormValues = {
  name: '',
  purchaseprice: '',
  purchaseqty: '',
};

export const PACKAGING_FIELD_LABELS = {
  name: 'Name',
  purchaseprice: 'Purchase price',
  purchaseqty: 'Purchase quantity',
} as const;

export function packagingFormValues(item: PackagingItem): PackagingFormValues {
  return {
    name: item.name ?? item.foodkey,
    purchaseprice: item.purchaseprice ?? '',
    purchaseqty: item.purchaseqty ?? '',
  };
}

/** The packaging record of the values; other fields are kept from `existing`. */
export function packagingFromForm(
  values: PackagingFormValues,
  existing?: PackagingItem | null,
): PackagingItem {
  const name = values.name.trim();
  const item: PackagingItem = {
    ...(existing ?? {}),
    type: 'packaging',
    foodkey: existing?.foodkey ?? keyFromName(name),
    name,
    purchaseprice: toNumber(values.purchaseprice),
    purchaseqty: toNumber(values.purchaseqty),
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
  return errors;
}
