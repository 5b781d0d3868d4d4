import { normaliseUnit } from '../units/normalise-unit';

/**
 * One line of demand (operations-model §1): a recipe (or item) and an amount in servings,
 * batches, or any weight, volume or count unit the recipe converts to.
 */
export interface DemandLine {
  readonly foodkey: string;
  readonly amount: number;
  readonly unit: string;
}

/** The unit of demand in servings (operations-model §1). */
export const DEMAND_SERVINGS = 'servings';
/** The unit of demand in whole batches (operations-model §1). */
export const DEMAND_BATCHES = 'batches';

const SERVING_NAMES = new Set(['serving', 'servings', 'portion', 'portions']);
const BATCH_NAMES = new Set(['batch', 'batches']);

/** The spelling two demand units share when they are the same unit ('kg' and 'Kilos'). */
export const demandUnitKey = (unit: string): string => {
  const plain = unit.trim().toLowerCase();
  if (SERVING_NAMES.has(plain)) return DEMAND_SERVINGS;
  if (BATCH_NAMES.has(plain)) return DEMAND_BATCHES;
  return normaliseUnit(unit) ?? plain;
};

/**
 * Demand with the lines of the same recipe and unit merged, their amounts summed
 * (operations-model §1), in the order each recipe and unit first appears.
 */
export const sumDemand = (lines: readonly DemandLine[]): DemandLine[] => {
  const merged = new Map<string, { foodkey: string; amount: number; unit: string }>();
  for (const line of lines) {
    const unit = demandUnitKey(line.unit);
    const key = `${line.foodkey}\u0000${unit}`;
    const seen = merged.get(key);
    if (seen) seen.amount += line.amount;
    else merged.set(key, { foodkey: line.foodkey, amount: line.amount, unit });
  }
  return [...merged.values()];
};
