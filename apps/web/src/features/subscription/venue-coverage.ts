import { isVenuePro } from '@larder/domain';
import type { UserVenue } from '../../api/api-types';

/** One of the user's venues on the subscription page, with its Pro status and why. */
export interface VenueCoverage {
  id: string;
  name: string;
  pro: boolean;
  /** Its place among the live venues, from 1 (the order Pro status counts in). */
  position: number;
  /** Why it is Pro or Free, in the screen's words. */
  why: string;
}

/** '1st', '2nd', '3rd', '4th', '11th', '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const venuesText = (n: number) => (n === 1 ? '1 venue' : `${n} venues`);

/**
 * Every live venue of the user in the order Pro status counts them (product spec §4: a venue
 * is Pro when its position among the non-deleted venues is below the allowed venue count),
 * each with why: 'Your plan covers 2 venues; this is your 3rd'.
 */
export function venueCoverage(venues: readonly UserVenue[], allowed: number): VenueCoverage[] {
  const live = venues.filter((venue) => !venue.deleted);
  return live.map((venue, index) => {
    const position = index + 1;
    const pro = isVenuePro(venues, venue.id, allowed);
    const why = pro
      ? `Covered by your plan: this is your ${ordinal(position)} venue.`
      : allowed === 0
        ? 'No Pro plan or licence covers it: the free trial limit applies (100 ingredients, 25 recipes).'
        : `Your plan covers ${venuesText(allowed)}; this is your ${ordinal(position)}.`;
    return { id: String(venue.id), name: venue.venue_name, pro, position, why };
  });
}

/** How many of the user's venues are deleted (they are not counted). */
export const deletedCount = (venues: readonly UserVenue[]): number =>
  venues.filter((venue) => venue.deleted).length;
