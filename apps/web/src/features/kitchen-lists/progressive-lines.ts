import type { OrderGroup, PrepAreaGroup } from '@larder/domain';
import { useDeferredValue } from 'react';

/** How many lines a list draws at first; the rest follow in a render that yields to input. */
export const FIRST_LINES = 40;

/**
 * How many of `total` lines to draw now: the first FIRST_LINES at once, then all of them in a
 * deferred render (React yields between its parts), so a list of thousands of lines shows its
 * top within a frame and stays responsive while the rest is drawn.
 */
export function useLinesShown(total: number): number {
  return useDeferredValue(total, Math.min(total, FIRST_LINES));
}

/** The prep groups cut to their first `limit` lines, in order (empty groups left out). */
export function firstPrepLines(groups: readonly PrepAreaGroup[], limit: number): PrepAreaGroup[] {
  let left = limit;
  const out: PrepAreaGroup[] = [];
  for (const area of groups) {
    if (left <= 0) break;
    const categories = [];
    for (const group of area.categories) {
      if (left <= 0) break;
      const lines = group.lines.slice(0, left);
      left -= lines.length;
      categories.push(lines.length === group.lines.length ? group : { ...group, lines });
    }
    out.push({ ...area, categories });
  }
  return out;
}

/** The order groups cut to their first `limit` lines, in order (totals kept whole). */
export function firstOrderLines(groups: readonly OrderGroup[], limit: number): OrderGroup[] {
  let left = limit;
  const out: OrderGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const lines = group.lines.slice(0, left);
    left -= lines.length;
    out.push(lines.length === group.lines.length ? group : { ...group, lines });
  }
  return out;
}

/** Every line of the prep groups, counted. */
export const prepLineCount = (groups: readonly PrepAreaGroup[]): number =>
  groups.reduce((n, a) => n + a.categories.reduce((m, c) => m + c.lines.length, 0), 0);

/** Every line of the order groups, counted. */
export const orderLineCount = (groups: readonly OrderGroup[]): number =>
  groups.reduce((n, g) => n + g.lines.length, 0);
