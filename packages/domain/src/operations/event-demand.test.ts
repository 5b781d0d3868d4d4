import { describe, expect, it } from 'vitest';
import { eventDemand } from './event-demand';

describe('eventDemand (operations-model §1, §5)', () => {
  it('servings = servings per guest x guests, or the line total', () => {
    expect(
      eventDemand({
        guests: 80,
        lines: [
          { foodkey: 'SOUP', perGuest: 1 },
          { foodkey: 'CAKE', total: 50 },
          { foodkey: 'BREAD', perGuest: 0.5, total: null },
        ],
      }),
    ).toEqual([
      { foodkey: 'SOUP', amount: 80, unit: 'servings' },
      { foodkey: 'CAKE', amount: 50, unit: 'servings' },
      { foodkey: 'BREAD', amount: 40, unit: 'servings' },
    ]);
  });

  it('a per-guest figure comes before a total; lines of one recipe are summed', () => {
    expect(
      eventDemand({
        guests: 10,
        lines: [
          { foodkey: 'SOUP', perGuest: 2, total: 99 },
          { foodkey: 'SOUP', total: 5 },
        ],
      }),
    ).toEqual([{ foodkey: 'SOUP', amount: 25, unit: 'servings' }]);
  });

  it('a line with neither figure, or no guests, asks for nothing', () => {
    expect(
      eventDemand({ guests: 0, lines: [{ foodkey: 'SOUP', perGuest: 1 }, { foodkey: 'CAKE' }] }),
    ).toEqual([]);
    expect(eventDemand({ guests: Number.NaN, lines: [{ foodkey: 'SOUP', perGuest: 1 }] })).toEqual(
      [],
    );
  });
});
