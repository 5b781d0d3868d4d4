import { finite } from '../costing/unit-costs';
import { DEMAND_SERVINGS, sumDemand, type DemandLine } from './demand';

/** A menu line of an event: a recipe with servings per guest or a total (operations-model §5). */
export interface EventMenuLine {
  readonly foodkey: string;
  readonly perGuest?: number | null;
  readonly total?: number | null;
}

/** What an event's demand is made of: its guests and menu lines (operations-model §5). */
export interface EventForDemand {
  readonly guests: number;
  readonly lines: readonly EventMenuLine[];
}

/**
 * An event's demand (operations-model §1, §5): per menu line, servings = servings per guest x
 * guests, or the line's total when it has no per-guest figure; lines of the same recipe
 * summed. A line with neither figure, or with no servings above 0, asks for nothing.
 */
export const eventDemand = (event: EventForDemand): DemandLine[] => {
  const guests = finite(event.guests) && event.guests > 0 ? event.guests : 0;
  const lines: DemandLine[] = [];
  for (const line of event.lines) {
    const servings = finite(line.perGuest)
      ? line.perGuest * guests
      : finite(line.total)
        ? line.total
        : 0;
    if (servings > 0)
      lines.push({ foodkey: line.foodkey, amount: servings, unit: DEMAND_SERVINGS });
  }
  return sumDemand(lines);
};
