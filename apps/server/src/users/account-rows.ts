import { eq, inArray, or, sql } from 'drizzle-orm';
import { markAccountClosed } from '../auth/closed-accounts.js';
import type { Db } from '../db/database.js';
import {
  accounts,
  items,
  licences,
  mailOutbox,
  oidcPayloads,
  passwordResetTokens,
  rateLimits,
  restrictedResetCodes,
  signInFailures,
  siteAssets,
  sites,
  siteTags,
  subscriptionFeedback,
  subscriptions,
  superseded,
  syncClients,
  thumbnails,
  users,
  venues,
} from '../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the deletion removed, for the answer and the mail. */
export interface DeletedRows {
  venues: number;
}

/**
 * Deletes every row of the user in every table, in one transaction (account deletion, see
 * `account-deletion.ts`): the venues (live and deleted) with their records, superseded
 * versions, sync state, thumbnails, website, site tags (released: another venue may take them
 * at once) and site image rows; the restricted-code resets; the billing record, cancellation
 * feedback and redeemed store packs (the store keeps the purchase; the pack is released, so it
 * may be redeemed again, by one account at a time); the embedded provider's account, its
 * sign-in failures and password resets, and every stored provider model that names it
 * (sessions, grants, codes, access and refresh tokens, interactions); the caller's rate-limit
 * counters; the mail kept in the outbox for the account's address; and the user. The account
 * is then marked closed (a hash only), so its tokens issued before now are refused.
 */
export async function deleteAccountRows(
  db: Db,
  input: { userId: string; email: string | undefined; venueIds: string[]; now: number },
): Promise<DeletedRows> {
  const { userId, email, venueIds, now } = input;
  await db.transaction(async (tx) => {
    await deleteVenueRows(tx, venueIds);
    await tx.delete(syncClients).where(eq(syncClients.userId, userId));
    await tx.delete(venues).where(eq(venues.ownerId, userId));
    await tx.delete(restrictedResetCodes).where(eq(restrictedResetCodes.userId, userId));
    await tx.delete(subscriptionFeedback).where(eq(subscriptionFeedback.userId, userId));
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    await tx.delete(licences).where(eq(licences.redeemedBy, userId));
    await deleteSignInRows(tx, userId);
    await deleteCounters(tx, userId, email);
    if (email) {
      await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email.toLowerCase()}`);
    }
    await tx.delete(users).where(eq(users.id, userId));
    await markAccountClosed(tx, userId, now);
  });
  return { venues: venueIds.length };
}

async function deleteVenueRows(tx: Tx, venueIds: string[]) {
  if (venueIds.length === 0) return;
  await tx.delete(items).where(inArray(items.venueId, venueIds));
  await tx.delete(superseded).where(inArray(superseded.venueId, venueIds));
  await tx.delete(syncClients).where(inArray(syncClients.venueId, venueIds));
  await tx.delete(thumbnails).where(inArray(thumbnails.venueId, venueIds));
  await tx.delete(siteAssets).where(inArray(siteAssets.venueId, venueIds));
  await tx.delete(siteTags).where(inArray(siteTags.venueId, venueIds));
  await tx.delete(sites).where(inArray(sites.venueId, venueIds));
}

/** The embedded provider's account (its id is the token's subject) and all that names it. */
async function deleteSignInRows(tx: Tx, userId: string) {
  const grants = tx
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      sql`${oidcPayloads.type} = 'Grant' and ${oidcPayloads.payload} ->> 'accountId' = ${userId}`,
    );
  // Any stored model whose JSON names the account as a string (sessions, interactions with
  // their login result, codes, tokens), and every model of its grants.
  const quoted = JSON.stringify(userId);
  await tx
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grants),
        sql`position(${quoted} in ${oidcPayloads.payload}::text) > 0`,
      ),
    );
  await tx.delete(signInFailures).where(eq(signInFailures.accountId, userId));
  await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.accountId, userId));
  await tx.delete(accounts).where(eq(accounts.id, userId));
}

/**
 * Rate-limit counters keyed by the user (`{limit}|{userId}`, the token endpoint's
 * `oidc-token-account|{userId}`) or by the account's address ("Forgot password?").
 */
async function deleteCounters(tx: Tx, userId: string, email: string | undefined) {
  const byUser = `|${userId}`;
  const conditions = [sql`right(${rateLimits.key}, ${[...byUser].length}::int) = ${byUser}`];
  if (email) {
    const byAddress = `|forgot:${email.toLowerCase()}`;
    conditions.push(sql`right(${rateLimits.key}, ${[...byAddress].length}::int) = ${byAddress}`);
  }
  await tx.delete(rateLimits).where(or(...conditions));
}
