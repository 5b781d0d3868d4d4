import type { UserVenue } from '../api/api-types';

/** What happens after sign-in (spec section 4, "Venue selection after sign-in"). */
export type VenueChoice = { kind: 'load'; venueId: string } | { kind: 'select' } | { kind: 'add' };

/** The user's venues that are not deleted, in the server's order. */
export function liveVenues<V extends Pick<UserVenue, 'deleted'>>(venues: readonly V[]): V[] {
  return venues.filter((v) => !v.deleted);
}

/**
 * Last venue known (and still one of the user's non-deleted venues): use it. Otherwise more
 * than one venue: choose on /venue-select; exactly one: load it; none: /venue-add.
 */
export function chooseVenue(
  venues: readonly Pick<UserVenue, 'id' | 'deleted'>[],
  lastVenueId: string | null,
): VenueChoice {
  const live = liveVenues(venues);
  if (lastVenueId && live.some((v) => String(v.id) === lastVenueId)) {
    return { kind: 'load', venueId: lastVenueId };
  }
  if (live.length > 1) return { kind: 'select' };
  const only = live[0];
  if (only) return { kind: 'load', venueId: String(only.id) };
  return { kind: 'add' };
}
