/**
 * Default unit sizes (costing-model §1, product spec §9).
 * Users may override all except the pound; quart and pint follow the gallon.
 */
export const UNIT_DEFAULTS = {
  cupML: 240,
  tbspML: 15,
  tspML: 5,
  flozML: 30,
  ozG: 28.349523125,
  lbG: 453.59237,
  gallonML: 3785.411784,
  peckML: 8809.76754172,
  bushelML: 35239.07,
} as const;

/** The user record fields that override a unit size (costing-model §1). */
export const OVERRIDE_FIELDS = [
  'cupML',
  'tbspML',
  'tspML',
  'flozML',
  'ozG',
  'gallonML',
  'peckML',
  'bushelML',
] as const;

export type OverrideField = (typeof OVERRIDE_FIELDS)[number];

/**
 * User overrides of unit sizes, as found on the user record (product spec §3).
 * A missing, null or non-positive value means the default.
 */
export type UnitOverrides = { readonly [K in OverrideField]?: number | null | undefined };
