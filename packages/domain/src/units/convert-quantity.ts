import { err, ok, type DomainReason, type Result } from '../errors';
import type { CatalogueItem } from '../records/item';
import { itemProfile } from './item-profile';
import { convertBase, quantityToBase } from './item-conversions';
import { unitTableFor, type UnitsInput } from './unit-table';

/** Context of a conversion: the item (density, each weight, package levels, custom units). */
export interface ConversionContext {
  readonly item?: CatalogueItem | undefined;
  readonly units?: UnitsInput;
}

/**
 * Converts `value` `from` one unit `to` another (costing-model §1, §2), through the item's
 * density, each weight, package levels and custom units where needed. Null when the
 * conversion is not defined (never 0 or NaN).
 */
export const convertQuantity = (
  value: number,
  from: string,
  to: string,
  ctx?: ConversionContext,
): number | null => {
  const table = unitTableFor(ctx?.units);
  const item = ctx?.item;
  const source = quantityToBase(value, from, item, table);
  const target = quantityToBase(1, to, item, table);
  if (source === null || target === null || target.amount <= 0) return null;
  const amount = convertBase(source, target.dimension, item, table);
  if (amount === null) return null;
  const result = amount / target.amount;
  return Number.isFinite(result) ? result : null;
};

/**
 * `convertQuantity` with the reason of a failure (style-examples habit 5): 'unit-unknown',
 * 'density-missing', 'each-weight-missing' or 'dimension-mismatch'.
 */
export const tryConvertQuantity = (
  value: number,
  from: string,
  to: string,
  ctx?: ConversionContext,
): Result<number, DomainReason> => {
  const table = unitTableFor(ctx?.units);
  const item = ctx?.item;
  const source = quantityToBase(value, from, item, table);
  const target = quantityToBase(1, to, item, table);
  if (source === null || target === null || !(target.amount > 0)) return err('unit-unknown');
  const result = convertQuantity(value, from, to, ctx);
  if (result !== null) return ok(result);
  if (!item) return err('dimension-mismatch');
  const dims = new Set([source.dimension, target.dimension]);
  const needsDensity = dims.has('volume');
  const needsEach = dims.has('count');
  const profile = itemProfile(item, table);
  if (needsDensity && profile.rho === null) return err('density-missing');
  if (needsEach && profile.w === null) return err('each-weight-missing');
  return err('dimension-mismatch');
};
