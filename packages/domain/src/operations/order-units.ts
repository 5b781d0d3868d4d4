import { fieldError, finiteInput } from './field-error';

/** The inputs of `orderUnits`, all in the same base unit (g, mL or each). */
export interface OrderUnitsInput {
  readonly need: number;
  readonly par: number;
  readonly onHand: number;
  /** The base amount of one purchase unit (a case of 12 cans of 400 g: 4800). */
  readonly unitSize: number;
}

/** A quotient this close to a whole number (relatively) is that number: rounding noise. */
const NOISE = 1e-9;

/**
 * Whole purchase units to order (operations-model §3, §10):
 * ceil(max(0, need + par - onHand) / unitSize). A quotient within a billionth (relative) of a
 * whole number counts as that number, so floating-point noise never adds a unit. A unitSize
 * of 0 or less, or an input that is not a finite number, is refused (DomainError).
 */
export const orderUnits = ({ need, par, onHand, unitSize }: OrderUnitsInput): number => {
  finiteInput(need, 'need');
  finiteInput(par, 'par');
  finiteInput(onHand, 'onHand');
  finiteInput(unitSize, 'unitSize');
  if (unitSize <= 0) throw fieldError('field-too-small', 'unitSize', { above: 0 });
  const shortfall = need + par - onHand;
  if (!(shortfall > 0)) return 0;
  const quotient = shortfall / unitSize;
  if (!Number.isFinite(quotient)) throw fieldError('field-too-large', 'need');
  const whole = Math.round(quotient);
  if (Math.abs(quotient - whole) <= NOISE * Math.max(1, quotient)) return whole;
  return Math.ceil(quotient);
};
