import { venueOrderSql } from '../venues/venue-order.js';
import type { ProFacts } from './pro-facts.js';
import { subscriptionFactsOf, type StoredSubscriptionState } from './subscription-facts.js';

/**
 * The Pro facts of the user `owner` (an SQL expression) as one JSON value, for a statement
 * that needs them in its own snapshot (the sync push's trial limit): the venues in their
 * order, the stored subscription and the redeemed pack sizes. `proFactsOfJson` reads it back.
 */
export const proFactsJsonSql = (owner: string): string =>
  `json_build_object(
     'venues', coalesce((
       select json_agg(json_build_object('id', o.id, 'deleted', o.deleted)
                       order by ${venueOrderSql('o')})
       from venues o where o.owner_id = ${owner}
     ), '[]'::json),
     'subscription', (
       select json_build_object('status', s.status, 'venues', s.venues,
         'currentPeriodEnd', s.current_period_end, 'endedAt', s.ended_at)
       from subscriptions s where s.user_id = ${owner}
     ),
     'packs', coalesce((
       select json_agg(l.pack_size) from licences l where l.redeemed_by = ${owner}
     ), '[]'::json)
   )`;

/** The JSON of `proFactsJsonSql` as it comes back from the database. */
export interface ProFactsJson {
  venues: { id: string; deleted: boolean }[];
  subscription: StoredSubscriptionState | null;
  packs: (number | string)[];
}

export const proFactsOfJson = (json: ProFactsJson): ProFacts => ({
  venues: json.venues,
  subscription: subscriptionFactsOf(json.subscription),
  packs: json.packs.map(Number),
});
