/**
 * Message texts fixed by the spec (product spec §8, costing-model §4, §9).
 * The domain never logs: these texts are returned as warnings or passed to callbacks.
 */

/** Logged once per recompute when a line lacks a quantity or cost (costing-model §4). */
export const COST_INPUT_MISSING = 'Error in cost getter: cost input not specified';

/** Inline packaging display text when a package level has no size (product spec §8). */
export const PACKAGE_SIZE_UNAVAILABLE = (unit: string): string => `${unit} size not available!`;

/** Marker of a recipe whose lines do not all have nutrition (costing-model §9). */
export const NO_NUTRITION_STACK = 'no nutrition stack';

/** Logged for a price list row that is not valid (product spec §8). */
export const INVALID_PRICE_LIST_ITEM = 'Invalid price list item';

/** Name of the synthesized menu holding all menu-item recipes (product spec §3). */
export const DEFAULT_MENU_NAME = 'Default Menu';

/** A warning produced by a computation (the caller decides how to log it). */
export interface DomainWarning {
  readonly message: string;
  readonly foodkey?: string;
}

/** Callback receiving warnings; the domain never writes to the console. */
export type WarningSink = (warning: DomainWarning) => void;
