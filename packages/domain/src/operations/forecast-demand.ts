import { DEMAND_SERVINGS, sumDemand, type DemandLine } from './demand';
import { fieldError, finiteInput } from './field-error';

/** The expected share of covers that order one menu item, 0..1 (operations-model §1). */
export interface ForecastShare {
  readonly foodkey: string;
  readonly share: number;
}

export interface ForecastInput {
  readonly covers: number;
  readonly shares: readonly ForecastShare[];
}

/**
 * A menu forecast's demand (operations-model §1): servings = covers x the item's expected
 * share; shares of the same recipe summed; a share of 0 asks for nothing. Covers below 0 and
 * a share outside 0..1 are refused (DomainError naming the field).
 */
export const forecastDemand = ({ covers, shares }: ForecastInput): DemandLine[] => {
  if (finiteInput(covers, 'covers') < 0) {
    throw fieldError('field-too-small', 'covers', { minimum: 0 });
  }
  const lines: DemandLine[] = [];
  for (const [i, { foodkey, share }] of shares.entries()) {
    const path = `shares.${i}.share`;
    if (finiteInput(share, path) < 0) throw fieldError('field-too-small', path, { minimum: 0 });
    if (share > 1) throw fieldError('field-too-large', path, { maximum: 1 });
    const servings = covers * share;
    if (servings > 0) lines.push({ foodkey, amount: servings, unit: DEMAND_SERVINGS });
  }
  return sumDemand(lines);
};
