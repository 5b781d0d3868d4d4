import { keyFromName, type Supplier, type SupplierIngredientRow } from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { CONTACT_FIELDS, contactLabel, type ContactField } from './supplier-contact';

/** One ingredient bought from the supplier, with the supplier's code for it. */
export interface CodeRow {
  foodkey: string;
  code: string;
}

export type SupplierFormValues = { name: string; ingredients: CodeRow[] } & Record<
  ContactField,
  string
>;

/** A field's label in the interface language; validation messages start with it. */
export const supplierFieldLabel = (field: 'name' | ContactField): string =>
  field === 'name' ? i18n.t('suppliers:fields.name') : contactLabel(field);

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  contact: '',
  phone: '',
  email: '',
  website: '',
  address: '',
  orderdays: '',
  note: '',
  ingredients: [],
};

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Form values of a stored supplier; `rows` are its ingredients (missing ones left out). */
export function supplierFormValues(
  supplier: Supplier,
  rows: readonly SupplierIngredientRow[],
): SupplierFormValues {
  const record = supplier as Record<string, unknown>;
  const values: SupplierFormValues = {
    ...EMPTY_SUPPLIER_FORM,
    name: supplier.name ?? supplier.skey,
    ingredients: rows
      .filter((r) => !r.missing)
      .map((r) => ({ foodkey: r.foodkey, code: textOf(r.code) })),
  };
  for (const field of CONTACT_FIELDS) values[field] = textOf(record[field]);
  return values;
}

/**
 * The supplier record of the form (the key is decided when saving, from the name). Other
 * fields are kept from `existing`; so are its list entries for ingredients that no longer
 * exist (`missing`). A code that reads the same as the stored one keeps its stored form.
 */
export function supplierFromForm(
  values: SupplierFormValues,
  existing: Supplier | null,
  missing: readonly string[] = [],
): Supplier {
  const record: Record<string, unknown> = { ...(existing ?? {}) };
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    if (value !== '') record[field] = value;
    else if (field in record) record[field] = null;
  }
  const stored = new Map((existing?.ingredients ?? []).map((e) => [e.foodkey, e]));
  const listed = values.ingredients.map((row) => {
    const code = row.code.trim();
    const before = stored.get(row.foodkey)?.code;
    const same = before !== undefined && before !== null && String(before) === code;
    return { foodkey: row.foodkey, code: same ? before : code === '' ? null : code };
  });
  const gone = (existing?.ingredients ?? []).filter(
    (e) => e.foodkey && missing.includes(e.foodkey),
  );
  return {
    ...record,
    type: 'supplier',
    skey: existing?.skey ?? keyFromName(values.name),
    name: values.name.trim(),
    ingredients: [...listed, ...gone],
  };
}

export interface SupplierValidationContext {
  /** Keys of the other live suppliers: a name may not take one. */
  otherKeys: ReadonlySet<string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
const PHONE = /^[\d\s+().-]+$/;

/** Validates the form; every message starts with the field's label. */
export function validateSupplier(
  values: SupplierFormValues,
  context: SupplierValidationContext,
): Record<string, string> {
  const label = supplierFieldLabel;
  const message = (key: 'required' | 'email' | 'website' | 'phone', field: 'name' | ContactField) =>
    i18n.t(`suppliers:validation.${key}`, { label: label(field) });
  const errors: Record<string, string> = {};
  const key = keyFromName(values.name);
  if (key === '') errors.name = message('required', 'name');
  else if (context.otherKeys.has(key)) {
    errors.name = i18n.t('suppliers:validation.taken', { label: label('name'), key });
  }
  const email = values.email.trim();
  if (email !== '' && !EMAIL.test(email)) errors.email = message('email', 'email');
  const website = values.website.trim();
  if (website !== '' && !WEBSITE.test(website)) errors.website = message('website', 'website');
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) errors.phone = message('phone', 'phone');
  const seen = new Set<string>();
  values.ingredients.forEach((row, i) => {
    const n = i + 1;
    if (!row.foodkey) {
      errors[`ingredients.${i}.foodkey`] = i18n.t('suppliers:validation.ingredientRequired', { n });
    } else if (seen.has(row.foodkey)) {
      errors[`ingredients.${i}.foodkey`] = i18n.t('suppliers:validation.ingredientTwice', { n });
    }
    seen.add(row.foodkey);
  });
  return errors;
}
