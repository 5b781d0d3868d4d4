import { describe, expect, it } from 'vitest';
import { chooseVenue, liveVenues } from './venue-selection';

const v = (id: string, deleted = false) => ({ id, venue_name: id, deleted });

describe('venue selection after sign-in (spec section 4)', () => {
  it('uses the last venue when it is known and still a live venue of the user', () => {
    expect(chooseVenue([v('a'), v('b'), v('c')], 'b')).toEqual({ kind: 'load', venueId: 'b' });
    expect(chooseVenue([v('a')], 'a')).toEqual({ kind: 'load', venueId: 'a' });
  });

  it('ignores a last venue that was deleted or belongs to nobody here', () => {
    expect(chooseVenue([v('a'), v('b', true), v('c')], 'b')).toEqual({ kind: 'select' });
    expect(chooseVenue([v('a'), v('c')], 'zzz')).toEqual({ kind: 'select' });
  });

  it('goes to venue-select with more than one venue', () => {
    expect(chooseVenue([v('a'), v('b')], null)).toEqual({ kind: 'select' });
  });

  it('loads the only venue automatically', () => {
    expect(chooseVenue([v('a')], null)).toEqual({ kind: 'load', venueId: 'a' });
    expect(chooseVenue([v('x', true), v('a')], 'x')).toEqual({ kind: 'load', venueId: 'a' });
  });

  it('goes to venue-add with no venues (or only deleted ones)', () => {
    expect(chooseVenue([], null)).toEqual({ kind: 'add' });
    expect(chooseVenue([v('x', true)], 'x')).toEqual({ kind: 'add' });
  });

  it('lists live venues in order', () => {
    expect(liveVenues([v('a'), v('b', true), v('c')]).map((x) => x.id)).toEqual(['a', 'c']);
  });
});
