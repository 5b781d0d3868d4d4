import type { Dimension } from '../units/unit-catalogue';

/** The three unit costs of an item (costing-model §2.5); absent costs are null. */
export interface UnitCosts {
  readonly gramcost: number | null;
  readonly mlcost: number | null;
  readonly eachcost: number | null;
}

/** A number that is usable as a cost input: finite. */
export const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A finite value or null: never NaN or Infinity (costing-model §2.5). */
export const orNull = (v: number | null): number | null =>
  v !== null && Number.isFinite(v) ? v : null;

/** The stored unit cost of an item for one dimension. */
export const costFor = (
  costs: {
    gramcost?: number | null | undefined;
    mlcost?: number | null | undefined;
    eachcost?: number | null | undefined;
  },
  dimension: Dimension,
): number | null => {
  const value =
    dimension === 'weight'
      ? costs.gramcost
      : dimension === 'volume'
        ? costs.mlcost
        : costs.eachcost;
  return finite(value) ? value : null;
};
