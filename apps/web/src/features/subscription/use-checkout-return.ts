import type { SubscriptionAnswer } from '@larder/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How often the page reads the subscription again while a payment is being confirmed. */
export const CHECKOUT_POLL_MS = 2000;
/** How long it waits for the payment provider's confirmation before saying it is late. */
export const CHECKOUT_WAIT_MS = 60_000;
/** sessionStorage: the plan a checkout was opened for, to know when it is confirmed. */
export const CHECKOUT_PLAN_KEY = 'larder_checkout_plan';

/**
 * Where a return from checkout stands: the payment is being confirmed, it was, it was not
 * confirmed within a minute, or checkout was cancelled. Null without a return.
 */
export type CheckoutReturn = 'confirming' | 'confirmed' | 'late' | 'cancelled' | null;

/** Remembers the plan being bought, before the page leaves for checkout. */
export function rememberCheckoutPlan(planId: string): void {
  try {
    sessionStorage.setItem(CHECKOUT_PLAN_KEY, planId);
  } catch {
    // Without storage any active subscription counts as the confirmation.
  }
}

function takeCheckoutPlan(): string | null {
  try {
    const planId = sessionStorage.getItem(CHECKOUT_PLAN_KEY);
    sessionStorage.removeItem(CHECKOUT_PLAN_KEY);
    return planId;
  } catch {
    return null;
  }
}

/** Whether an answer shows the bought plan in force (Pro is granted by the provider's call). */
export const confirms = (answer: SubscriptionAnswer | null, planId: string | null): boolean =>
  answer?.subscription?.active === true && (!planId || answer.subscription.planId === planId);

/**
 * The return from checkout (`?checkout=success` or `?checkout=cancelled`, taken off the address
 * at once so a reload does not repeat it). After success, Pro is granted only once the payment
 * provider's webhook reaches the server: the page reads the subscription and the user again
 * every CHECKOUT_POLL_MS for up to CHECKOUT_WAIT_MS, until the bought plan shows.
 */
export function useCheckoutReturn(
  reload: () => Promise<SubscriptionAnswer | null>,
): CheckoutReturn {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<CheckoutReturn>(() => {
    const checkout = params.get('checkout');
    return checkout === 'success' ? 'confirming' : checkout === 'cancelled' ? 'cancelled' : null;
  });

  useEffect(() => {
    if (!params.has('checkout')) return;
    const next = new URLSearchParams(params);
    next.delete('checkout');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const confirming = outcome === 'confirming';
  useEffect(() => {
    if (!confirming) return;
    const planId = takeCheckoutPlan();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined = undefined;
    let stopped = false;
    const poll = async () => {
      const answer = await reload();
      if (stopped) return;
      if (confirms(answer, planId)) setOutcome('confirmed');
      else if (Date.now() - started >= CHECKOUT_WAIT_MS) setOutcome('late');
      else timer = setTimeout(() => void poll(), CHECKOUT_POLL_MS);
    };
    // At once (the webhook may be there already), then every CHECKOUT_POLL_MS.
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [confirming, reload]);

  return outcome;
}
