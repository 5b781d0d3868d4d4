import { INGREDIENT_TYPES } from '../records/ingredient';

/**
 * The trial limit (product spec §6 "A trial limit flag exists"): a venue that is not Pro keeps
 * every function up to 100 ingredients and 25 recipes. Adding past that is refused with the
 * `trial-limit` reason (in the browser before saving, and by the server on push); editing,
 * exporting and deleting are never limited.
 */
export const TRIAL_LIMITS = { ingredients: 100, recipes: 25 } as const;

export type TrialLimitedKind = keyof typeof TRIAL_LIMITS;

/** The master item types each limited kind counts (the server counts stored items by them). */
export const TRIAL_LIMITED_TYPES: Readonly<Record<TrialLimitedKind, readonly string[]>> = {
  ingredients: INGREDIENT_TYPES,
  recipes: ['recipe'],
};

/** The limited kind of a master item's type: ingredients (single, multiple, part) or recipes. */
export function trialKindOf(type: unknown): TrialLimitedKind | undefined {
  if (type === 'recipe') return 'recipes';
  if (type === 'single' || type === 'multiple' || type === 'part') return 'ingredients';
  return undefined;
}

export interface TrialCounts {
  ingredients: number;
  recipes: number;
}

/**
 * Whether one more live item of `kind` may be added to a venue holding `counts` live items
 * (not counting the one being added). A Pro venue is never limited.
 */
export function mayAddUnderTrial(counts: TrialCounts, kind: TrialLimitedKind, pro: boolean) {
  return pro || counts[kind] < TRIAL_LIMITS[kind];
}
