import { PRICE_ENDINGS, type PriceEnding } from '../records/settings';

export { PRICE_ENDINGS, type PriceEnding };

/** The venue's target food cost percent when it has set none (operations-model §7). */
export const DEFAULT_TARGET_FOOD_COST_PERCENT = 30;

/** The cents of each ending. */
const ENDING_CENTS: Readonly<Record<PriceEnding, number>> = {
  '.00': 0,
  '.50': 50,
  '.95': 95,
  '.99': 99,
};

/** An amount this close to a whole number of cents (relatively) is that number: float noise. */
const NOISE = 1e-9;

/**
 * The smallest price ending in `ending` that is at least `rawGross` (operations-model §7, §10):
 * 10.33 with '.95' gives 10.95, 10.96 gives 11.95; with '.00' 11.00, with '.50' 10.50. An
 * amount within a billionth (relatively) of a whole cent counts as that cent, so floating-point
 * noise (10.950000000000001) never adds a step. Never below the ending itself (0.95 for '.95').
 * NaN for an amount that is not a finite number.
 */
export const roundToPriceEnding = (rawGross: number, ending: PriceEnding): number => {
  if (!Number.isFinite(rawGross)) return Number.NaN;
  const end = ENDING_CENTS[ending];
  let cents = rawGross * 100;
  const whole = Math.round(cents);
  if (Math.abs(cents - whole) <= NOISE * Math.max(1, Math.abs(cents))) cents = whole;
  const units = Math.max(0, Math.ceil((cents - end) / 100));
  return (units * 100 + end) / 100;
};
