import type { DomainIssue } from '../errors';
import { validatePriceListRow, type PriceListRow } from '../import/price-list-row';
import { INVALID_PRICE_LIST_ITEM, type WarningSink } from '../messages';
import type { Ingredient } from '../records/ingredient';
import type { CatalogueItem } from '../records/item';
import type { Supplier } from '../records/supplier';
import type { UnitsInput } from '../units/unit-table';
import { matchPriceListRow, supplierCatalogue } from './match-price-list-row';
import { withPurchaseData } from './with-purchase-data';

/**
 * What importing a row does:
 * - `update`: the matched ingredient gets the row's purchase data;
 * - `unchanged`: the row is valid but changes nothing (same data, or no price given);
 * - `invalid`: the row fails the price list rules (product spec §5) and is not applied;
 * - `unmatched`: no ingredient of the supplier has the row's code or name;
 * - `duplicate`: an earlier row already updates the same ingredient.
 */
export type PriceListRowStatus = 'update' | 'unchanged' | 'invalid' | 'unmatched' | 'duplicate';

/** The outcome of one price list row. */
export interface PriceListRowPlan {
  /** The row's number among the data rows, from 1. */
  readonly line: number;
  readonly status: PriceListRowStatus;
  /** The row as read (values not yet typed). */
  readonly row: PriceListRow;
  /** Why an invalid row is invalid, each naming its field. */
  readonly issues: readonly DomainIssue[];
  /** The matched ingredient as it is now; null when none matched. */
  readonly before: Ingredient | null;
  /** The ingredient as the import leaves it (the same object when unchanged). */
  readonly after: Ingredient | null;
  readonly matchedBy: 'code' | 'name' | null;
}

/** Every row's outcome, the ingredients to save, and how many rows had each outcome. */
export interface PriceListPlan {
  readonly rows: readonly PriceListRowPlan[];
  readonly updates: readonly Ingredient[];
  readonly counts: Readonly<Record<PriceListRowStatus, number>>;
}

export interface PriceListPlanOptions {
  /** The day the prices apply from: the price history date (ISO string or epoch ms). */
  readonly date: string | number;
  readonly units?: UnitsInput;
  /** Receives 'Invalid price list item' for every invalid row (product spec §8). */
  readonly onWarning?: WarningSink;
}

const rowName = (row: PriceListRow): string | undefined => {
  for (const value of [row.name, row.code]) {
    if (value !== null && value !== undefined && String(value).trim() !== '') {
      return String(value).trim();
    }
  }
  return undefined;
};

/**
 * Plans a supplier's price list import: each row is validated (product spec §5), matched to
 * one of the supplier's ingredients by code then by name, and turned into the updated
 * ingredient with its price history entry. Invalid rows change nothing and are reported with
 * 'Invalid price list item'. Nothing is written: the caller saves `updates` in one go.
 */
export const planPriceList = (
  rows: readonly PriceListRow[],
  supplier: Supplier,
  items: Iterable<CatalogueItem>,
  options: PriceListPlanOptions,
): PriceListPlan => {
  const catalogue = supplierCatalogue(supplier, items);
  const claimed = new Set<string>();
  const counts: Record<PriceListRowStatus, number> = {
    update: 0,
    unchanged: 0,
    invalid: 0,
    unmatched: 0,
    duplicate: 0,
  };
  const updates: Ingredient[] = [];
  const plans = rows.map((row, i): PriceListRowPlan => {
    const line = i + 1;
    const base = { line, row, issues: [], before: null, after: null, matchedBy: null };
    const checked = validatePriceListRow(row);
    const match = matchPriceListRow(row, catalogue);
    const plan = (status: PriceListRowStatus, rest: Partial<PriceListRowPlan> = {}) => {
      counts[status] += 1;
      return { ...base, ...rest, status };
    };
    if (!checked.ok) {
      const name = match?.ingredient.foodkey ?? rowName(row);
      options.onWarning?.({
        message: INVALID_PRICE_LIST_ITEM,
        ...(name === undefined ? {} : { foodkey: name }),
      });
      return plan('invalid', {
        issues: checked.error,
        before: match?.ingredient ?? null,
        after: match?.ingredient ?? null,
        matchedBy: match?.by ?? null,
      });
    }
    if (!match) return plan('unmatched');
    const found = { before: match.ingredient, matchedBy: match.by };
    if (claimed.has(match.ingredient.foodkey)) {
      return plan('duplicate', { ...found, after: match.ingredient });
    }
    claimed.add(match.ingredient.foodkey);
    const after =
      checked.value.purchaseprice === null
        ? match.ingredient
        : withPurchaseData(match.ingredient, checked.value, options.date, options.units);
    if (after === match.ingredient) return plan('unchanged', { ...found, after });
    updates.push(after);
    return plan('update', { ...found, after });
  });
  return { rows: plans, updates, counts };
};
