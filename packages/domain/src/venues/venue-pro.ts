/** A venue reference as the user record holds it. */
export interface VenueRef {
  id: string | number;
  deleted?: boolean | null;
}

/**
 * Pro status (product spec §4): a venue is Pro when its position among the user's non-deleted
 * venues is below the allowed venue count. A deleted or unknown venue is never Pro.
 */
export function isVenuePro(
  venues: readonly VenueRef[],
  venueId: string | number,
  allowed: number,
): boolean {
  const live = venues.filter((v) => !v.deleted);
  const position = live.findIndex((v) => String(v.id) === String(venueId));
  return position >= 0 && position < allowed;
}
