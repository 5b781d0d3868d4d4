import { err, issue, ok, type DomainIssue, type Result } from '../errors';
import { normaliseUnit } from './normalise-unit';
import { unitDefinition, type Dimension } from './unit-catalogue';
import type { UnitTable } from './unit-table';

/** Purchase fields describing package levels (product spec §3). */
export interface PurchaseFields {
  readonly purchaseunit?: string | null | undefined;
  readonly package_qty1?: number | null | undefined;
  readonly package_unit1?: string | null | undefined;
  readonly package_qty2?: number | null | undefined;
  readonly package_unit2?: string | null | undefined;
  readonly package_qty3?: number | null | undefined;
  readonly package_unit3?: string | null | undefined;
}

/**
 * A resolved package chain: units[0] is the purchase unit; one units[i] holds qtys[i] of
 * units[i + 1]; the last unit is a measure unit (costing-model §2.1).
 */
export interface PackageChain {
  readonly units: readonly string[];
  readonly qtys: readonly number[];
  readonly dimension: Dimension;
  /** Base amount (g, mL or each) in one of each chain unit, same order as `units`. */
  readonly baseAmounts: readonly number[];
}

/** True when the canonical unit is a packaging unit (case, can, ...). */
export const isPackagingUnit = (canonical: string | null): boolean =>
  canonical !== null && unitDefinition(canonical)?.kind === 'packaging';

const levelOf = (
  f: PurchaseFields,
  level: 1 | 2 | 3,
): { qty: number | null | undefined; unit: string | null | undefined } =>
  level === 1
    ? { qty: f.package_qty1, unit: f.package_unit1 }
    : level === 2
      ? { qty: f.package_qty2, unit: f.package_unit2 }
      : { qty: f.package_qty3, unit: f.package_unit3 };

/**
 * Follows the package levels from a packaging purchase unit (costing-model §2.1, product spec §5):
 * every qty > 0, known and distinct units, at most three levels, ending at a measure unit.
 */
export const resolvePackageChain = (
  fields: PurchaseFields,
  table: UnitTable,
): Result<PackageChain, DomainIssue[]> => {
  const start = normaliseUnit(fields.purchaseunit ?? '');
  if (start === null) return err([issue('package-unit-unknown', 'purchaseunit')]);
  const units: string[] = [start];
  const qtys: number[] = [];
  let current = start;
  for (const level of [1, 2, 3] as const) {
    if (!isPackagingUnit(current)) break;
    const { qty, unit } = levelOf(fields, level);
    const canonical = unit ? normaliseUnit(unit) : null;
    if (canonical === null) return err([issue('package-unit-unknown', `package_unit${level}`)]);
    if (typeof qty !== 'number' || !Number.isFinite(qty) || qty <= 0) {
      return err([issue('package-qty-not-positive', `package_qty${level}`)]);
    }
    if (units.includes(canonical)) {
      return err([issue('package-units-not-distinct', `package_unit${level}`)]);
    }
    units.push(canonical);
    qtys.push(qty);
    current = canonical;
  }
  const final = table.sizes.get(current);
  if (final === undefined) {
    return err([issue('package-chain-not-ending-in-measure', `package_unit${units.length - 1}`)]);
  }
  const baseAmounts = new Array<number>(units.length);
  let amount = final.size;
  baseAmounts[units.length - 1] = amount;
  for (let i = qtys.length - 1; i >= 0; i--) {
    amount *= qtys[i] ?? Number.NaN;
    baseAmounts[i] = amount;
  }
  return ok({ units, qtys, dimension: final.dimension, baseAmounts });
};
