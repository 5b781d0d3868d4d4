import { planById, PRO_PLAN_IDS, type ProPlan } from '@larder/domain';
import type { StripeSettings } from '../billing-config.js';

/**
 * Plans and the provider's prices (sync-and-security-notes §3 item 8): checkout maps an
 * allowlisted plan id to its configured price, and a subscription's price is read back to its
 * plan. A price from a request is never used.
 */
export function priceOfPlan(settings: StripeSettings, planId: string): string | undefined {
  const plan = planById(planId);
  return plan ? settings.prices[plan.id] : undefined;
}

/** The plan a configured price stands for; undefined for any other price. */
export function planOfPrice(
  settings: StripeSettings,
  priceId: string | undefined,
): ProPlan | undefined {
  const id = PRO_PLAN_IDS.find((planId) => priceId && settings.prices[planId] === priceId);
  return id ? planById(id) : undefined;
}
