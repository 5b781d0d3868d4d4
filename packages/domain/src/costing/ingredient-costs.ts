import { issue, type DomainIssue } from '../errors';
import type { Ingredient } from '../records/ingredient';
import { quantityToBase } from '../units/item-conversions';
import { computeProfile, type ItemProfile } from '../units/item-profile';
import { normaliseUnit } from '../units/normalise-unit';
import { isPackagingUnit, resolvePackageChain } from '../units/package-chain';
import type { Dimension } from '../units/unit-catalogue';
import type { UnitTable } from '../units/unit-table';
import { finite, orNull, type UnitCosts } from './unit-costs';

/** Ingredient unit costs with the purchase amount they came from (costing-model §2). */
export interface IngredientCosts extends UnitCosts {
  /** The purchase dimension, when the purchase amount could be resolved. */
  readonly dimension: Dimension | null;
  /** Purchase amount A in the base unit (g, mL or each). */
  readonly amount: number | null;
}

/** Unit costs of an ingredient with the reasons it is incomplete (costing-model §2.6). */
export interface IngredientCostAnalysis extends IngredientCosts {
  readonly issues: readonly DomainIssue[];
  readonly complete: boolean;
}

/**
 * Ingredient unit costs (costing-model §2): A from the purchase quantity and unit (through
 * package levels), c = P / A, c_u = c / (Y / 100), then the three costs through density and
 * each weight. `ignoreYield` is used for parts, whose price already carries the parent's yield.
 * Any missing or invalid input gives null costs.
 */
export const computeIngredientCosts = (
  item: Ingredient,
  table: UnitTable,
  ignoreYield = false,
  profile: ItemProfile = computeProfile(item, table),
): IngredientCosts => {
  const p = item.purchaseprice;
  const q = item.purchaseqty;
  const u = item.purchaseunit;
  const y = ignoreYield ? 100 : (item.yield?.value ?? 100);
  // The purchase amount A in its base unit; `dimension` null when it cannot be resolved.
  const base = u && finite(q) && q > 0 ? quantityToBase(q, u, item, table, 0, profile) : null;
  const dimension: Dimension | null = base?.dimension ?? null;
  const amount = base?.amount ?? 0;
  if (
    dimension === null ||
    !(amount > 0) ||
    !finite(p) ||
    p < 0 ||
    !finite(y) ||
    y <= 0 ||
    y > 100
  ) {
    return {
      gramcost: null,
      mlcost: null,
      eachcost: null,
      dimension,
      amount: dimension === null ? null : amount,
    };
  }
  const { rho, w } = profile;
  const cu = p / amount / (y / 100);
  let gramcost: number | null;
  let mlcost: number | null;
  let eachcost: number | null;
  if (dimension === 'weight') {
    gramcost = cu;
    mlcost = rho === null ? null : gramcost * rho;
    eachcost = w === null ? null : gramcost * w;
  } else if (dimension === 'volume') {
    mlcost = cu;
    gramcost = rho === null ? null : mlcost / rho;
    eachcost = gramcost === null || w === null ? null : gramcost * w;
  } else {
    eachcost = cu;
    gramcost = w === null ? null : eachcost / w;
    mlcost = gramcost === null || rho === null ? null : gramcost * rho;
  }
  return {
    gramcost: orNull(gramcost),
    mlcost: orNull(mlcost),
    eachcost: orNull(eachcost),
    dimension,
    amount,
  };
};

/**
 * `computeIngredientCosts` plus the reasons the ingredient is incomplete (costing-model §2.6,
 * product spec §5): map without volume/weight data, price, quantity or unit missing, a unit
 * of each without each_value, an invalid package chain or yield.
 */
export const analyseIngredientCosts = (
  item: Ingredient,
  table: UnitTable,
  ignoreYield = false,
): IngredientCostAnalysis => {
  const issues: DomainIssue[] = [];
  const p = item.purchaseprice;
  const q = item.purchaseqty;
  const u = item.purchaseunit;
  if (!finite(p)) issues.push(issue('price-missing', 'purchaseprice'));
  else if (p < 0) issues.push(issue('price-negative', 'purchaseprice'));
  if (!finite(q) || q <= 0) issues.push(issue('qty-missing', 'purchaseqty'));
  if (!u) issues.push(issue('unit-missing', 'purchaseunit'));
  else if (isPackagingUnit(normaliseUnit(u))) {
    const chain = resolvePackageChain(item, table);
    if (!chain.ok) issues.push(...chain.error);
  }
  const y = ignoreYield ? 100 : (item.yield?.value ?? 100);
  if (!finite(y) || y <= 0 || y > 100) issues.push(issue('yield-out-of-range', 'yield.value'));
  const profile = computeProfile(item, table);
  const costs = computeIngredientCosts(item, table, ignoreYield, profile);
  if (u && costs.dimension === null && issues.length === 0) {
    issues.push(issue('unit-unknown', 'purchaseunit'));
  }
  if (profile.rho === null) issues.push(issue('map-missing', 'map'));
  if (costs.dimension === 'count' && profile.w === null) {
    issues.push(issue('each-weight-missing', 'map.each_value'));
  }
  return { ...costs, issues, complete: issues.length === 0 };
};
