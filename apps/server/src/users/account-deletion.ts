import {
  accountDeletionPhrase,
  confirmsAccountDeletion,
  type AccountDeletionAnswer,
} from '@larder/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ClosedAccountsCheck } from '../auth/closed-accounts-watch.js';
import type { Payments } from '../billing/payments.js';
import { callProvider } from '../billing/provider-call.js';
import { subscriptionRowOf } from '../billing/subscription-store.js';
import type { Db } from '../db/database.js';
import { siteAssets, venues } from '../db/schema.js';
import { ApiError, badRequest } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import type { AssetStorage } from '../sites/assets/asset-storage.js';
import { assetContainer } from '../sites/site-urls.js';
import { accountDeletionMail } from './account-deletion-mail.js';
import { deleteAccountRows } from './account-rows.js';
import { loadUser } from './user-store.js';

export interface AccountDeletionDeps {
  db: Db;
  /** Undefined when payments are off. */
  payments: Payments | undefined;
  mailer: Mailer;
  assetStorage: AssetStorage;
  log: FastifyBaseLogger;
  /** Sign-in by an external issuer: its account is not ours to delete. */
  externalSignIn: boolean;
  /** CONTACT_EMAIL, where a reply to the confirmation goes. */
  contact: string;
  /** Told of the closing once its rows are gone, so this process refuses the old tokens at once. */
  closedAccounts: Pick<ClosedAccountsCheck, 'closed'>;
}

/** Subscription states that can still take a payment, so are cancelled before the deletion. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * "Delete account" (the user menu): the caller is the verified token's subject only. The
 * typed confirmation must be the account's address (or `ACCOUNT_DELETION_WORD` without one),
 * else 400 `confirmation-wrong` on `confirm` and nothing changes. A live card subscription is
 * cancelled at the payment provider first, at once (a provider that does not answer: 503 and
 * nothing is deleted; payments off with a live subscription: 409, since it could not be
 * stopped). Then every row of the user goes in one transaction (`account-rows.ts`), the site
 * images are removed from the storage, and the confirmation is mailed to the address captured
 * before the rows went. A failed removal or mail is logged; the deletion stands.
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  input: { userId: string; tokenEmail: string | undefined; confirm: string; now: number },
): Promise<AccountDeletionAnswer> {
  const { db, log } = deps;
  const { userId, now } = input;
  const email = (await loadUser(db, userId, now)).email ?? input.tokenEmail;
  if (!confirmsAccountDeletion(input.confirm, accountDeletionPhrase(email))) {
    throw badRequest('confirmation-wrong', 'confirm');
  }

  const owned = await db.select({ id: venues.id }).from(venues).where(eq(venues.ownerId, userId));
  const venueIds = owned.map((v) => v.id);
  const images =
    venueIds.length === 0
      ? []
      : await db
          .select({ venueId: siteAssets.venueId, name: siteAssets.name })
          .from(siteAssets)
          .where(inArray(siteAssets.venueId, venueIds));

  const subscriptionCancelled = await cancelLiveSubscription(deps, userId);
  const deleted = await deleteAccountRows(db, { userId, email, venueIds, now });
  deps.closedAccounts.closed(userId, now);

  for (const image of images) {
    const key = `${assetContainer(image.venueId)}/${image.name}`;
    await deps.assetStorage.remove(key).catch((error: unknown) => {
      log.error({ err: error }, 'a deleted account’s site image could not be removed');
    });
  }

  let mailSent = false;
  if (email) {
    try {
      await deps.mailer.send(
        accountDeletionMail({
          to: email,
          venues: deleted.venues,
          subscriptionCancelled,
          externalSignIn: deps.externalSignIn,
          contact: deps.contact,
        }),
      );
      mailSent = true;
    } catch (error) {
      log.error({ err: error }, 'account deletion mail failed');
    }
  }
  return {
    deleted: true,
    venues: deleted.venues,
    subscriptionCancelled,
    externalSignIn: deps.externalSignIn,
    mailSent,
  };
}

/** Cancels the caller's live card subscription at once; answers whether there was one. */
async function cancelLiveSubscription(deps: AccountDeletionDeps, userId: string) {
  const row = await subscriptionRowOf(deps.db, userId);
  const subscriptionId = row?.subscriptionId;
  if (!row || !subscriptionId || (row.status && ENDED.has(row.status))) return false;
  if (!deps.payments) {
    throw new ApiError(
      'ERR_PAYMENTS_OFF',
      'The subscription cannot be cancelled while payments are not configured',
    );
  }
  const { stripe } = deps.payments;
  await callProvider(deps.log, 'cancel subscription for account deletion', () =>
    stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `delete-${subscriptionId}` }),
  );
  return true;
}
