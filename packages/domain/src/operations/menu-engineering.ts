import { finite } from '../costing/unit-costs';
import { fieldError } from './field-error';

/** The four menu engineering classes (operations-model §7). */
export type MenuClass = 'star' | 'plowhorse' | 'puzzle' | 'dog';

/** The name each class is shown by (operations-model §7). */
export const MENU_CLASS_LABELS: Readonly<Record<MenuClass, string>> = {
  star: 'Star',
  plowhorse: 'Plowhorse',
  puzzle: 'Puzzle',
  dog: 'Dog',
};

/** One menu item with its sales for the period (operations-model §10). */
export interface MenuEngineeringInput {
  readonly key: string;
  readonly unitsSold: number;
  readonly costPerServing: number | null;
  readonly netPrice: number | null;
}

/** One item's result, in the input order; null for an item left out (no cost or no price). */
export interface MenuEngineeringRow {
  readonly key: string;
  /** unitsSold / total units of the counted items; null when left out or nothing sold. */
  readonly share: number | null;
  /** netPrice - costPerServing; null without both. */
  readonly grossProfit: number | null;
  readonly class: MenuClass | null;
}

export interface MenuEngineering {
  /** 0.7 / n, n = items counted; null when nothing was sold. */
  readonly popularityThreshold: number | null;
  /** The sales-weighted average gross profit; null when nothing was sold. */
  readonly profitThreshold: number | null;
  readonly rows: MenuEngineeringRow[];
}

/**
 * A share or gross profit this close to its threshold (relatively) meets it: sums of floats
 * (3 x 0.1 is 0.30000000000000004) must not turn a tie into "low".
 */
const NOISE = 1e-9;
const atLeast = (value: number, threshold: number): boolean =>
  value >= threshold - NOISE * Math.max(1, Math.abs(threshold));

/**
 * Menu engineering (operations-model §7, §10). Items whose costPerServing or netPrice is null
 * get grossProfit and class null and are left out of n, of the shares and of the averages.
 * share = unitsSold / total units of the counted items; popularityThreshold = 0.7 / n;
 * profitThreshold = sum of unitsSold x grossProfit / total units. Popularity is high when
 * share >= popularityThreshold, profitability when grossProfit >= profitThreshold (ties are
 * high); star (high, high), plowhorse (high popularity, low profit), puzzle (low, high), dog
 * (low, low). With no units sold every class and both thresholds are null. A unitsSold that is
 * not a number of 0 or more is refused (DomainError naming `rows.<i>.unitsSold`).
 */
export const menuEngineering = (rows: readonly MenuEngineeringInput[]): MenuEngineering => {
  const profits: (number | null)[] = new Array<number | null>(rows.length);
  let n = 0;
  let total = 0;
  let weighted = 0;
  rows.forEach((row, i) => {
    const units = row.unitsSold;
    if (typeof units !== 'number' || !Number.isFinite(units)) {
      throw fieldError('field-type', `rows.${i}.unitsSold`, { expected: 'number' });
    }
    if (units < 0) throw fieldError('field-too-small', `rows.${i}.unitsSold`, { minimum: 0 });
    const profit =
      finite(row.costPerServing) && finite(row.netPrice) ? row.netPrice - row.costPerServing : null;
    profits[i] = profit !== null && Number.isFinite(profit) ? profit : null;
    if (profits[i] === null) return;
    n++;
    total += units;
    weighted += units * (profits[i] as number);
  });
  if (!(total > 0)) {
    return {
      popularityThreshold: null,
      profitThreshold: null,
      rows: rows.map((row, i) => ({
        key: row.key,
        share: null,
        grossProfit: profits[i] ?? null,
        class: null,
      })),
    };
  }
  const popularityThreshold = 0.7 / n;
  const profitThreshold = weighted / total;
  return {
    popularityThreshold,
    profitThreshold,
    rows: rows.map((row, i) => {
      const grossProfit = profits[i] ?? null;
      if (grossProfit === null) return { key: row.key, share: null, grossProfit, class: null };
      const share = row.unitsSold / total;
      const popular = atLeast(share, popularityThreshold);
      const profitable = atLeast(grossProfit, profitThreshold);
      const cls: MenuClass = popular
        ? profitable
          ? 'star'
          : 'plowhorse'
        : profitable
          ? 'puzzle'
          : 'dog';
      return { key: row.key, share, grossProfit, class: cls };
    }),
  };
};
