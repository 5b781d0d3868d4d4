import type { CatalogueItem } from '../records/item';
import type { WastageEntry } from '../records/wastage';
import { quantityToBase } from '../units/item-conversions';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { costFor, finite, orNull } from './unit-costs';

/** The cost of a quantity of an item at its current unit costs; null when not computable. */
export const quantityCost = (
  item: CatalogueItem,
  qty: number,
  unit: string,
  units?: UnitsInput,
): number | null => {
  const base = quantityToBase(qty, unit, item, unitTableFor(units));
  if (base === null) return null;
  const cost = costFor(item, base.dimension);
  return cost === null ? null : orNull(base.amount * cost);
};

/** Input of a wastage entry (the date is a parameter: no clock in the domain). */
export interface WastageInput {
  readonly date: number | string;
  readonly qty: number;
  readonly qty_unit: string;
  readonly prepqty?: number | null;
  readonly prepqty_unit?: string | null;
}

/**
 * A wastage entry (costing-model §7): value = cost of the wasted quantity at the time of the
 * entry.
 */
export const wastageEntry = (
  item: CatalogueItem,
  input: WastageInput,
  units?: UnitsInput,
): WastageEntry => ({
  date: input.date,
  qty: input.qty,
  qty_unit: input.qty_unit,
  prepqty: finite(input.prepqty) ? input.prepqty : null,
  prepqty_unit: input.prepqty_unit ?? null,
  value: quantityCost(item, input.qty, input.qty_unit, units),
});
