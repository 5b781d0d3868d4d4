import { foodCostPercent } from '../costing/food-cost';
import { fieldError, finiteInput } from './field-error';

/** A price this close to 0 (relative to the subtotal) is 0: rounding noise. */
const NOISE = 1e-9;

/** One recipe line of an estimate: servings, price per serving, cost per serving (or null). */
export interface EstimateTotalsLine {
  readonly qty: number;
  readonly unitPrice: number;
  readonly unitCost: number | null;
}

export interface EstimateTotalsInput {
  readonly lines: readonly EstimateTotalsLine[];
  /** Fixed extra lines (staff, hire, delivery). */
  readonly extras: readonly { readonly amount: number }[];
  /** An amount, or a percent of the subtotal. */
  readonly discount: { readonly kind: 'amount' | 'percent'; readonly value: number };
  readonly taxPercent: number;
}

/** An estimate's totals (operations-model §6, §10); null where a cost is missing. */
export interface EstimateTotals {
  readonly cost: number | null;
  readonly subtotal: number;
  readonly discount: number;
  readonly net: number;
  readonly tax: number;
  readonly gross: number;
  readonly margin: number | null;
  readonly foodCostPercent: number | null;
}

/**
 * Estimate totals (operations-model §6, §10): cost = sum of qty x unitCost (null when a line's
 * cost is missing); subtotal = sum of qty x unitPrice + extras; discount = the amount, or
 * subtotal x percent / 100; net = subtotal - discount; tax = net x taxPercent / 100;
 * gross = net + tax; margin = net - cost; food cost percent = cost / (net - extras) x 100, the
 * food against its own price (null when that price is not above 0). A negative discount, a
 * discount above the subtotal (or above 100 percent) and a negative tax are refused
 * (DomainError naming the field).
 */
export const estimateTotals = ({
  lines,
  extras,
  discount,
  taxPercent,
}: EstimateTotalsInput): EstimateTotals => {
  let cost: number | null = 0;
  let food = 0;
  for (const [i, line] of lines.entries()) {
    const qty = finiteInput(line.qty, `lines.${i}.qty`);
    food += qty * finiteInput(line.unitPrice, `lines.${i}.unitPrice`);
    if (line.unitCost === null) cost = null;
    else if (cost !== null) cost += qty * finiteInput(line.unitCost, `lines.${i}.unitCost`);
  }
  let extra = 0;
  for (const [i, e] of extras.entries()) extra += finiteInput(e.amount, `extras.${i}.amount`);
  const subtotal = food + extra;
  const value = finiteInput(discount.value, 'discount');
  if (value < 0) throw fieldError('field-too-small', 'discount', { minimum: 0 });
  if (discount.kind === 'percent' && value > 100) {
    throw fieldError('field-too-large', 'discount', { maximum: 100 });
  }
  if (discount.kind === 'amount' && value > subtotal) {
    throw fieldError('field-too-large', 'discount', { maximum: subtotal });
  }
  const tax = finiteInput(taxPercent, 'taxPercent');
  if (tax < 0) throw fieldError('field-too-small', 'taxPercent', { minimum: 0 });
  const off = discount.kind === 'percent' ? (subtotal * value) / 100 : value;
  const net = subtotal - off;
  // The food's own price after the discount (net - extras); rounding noise around 0 is 0.
  const foodNet =
    Math.abs(net - extra) <= NOISE * Math.max(1, Math.abs(subtotal)) ? 0 : net - extra;
  const taxAmount = (net * tax) / 100;
  return {
    cost,
    subtotal,
    discount: off,
    net,
    tax: taxAmount,
    gross: net + taxAmount,
    margin: cost === null ? null : net - cost,
    foodCostPercent: foodCostPercent(cost, foodNet),
  };
};
