import { asc } from 'drizzle-orm';
import { venues } from '../db/schema.js';

/**
 * The order of a user's venues: oldest first, then by id. Pro status counts positions in it
 * (product spec §4 "Pro status"), so the user answer, the Pro check and the push's trial limit
 * all read venues in this order.
 */
export const venueOrder = [asc(venues.createdAt), asc(venues.id)] as const;

/** The same order in SQL over the venues row `alias`. */
export const venueOrderSql = (alias: string): string => `${alias}.created_at, ${alias}.id`;
