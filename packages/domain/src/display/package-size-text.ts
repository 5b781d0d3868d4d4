import type { CatalogueItem } from '../records/item';
import { itemPackageChain } from '../units/item-conversions';
import { normaliseUnit } from '../units/normalise-unit';
import { unitTableFor, type UnitsInput } from '../units/unit-table';
import { PACKAGE_SIZE_UNAVAILABLE } from '../messages';
import { formatQuantity } from './format-quantity';

const BASE_UNIT = { weight: 'g', volume: 'mL', count: 'each' } as const;

/**
 * The size of one package unit of an item through its package levels, e.g. 'case' -> '9.6 kg';
 * '<unit> size not available!' when the levels do not give it (product spec §8).
 */
export const packageSizeText = (
  item: CatalogueItem,
  unit: string,
  options?: { readonly units?: UnitsInput; readonly decimals?: number },
): string => {
  const table = unitTableFor(options?.units);
  const chain = itemPackageChain(item, table);
  const at = chain ? chain.units.indexOf(normaliseUnit(unit) ?? '') : -1;
  const amount = chain && at >= 0 ? chain.baseAmounts[at] : undefined;
  if (!chain || amount === undefined) return PACKAGE_SIZE_UNAVAILABLE(unit);
  return formatQuantity(amount, BASE_UNIT[chain.dimension], {
    decimals: options?.decimals ?? 2,
    units: table,
  });
};
