import { afterEach, describe, expect, it } from 'vitest';
import { forgetPlannerPlace, plannerStart, rememberPlannerPlace } from './planner-view';

afterEach(forgetPlannerPlace);

describe('where the planner opens', () => {
  it("opens on today's month the first time", () => {
    expect(plannerStart(null, '2026-06-20')).toEqual({ view: 'dayGridMonth', date: '2026-06-20' });
  });

  it('opens where it was last, or on the day the address names in that view', () => {
    rememberPlannerPlace({ view: 'timeGridWeek', date: '2026-07-06' });
    expect(plannerStart(null, '2026-06-20')).toEqual({ view: 'timeGridWeek', date: '2026-07-06' });
    expect(plannerStart('2026-08-01', '2026-06-20')).toEqual({
      view: 'timeGridWeek',
      date: '2026-08-01',
    });
    expect(plannerStart('next tuesday', '2026-06-20')).toEqual({
      view: 'timeGridWeek',
      date: '2026-07-06',
    });
  });
});
