/** Price of Larder Pro for one venue for one year (spec section 9). */
export const PRO_PRICE_PER_VENUE_PER_YEAR = 79.99;

/** A yearly Pro plan sold by card through the payment provider (spec section 3, Plans). */
export interface YearlyPlan {
  venues: number;
  label: string;
  /** Price per year for all venues of the plan. */
  amount: number;
  /** The payment provider's plan id; the server maps it to its price. */
  planId: string;
}

/** A Pro licence pack sold through the app store. */
export interface StorePack {
  venues: number;
  label: string;
  /** The app store's product id. */
  productId: string;
}

/** Five yearly plans for 1 to 5 venues at 79.99 per venue. */
export const YEARLY_PLANS: readonly YearlyPlan[] = [
  { venues: 1, label: 'Pro, 1 venue', amount: 79.99, planId: 'larder_pro_yearly_1_venue' },
  { venues: 2, label: 'Pro, 2 venues', amount: 159.98, planId: 'larder_pro_yearly_2_venues' },
  { venues: 3, label: 'Pro, 3 venues', amount: 239.97, planId: 'larder_pro_yearly_3_venues' },
  { venues: 4, label: 'Pro, 4 venues', amount: 319.96, planId: 'larder_pro_yearly_4_venues' },
  { venues: 5, label: 'Pro, 5 venues', amount: 399.95, planId: 'larder_pro_yearly_5_venues' },
];

/** Store licence packs of 1, 2, 3, 5, 10, 20 and 30 venues. */
export const STORE_PACKS: readonly StorePack[] = [
  { venues: 1, label: 'Pro licence, 1 venue', productId: 'larder.pro.venues.1' },
  { venues: 2, label: 'Pro licence, 2 venues', productId: 'larder.pro.venues.2' },
  { venues: 3, label: 'Pro licence, 3 venues', productId: 'larder.pro.venues.3' },
  { venues: 5, label: 'Pro licence, 5 venues', productId: 'larder.pro.venues.5' },
  { venues: 10, label: 'Pro licence, 10 venues', productId: 'larder.pro.venues.10' },
  { venues: 20, label: 'Pro licence, 20 venues', productId: 'larder.pro.venues.20' },
  { venues: 30, label: 'Pro licence, 30 venues', productId: 'larder.pro.venues.30' },
];

/** The plan for a number of venues, if one is sold. */
export function planForVenues(venues: number): YearlyPlan | undefined {
  return YEARLY_PLANS.find((plan) => plan.venues === venues);
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '79.99', '1,234.50': amounts as shown on the pricing page. */
export function formatAmount(amount: number): string {
  return money.format(amount);
}
