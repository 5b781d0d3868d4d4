import { isVenuePro } from '@larder/domain';
import type { UserVenue } from '../../api/api-types';
import { i18n } from '../../i18n/i18n';

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

/** '1st', '2nd', '3rd', '4th', '11th', '22nd' ('1er', '2e' in French). */
export const ordinal = (n: number): string =>
  i18n.t('subscription:coverage.position', { count: n, ordinal: true });

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
      ? i18n.t('subscription:coverage.covered', { position: ordinal(position) })
      : allowed === 0
        ? i18n.t('subscription:coverage.free')
        : i18n.t('subscription:coverage.beyond', { count: allowed, position: ordinal(position) });
    return { id: String(venue.id), name: venue.venue_name, pro, position, why };
  });
}

/** How many of the user's venues are deleted (they are not counted). */
export const deletedCount = (venues: readonly UserVenue[]): number =>
  venues.filter((venue) => venue.deleted).length;
