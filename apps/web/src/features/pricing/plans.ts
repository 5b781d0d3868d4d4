import {
  LICENCE_PACK_SIZES,
  licenceProductId,
  PRO_PLANS,
  PRO_PRICE_PER_VENUE,
  type ProPlanId,
} from '@larder/domain';
import { i18n } from '../../i18n/i18n';
import { formatMoney } from '../../i18n/format';

/** Price of Larder Pro for one venue for one year (spec section 9), from the domain. */
export const PRO_PRICE_PER_VENUE_PER_YEAR = PRO_PRICE_PER_VENUE;

/** A yearly Pro plan sold by card through the payment provider (spec section 3, Plans). */
export interface YearlyPlan {
  venues: number;
  /** Price per year for all venues of the plan. */
  amount: number;
  /** The plan id checkout takes; the server maps it to the payment provider's price. */
  planId: ProPlanId;
}

/** A Pro licence pack sold through the app store. */
export interface StorePack {
  venues: number;
  /** The app store's product id. */
  productId: string;
}

/** Five yearly plans for 1 to 5 venues at 79.99 per venue: the domain's plans, as sold. */
export const YEARLY_PLANS: readonly YearlyPlan[] = PRO_PLANS.map((plan) => ({
  venues: plan.venues,
  amount: plan.amount,
  planId: plan.id,
}));

/** Store licence packs of 1, 2, 3, 5, 10, 20 and 30 venues. */
export const STORE_PACKS: readonly StorePack[] = LICENCE_PACK_SIZES.map((venues) => ({
  venues,
  productId: licenceProductId(venues),
}));

/** The plan for a number of venues, if one is sold. */
export function planForVenues(venues: number): YearlyPlan | undefined {
  return YEARLY_PLANS.find((plan) => plan.venues === venues);
}

/** The name of the yearly plan for a number of venues: 'Pro, 3 venues'. */
export const planLabel = (venues: number): string =>
  i18n.t('public:pricing.plan', { count: venues });

/** The name of the store pack for a number of venues: 'Pro licence, 10 venues'. */
export const packLabel = (venues: number): string =>
  i18n.t('public:pricing.packLabel', { count: venues });

/** The symbol the card plans are priced in. */
export const PLAN_CURRENCY_SYMBOL = '$';

/** '$79.99', '$1,234.50' ('79,99 $' in French): amounts as shown on the pricing page. */
export function formatAmount(amount: number): string {
  return formatMoney(amount, PLAN_CURRENCY_SYMBOL);
}
