import { z } from 'zod';
import { LICENCE_PACK_SIZES, PRO_PLAN_IDS, type ProPlan } from './plans';

/** Body of checkout (product spec §7): a plan id of the server's list, nothing else. */
export const checkoutBodySchema = z.strictObject({ planId: z.enum(PRO_PLAN_IDS) });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Largest cancellation feedback, in characters. */
export const MAX_FEEDBACK_LENGTH = 2000;

/**
 * Body of cancel subscription (product spec §7): optional feedback text. The subscription is
 * the caller's own, read on the server; an id in the body is refused as an unknown field.
 */
export const cancelBodySchema = z.strictObject({
  feedback: z.string().trim().max(MAX_FEEDBACK_LENGTH).optional(),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

/** The app stores whose purchases can be redeemed, and 'test' for a verifier of tests. */
export const LICENCE_SOURCES = ['microsoft-store', 'test'] as const;
export type LicenceSource = (typeof LICENCE_SOURCES)[number];

/** Body of redeem licence: the store, the pack's product id and the store's receipt. */
export const redeemBodySchema = z.strictObject({
  source: z.enum(LICENCE_SOURCES),
  productId: z.string().min(1).max(200),
  receipt: z.string().min(1).max(20_000),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;

/** A redeemed store licence pack, as the subscription answer lists it. */
export interface RedeemedLicence {
  packSize: (typeof LICENCE_PACK_SIZES)[number];
  productId: string;
  source: LicenceSource;
  redeemedAt: string;
}

/** GET /api/subscription: what the subscription screen shows. */
export interface SubscriptionAnswer {
  /** False when the server has no payment keys: the screen says payments are not configured. */
  paymentsConfigured: boolean;
  /** The plans on sale (their prices shown in the venue's currency symbol). */
  plans: readonly ProPlan[];
  subscription: {
    planId: string | null;
    status: string;
    venues: number;
    /** ISO date-time the period ends (renewal, or the end when cancelled). */
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    /** Whether it covers today (see `subscriptionCovers`). */
    active: boolean;
  } | null;
  licences: RedeemedLicence[];
  /** Subscription venues (while covered) + redeemed packs. */
  allowedVenueCount: number;
}

/** Answer of checkout and billing portal: the provider's page to open. */
export interface RedirectAnswer {
  url: string;
}
