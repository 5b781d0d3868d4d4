import {
  allowedVenueCount,
  isVenuePro,
  type SubscriptionFacts,
  type VenueRef,
} from '@larder/domain';

/**
 * What decides which of a user's venues are Pro (product spec §4 "Pro status"): the venues in
 * their order (`venues/venue-order.ts`, deleted ones included: the rule skips them), the card
 * subscription and the sizes of the redeemed store packs.
 */
export interface ProFacts {
  venues: readonly VenueRef[];
  subscription: SubscriptionFacts | null;
  packs: readonly number[];
}

/** The allowed venue count of the facts at `now`. */
export const allowedOf = (facts: ProFacts, now: number): number =>
  allowedVenueCount(facts.subscription, facts.packs, now);

/** Whether `venueId` is Pro at `now`. */
export const isProByFacts = (facts: ProFacts, venueId: string, now: number): boolean =>
  isVenuePro(facts.venues, venueId, allowedOf(facts, now));
