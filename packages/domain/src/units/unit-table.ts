import { normaliseUnit } from './normalise-unit';
import { UNIT_CATALOGUE, type Dimension } from './unit-catalogue';
import { UNIT_DEFAULTS, type OverrideField, type UnitOverrides } from './unit-defaults';

/** A measure unit's dimension and size in its base unit. */
export interface MeasureSize {
  readonly dimension: Dimension;
  readonly size: number;
}

/** Size of each measure unit in its base (g, mL, each), after user overrides. */
export interface UnitTable {
  readonly sizes: ReadonlyMap<string, MeasureSize>;
  /** Cache: unit name as written -> its measure size (null: packaging or custom). */
  readonly spellings: Map<string, MeasureSize | null>;
}

const pick = (overrides: UnitOverrides | undefined, field: OverrideField): number => {
  const value = overrides?.[field];
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? value
    : UNIT_DEFAULTS[field];
};

/**
 * Builds the unit size table (costing-model §1): a missing or non-positive override means
 * the default; the pound is never overridden; quart and pint follow gallonML.
 */
export const buildUnitTable = (overrides?: UnitOverrides): UnitTable => {
  const gallon = pick(overrides, 'gallonML');
  const sizes: Record<string, number> = {
    g: 1,
    kg: 1000,
    oz: pick(overrides, 'ozG'),
    lb: UNIT_DEFAULTS.lbG,
    mL: 1,
    L: 1000,
    tsp: pick(overrides, 'tspML'),
    tbsp: pick(overrides, 'tbspML'),
    'fl oz': pick(overrides, 'flozML'),
    cup: pick(overrides, 'cupML'),
    gallon,
    quart: gallon / 4,
    pint: gallon / 8,
    peck: pick(overrides, 'peckML'),
    bushel: pick(overrides, 'bushelML'),
    each: 1,
  };
  const map = new Map<string, { dimension: Dimension; size: number }>();
  for (const unit of UNIT_CATALOGUE) {
    const size = sizes[unit.name];
    if (unit.kind !== 'packaging' && size !== undefined) {
      map.set(unit.name, { dimension: unit.kind, size });
    }
  }
  return { sizes: map, spellings: new Map() };
};

/**
 * The measure size of a unit name as written (normalised through the catalogue), or null for
 * packaging and custom units. Cached per table: one lookup in hot paths.
 */
export const measureOf = (table: UnitTable, unit: string): MeasureSize | null => {
  const hit = table.spellings.get(unit);
  if (hit !== undefined) return hit;
  const size = table.sizes.get(normaliseUnit(unit) ?? '') ?? null;
  if (table.spellings.size < 10_000) table.spellings.set(unit, size);
  return size;
};

const DEFAULT_TABLE = buildUnitTable();
const tables = new WeakMap<object, UnitTable>();

/** The unit table for these overrides, cached per overrides object (precomputed once). */
export const unitTableFor = (overrides?: UnitOverrides | UnitTable): UnitTable => {
  if (overrides === undefined || overrides === null) return DEFAULT_TABLE;
  if ('spellings' in overrides && overrides.spellings instanceof Map) return overrides as UnitTable;
  const cached = tables.get(overrides);
  if (cached) return cached;
  const table = buildUnitTable(overrides as UnitOverrides);
  tables.set(overrides, table);
  return table;
};

/** Units given either as user overrides or as a prepared table. */
export type UnitsInput = UnitOverrides | UnitTable | undefined;
