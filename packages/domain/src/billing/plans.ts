/**
 * How Pro is sold (product spec §3 "Plans", §9 "Pricing"): five yearly per-venue plans for 1
 * to 5 venues through the card payment provider, and store licence packs. The server's
 * checkout takes only a plan id of this list (never a price from the request); the provider's
 * price for each plan is configuration (STRIPE_PRICE_PRO_1 … _5).
 */

/** Pro per venue per year (product spec §9). */
export const PRO_PRICE_PER_VENUE = 79.99;

/** Store licence pack sizes, in venues (product spec §3, §9). */
export const LICENCE_PACK_SIZES = [1, 2, 3, 5, 10, 20, 30] as const;
export type LicencePackSize = (typeof LICENCE_PACK_SIZES)[number];

/** The plan ids the server accepts at checkout. */
export const PRO_PLAN_IDS = ['pro-1', 'pro-2', 'pro-3', 'pro-4', 'pro-5'] as const;
export type ProPlanId = (typeof PRO_PLAN_IDS)[number];

export interface ProPlan {
  id: ProPlanId;
  /** Venues the plan makes Pro. */
  venues: number;
  /** Price per year, in the venue's currency (79.99 per venue; 5 venues 399.95). */
  amount: number;
  label: string;
}

/** Cents are counted in whole numbers, so 5 × 79.99 is 399.95 exactly. */
const yearly = (venues: number): number => (venues * Math.round(PRO_PRICE_PER_VENUE * 100)) / 100;

export const PRO_PLANS: readonly ProPlan[] = PRO_PLAN_IDS.map((id, index) => {
  const venues = index + 1;
  return {
    id,
    venues,
    amount: yearly(venues),
    label: venues === 1 ? 'Pro for 1 venue' : `Pro for ${venues} venues`,
  };
});

/** The plan of an id, or undefined for anything not on the list. */
export const planById = (id: string): ProPlan | undefined => PRO_PLANS.find((p) => p.id === id);

/** A store product id of a licence pack: `larder.pro.venues.<size>`. */
export const licenceProductId = (size: LicencePackSize): string => `larder.pro.venues.${size}`;

/** The pack size a store product id stands for, or undefined. */
export function packSizeOf(productId: string): LicencePackSize | undefined {
  return LICENCE_PACK_SIZES.find((size) => licenceProductId(size) === productId);
}
