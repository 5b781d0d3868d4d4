/** The planner's views (operations-model §5: events by day, week and month). */
export const PLANNER_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
} as const;

export type PlannerView = (typeof PLANNER_VIEWS)[keyof typeof PLANNER_VIEWS];

const KNOWN = new Set<string>(Object.values(PLANNER_VIEWS));

/** True for a view the planner shows. */
export const isPlannerView = (view: string): view is PlannerView => KNOWN.has(view);

/** Where the planner was last: its view and a day it showed. */
export interface PlannerPlace {
  view: PlannerView;
  date: string;
}

let last: PlannerPlace | null = null;

/** Where the planner was last in this tab, so coming back from an event lands there again. */
export const lastPlannerPlace = (): PlannerPlace | null => last;

export function rememberPlannerPlace(place: PlannerPlace): void {
  last = place;
}

/** Forgets the last place (a new session, tests). */
export function forgetPlannerPlace(): void {
  last = null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where the planner opens: on the day the address names (in the view it was last in, else
 * the month), else where it was last, else on today's month.
 */
export function plannerStart(asked: string | null, today: string): PlannerPlace {
  if (asked && DAY.test(asked)) return { view: last?.view ?? PLANNER_VIEWS.month, date: asked };
  return last ?? { view: PLANNER_VIEWS.month, date: today };
}
