import { describe, expect, it } from 'vitest';
import { isVenuePro } from './venue-pro';

describe('isVenuePro (product spec §4, Pro status)', () => {
  const venues = [{ id: 'a' }, { id: 'b', deleted: true }, { id: 'c' }, { id: 'd' }];

  it('is Pro when the position among non-deleted venues is below the allowed count', () => {
    expect(isVenuePro(venues, 'a', 2)).toBe(true);
    expect(isVenuePro(venues, 'c', 2)).toBe(true); // position 1: the deleted venue does not count
    expect(isVenuePro(venues, 'd', 2)).toBe(false); // position 2
  });

  it('is never Pro for a deleted or unknown venue, or with no allowance', () => {
    expect(isVenuePro(venues, 'b', 5)).toBe(false);
    expect(isVenuePro(venues, 'zz', 5)).toBe(false);
    expect(isVenuePro(venues, 'a', 0)).toBe(false);
  });
});
