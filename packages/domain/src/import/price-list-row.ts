import { issue, type DomainIssue } from '../errors';
import { normaliseUnit } from '../units/normalise-unit';
import { isPackagingUnit, resolvePackageChain } from '../units/package-chain';
import { unitTableFor } from '../units/unit-table';

/** One row of an imported price list, as read from a spreadsheet (values not yet typed). */
export interface PriceListRow {
  readonly foodkey?: unknown;
  readonly code?: unknown;
  readonly purchaseprice?: unknown;
  readonly purchaseqty?: unknown;
  readonly purchaseunit?: unknown;
  readonly package_qty1?: unknown;
  readonly package_unit1?: unknown;
  readonly package_qty2?: unknown;
  readonly package_unit2?: unknown;
  readonly package_qty3?: unknown;
  readonly package_unit3?: unknown;
  readonly [field: string]: unknown;
}

/** Cleaned purchase data: numbers parsed, unit names canonical, absent values null. */
export interface PurchaseData {
  purchaseprice: number | null;
  purchaseqty: number | null;
  purchaseunit: string | null;
  package_qty1: number | null;
  package_unit1: string | null;
  package_qty2: number | null;
  package_unit2: string | null;
  package_qty3: number | null;
  package_unit3: string | null;
}

/** A row with cleaned purchase data and its code. */
export type CleanPriceListRow = PriceListRow & PurchaseData & { readonly code: string | null };

/** Valid: the cleaned row. Invalid: the errors, and the row with its purchase data cleared. */
export type PriceListRowResult =
  | { readonly ok: true; readonly value: CleanPriceListRow }
  | { readonly ok: false; readonly error: DomainIssue[]; readonly value: CleanPriceListRow };

const CLEARED: PurchaseData = {
  purchaseprice: null,
  purchaseqty: null,
  purchaseunit: null,
  package_qty1: null,
  package_unit1: null,
  package_qty2: null,
  package_unit2: null,
  package_qty3: null,
  package_unit3: null,
};

const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const num = (v: unknown): number | null => {
  if (blank(v)) return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
};

const unitName = (v: unknown): string | null => (blank(v) ? null : String(v).trim());

/**
 * Price list row validation (product spec §5): price a number >= 0; package quantities > 0;
 * a known package unit; three-level packaging with distinct units ending in a non-packaging
 * unit. An invalid row has its purchase data cleared; a row with neither price nor code is an
 * error ('price-and-code-missing').
 */
export const validatePriceListRow = (row: PriceListRow): PriceListRowResult => {
  const errors: DomainIssue[] = [];
  const code = blank(row.code) ? null : String(row.code).trim();
  const price = num(row.purchaseprice);
  if (price !== null && Number.isNaN(price))
    errors.push(issue('price-not-a-number', 'purchaseprice'));
  else if (price !== null && price < 0) errors.push(issue('price-negative', 'purchaseprice'));
  if (price === null && code === null)
    errors.push(issue('price-and-code-missing', 'purchaseprice'));

  const data: PurchaseData = { ...CLEARED, purchaseprice: price };
  const hasPurchase = price !== null || !blank(row.purchaseqty) || !blank(row.purchaseunit);
  if (hasPurchase) {
    const qty = num(row.purchaseqty);
    if (qty === null || Number.isNaN(qty) || qty <= 0) {
      errors.push(issue('package-qty-not-positive', 'purchaseqty'));
    }
    const rawUnit = unitName(row.purchaseunit);
    const unit = rawUnit === null ? null : normaliseUnit(rawUnit);
    if (unit === null) errors.push(issue('package-unit-unknown', 'purchaseunit'));
    data.purchaseqty = qty;
    data.purchaseunit = unit;
    if (unit !== null && isPackagingUnit(unit)) {
      const levels = {
        purchaseunit: unit,
        package_qty1: num(row.package_qty1),
        package_unit1: unitName(row.package_unit1),
        package_qty2: num(row.package_qty2),
        package_unit2: unitName(row.package_unit2),
        package_qty3: num(row.package_qty3),
        package_unit3: unitName(row.package_unit3),
      };
      const chain = resolvePackageChain(levels, unitTableFor(undefined));
      if (!chain.ok) errors.push(...chain.error);
      else {
        const [, u1, u2, u3] = chain.value.units;
        const [q1, q2, q3] = chain.value.qtys;
        Object.assign(data, {
          package_qty1: q1 ?? null,
          package_unit1: u1 ?? null,
          package_qty2: q2 ?? null,
          package_unit2: u2 ?? null,
          package_qty3: q3 ?? null,
          package_unit3: u3 ?? null,
        });
      }
    }
  }
  if (errors.length > 0) return { ok: false, error: errors, value: { ...row, ...CLEARED, code } };
  return { ok: true, value: { ...row, ...data, code } };
};
