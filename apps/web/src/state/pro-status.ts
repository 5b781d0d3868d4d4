import { isVenuePro } from '@larder/domain';
import type { UserVenue } from '../api/api-types';

/**
 * How many venues the user's subscriptions allow. 0 until subscriptions exist; the one
 * place to change when they arrive.
 */
export function allowedVenueCount(): number {
  return 0;
}

/** Pro status of a venue (spec section 4), through the domain rule. */
export function venueIsPro(
  venues: readonly UserVenue[],
  venueId: string,
  allowed: number = allowedVenueCount(),
): boolean {
  return isVenuePro(venues, venueId, allowed);
}
