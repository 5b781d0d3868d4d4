import { DEFAULT_CURRENCY } from './currencies';
import { roundTo } from './round';

/** Costs are shown to 4 decimals (costing-model §10, product spec §9). */
export const COST_DECIMALS = 4;

/**
 * A cost with the user's currency symbol (default '$') and 4 decimals: '$0.0012'.
 * A missing cost is shown as an empty string, never as 0.
 */
export const formatCost = (
  value: number | null | undefined,
  symbol: string | null | undefined = DEFAULT_CURRENCY,
): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const rounded = roundTo(value, COST_DECIMALS);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${symbol || DEFAULT_CURRENCY}${Math.abs(rounded).toFixed(COST_DECIMALS)}`;
};
