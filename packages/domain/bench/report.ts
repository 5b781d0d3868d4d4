/** Parts of the JSON every bench prints: the venue's size and how busy the machine was. */
import { loadavg } from 'node:os';
import type { Venue } from './generate-venue';

/** The venue's size: its items as costed and the generated counts of each kind. */
export const venueFigures = (venue: Venue, items: number) => ({
  items,
  ingredients: venue.ingredients,
  recipes: venue.recipes,
  packaging: venue.packaging,
});

/**
 * Notes the 1-minute load average now; the function returned gives it then and at its call,
 * rounded (for `machine.loadAverage1m`).
 */
export const watchLoad = (): (() => number[]) => {
  const before = loadavg()[0];
  return () => [Number(before?.toFixed(2)), Number(loadavg()[0]?.toFixed(2))];
};
