import {
  COUNT_UNITS,
  PRIMARY_PACKAGING_UNITS,
  SECONDARY_PACKAGING_UNITS,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  type UnitDefinition,
} from '@larder/domain';

const names = (units: readonly UnitDefinition[]) => units.map((u) => u.name);

/** Select data (grouped) for a purchase or package unit: measures and packaging units. */
export const PURCHASE_UNIT_OPTIONS = [
  { group: 'Weight', items: names(WEIGHT_UNITS) },
  { group: 'Volume', items: names(VOLUME_UNITS) },
  { group: 'Count', items: names(COUNT_UNITS) },
  { group: 'Primary packaging', items: names(PRIMARY_PACKAGING_UNITS) },
  { group: 'Secondary packaging', items: names(SECONDARY_PACKAGING_UNITS) },
];

/** Measure units only (a part's size). */
export const MEASURE_UNIT_OPTIONS = PURCHASE_UNIT_OPTIONS.slice(0, 3);

export const WEIGHT_UNIT_OPTIONS = names(WEIGHT_UNITS);
export const VOLUME_UNIT_OPTIONS = names(VOLUME_UNITS);
