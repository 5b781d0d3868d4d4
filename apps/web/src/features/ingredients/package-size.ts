import {
  itemPackageChain,
  normaliseUnit,
  unitTableFor,
  type CatalogueItem,
  type UnitsInput,
} from '@larder/domain';
import { formatQuantity } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

const BASE_UNIT = { weight: 'g', volume: 'mL', count: 'each' } as const;

/**
 * The size of one package unit of an item through its package levels ('case' -> '9.6 kg'),
 * in the interface language; '<unit> size not available!' when the levels do not give it
 * (product spec §8).
 */
export function packageSize(
  item: CatalogueItem,
  unit: string,
  units?: UnitsInput,
): { text: string; available: boolean } {
  const table = unitTableFor(units);
  const chain = itemPackageChain(item, table);
  const at = chain ? chain.units.indexOf(normaliseUnit(unit) ?? '') : -1;
  const amount = chain && at >= 0 ? chain.baseAmounts[at] : undefined;
  if (!chain || amount === undefined) {
    return { text: i18n.t('ingredients:packages.unavailable', { unit }), available: false };
  }
  return {
    text: formatQuantity(amount, BASE_UNIT[chain.dimension], { units: table }),
    available: true,
  };
}
