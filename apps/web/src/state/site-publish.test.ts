import { afterEach, describe, expect, it } from 'vitest';
import { markVenuePublished, takeVenuePublished, VENUE_PUBLISHED_KEY } from './site-publish';

describe('the session key venuePublished (product spec §3, §4)', () => {
  afterEach(() => sessionStorage.clear());

  it('is set in sessionStorage when a venue is published, and taken once by that venue', () => {
    markVenuePublished('venue-1');
    expect(sessionStorage.getItem(VENUE_PUBLISHED_KEY)).toBe('venue-1');
    expect(VENUE_PUBLISHED_KEY).toBe('venuePublished');
    expect(takeVenuePublished('venue-2')).toBe(false);
    expect(takeVenuePublished('venue-1')).toBe(true);
    expect(takeVenuePublished('venue-1')).toBe(false);
    expect(sessionStorage.getItem(VENUE_PUBLISHED_KEY)).toBeNull();
  });
});
