import {
  COUNT_UNITS,
  PRIMARY_PACKAGING_UNITS,
  SECONDARY_PACKAGING_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type UnitDefinition,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';

const names = (units: readonly UnitDefinition[]) => units.map((u) => u.name);

/** The groups of units a select offers, named in the interface language. */
export type UnitGroupName =
  'weight' | 'volume' | 'count' | 'primaryPackaging' | 'secondaryPackaging';

/** A group of units ('Weight': kg, g...), named in the interface language when read. */
const unitGroup = (name: UnitGroupName, units: readonly UnitDefinition[]) => ({
  get group(): string {
    return i18n.t(`components:units.groups.${name}`);
  },
  items: names(units),
});

/** Select data (grouped) for a purchase or package unit: measures and packaging units. */
export const PURCHASE_UNIT_OPTIONS = [
  unitGroup('weight', WEIGHT_UNITS),
  unitGroup('volume', VOLUME_UNITS),
  unitGroup('count', COUNT_UNITS),
  unitGroup('primaryPackaging', PRIMARY_PACKAGING_UNITS),
  unitGroup('secondaryPackaging', SECONDARY_PACKAGING_UNITS),
];

/** Measure units only (a part's size). */
export const MEASURE_UNIT_OPTIONS = PURCHASE_UNIT_OPTIONS.slice(0, 3);

export const WEIGHT_UNIT_OPTIONS = names(WEIGHT_UNITS);
export const VOLUME_UNIT_OPTIONS = names(VOLUME_UNITS);
