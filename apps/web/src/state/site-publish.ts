/**
 * The session's publish flag (product spec §3 "Session key: venuePublished", §4): set when the
 * user publishes a venue's site, read and cleared by that venue's next sync cycle, which then
 * runs the published venue sync.
 */
export const VENUE_PUBLISHED_KEY = 'venuePublished';

const session = (): Storage | null =>
  typeof sessionStorage === 'undefined' ? null : sessionStorage;

/** Marks the venue as just published. */
export function markVenuePublished(venueId: string): void {
  session()?.setItem(VENUE_PUBLISHED_KEY, venueId);
}

/** Whether `venueId` was just published; clears the flag when it was. */
export function takeVenuePublished(venueId: string): boolean {
  const store = session();
  if (store?.getItem(VENUE_PUBLISHED_KEY) !== venueId) return false;
  store.removeItem(VENUE_PUBLISHED_KEY);
  return true;
}
