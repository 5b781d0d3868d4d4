import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';

/** A recipe's figures on one side of a what-if (null where a cost is missing). */
export interface RecipeFigures {
  cost: number | null;
  perServing: number | null;
  foodCostPercent: number | null;
}

/** An affected recipe as the what-if gives it: its figures before and after the changes. */
export interface AffectedRecipe {
  foodkey: string;
  name: string;
  before: RecipeFigures;
  after: RecipeFigures;
}

/** One figure before and after, and the difference (null when either side is missing). */
export interface Compared {
  before: number | null;
  after: number | null;
  delta: number | null;
}

/** One row of the affected recipes table. */
export interface WhatIfRow {
  foodkey: string;
  name: string;
  cost: Compared;
  perServing: Compared;
  foodCost: Compared;
}

const compared = (before: number | null, after: number | null): Compared => ({
  before,
  after,
  delta: before === null || after === null ? null : after - before,
});

/** How far a row moved: the batch cost's change, else the serving's; -1 when neither is known. */
const size = (row: WhatIfRow): number => {
  const delta = row.cost.delta ?? row.perServing.delta;
  return delta === null ? -1 : Math.abs(delta);
};

/**
 * The rows of the affected recipes table (operations-model §8): each recipe's cost, cost per
 * serving and food cost percent before and after, with the deltas; the largest change in
 * batch cost first (a rise or a fall alike), the recipes without a known change last, then by
 * name.
 */
export function whatIfRows(recipes: readonly AffectedRecipe[]): WhatIfRow[] {
  const rows = recipes.map((recipe): WhatIfRow => ({
    foodkey: recipe.foodkey,
    name: recipe.name,
    cost: compared(recipe.before.cost, recipe.after.cost),
    perServing: compared(recipe.before.perServing, recipe.after.perServing),
    foodCost: compared(recipe.before.foodCostPercent, recipe.after.foodCostPercent),
  }));
  return rows.sort(
    (a, b) => size(b) - size(a) || a.name.localeCompare(b.name) || (a.foodkey < b.foodkey ? -1 : 1),
  );
}

/** A difference with its sign ('+$0.1200', '-$0.0500', '$0.0000'); '—' when unknown. */
export function deltaText(delta: number | null, format: (value: number) => string): string {
  if (delta === null) return '—';
  const text = format(delta);
  return delta > 0 && !text.startsWith('-') && /[1-9]/.test(text) ? `+${text}` : text;
}

/** A figure with one decimal, as the interface language writes it ('28.5', '28,5'). */
const oneDecimal = (value: number): string =>
  formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** A food cost percentage with one decimal ('28.5%', '28,5 %'); '—' when unknown. */
export const foodCostText = (value: number | null): string =>
  value === null ? '—' : i18n.t('costing-editor:figures.percent', { value: oneDecimal(value) });

/** A change of food cost percent in percentage points ('+1.2 pts'); '—' when unknown. */
export const pointsText = (delta: number | null): string =>
  deltaText(delta, (value) =>
    i18n.t('costing-editor:figures.points', { value: oneDecimal(value) }),
  );

/** Which way a difference goes, for its colour: a dearer recipe is 'up'. */
export function direction(delta: number | null): 'up' | 'down' | 'same' | 'unknown' {
  if (delta === null) return 'unknown';
  if (Math.abs(delta) < 1e-9) return 'same';
  return delta > 0 ? 'up' : 'down';
}
