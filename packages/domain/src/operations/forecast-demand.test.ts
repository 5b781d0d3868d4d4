import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { forecastDemand } from './forecast-demand';

const issueOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.issue;
    throw e;
  }
  throw new Error('not refused');
};

describe('forecastDemand (operations-model §1)', () => {
  it('servings = covers x expected share: 120 covers, a quarter order soup = 30', () => {
    expect(
      forecastDemand({
        covers: 120,
        shares: [
          { foodkey: 'SOUP', share: 0.25 },
          { foodkey: 'STEAK', share: 0.4 },
          { foodkey: 'SALAD', share: 0 },
        ],
      }),
    ).toEqual([
      { foodkey: 'SOUP', amount: 30, unit: 'servings' },
      { foodkey: 'STEAK', amount: 48, unit: 'servings' },
    ]);
  });

  it('shares of the same recipe are summed', () => {
    const lines = forecastDemand({
      covers: 100,
      shares: [
        { foodkey: 'SOUP', share: 0.25 },
        { foodkey: 'SOUP', share: 0.1 },
      ],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.amount).toBeCloseTo(35, 12);
  });

  it('refuses a share outside 0..1 and negative covers, naming the field', () => {
    expect(
      issueOf(() => forecastDemand({ covers: 10, shares: [{ foodkey: 'A', share: 1.5 }] })),
    ).toMatchObject({ reason: 'field-too-large', path: 'shares.0.share', params: { maximum: 1 } });
    expect(
      issueOf(() =>
        forecastDemand({
          covers: 10,
          shares: [
            { foodkey: 'A', share: 0.5 },
            { foodkey: 'B', share: -0.1 },
          ],
        }),
      ),
    ).toMatchObject({ reason: 'field-too-small', path: 'shares.1.share', params: { minimum: 0 } });
    expect(issueOf(() => forecastDemand({ covers: -1, shares: [] }))).toMatchObject({
      reason: 'field-too-small',
      path: 'covers',
    });
  });
});
