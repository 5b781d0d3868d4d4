import { z } from 'zod';

/**
 * What the owner types to confirm "Delete account" when the account has no e-mail address
 * (an external sign-in that carries none).
 */
export const ACCOUNT_DELETION_WORD = 'DELETE';

/**
 * What the second "Delete account" dialog asks the owner to type: the account's e-mail
 * address (as accounts keep it: trimmed, lower case), or `ACCOUNT_DELETION_WORD` without one.
 */
export function accountDeletionPhrase(email: string | undefined): string {
  const address = email?.trim().toLowerCase();
  return address ? address : ACCOUNT_DELETION_WORD;
}

/** Whether `typed` confirms the deletion of the account whose phrase is `phrase`. */
export function confirmsAccountDeletion(typed: string, phrase: string): boolean {
  const word = typed.trim();
  return phrase === ACCOUNT_DELETION_WORD ? word === phrase : word.toLowerCase() === phrase;
}

/** Body of "Delete account" (DELETE /api/users/me): the phrase the owner typed. */
export const accountDeletionBodySchema = z.strictObject({
  confirm: z.string().max(320),
});

/** What the server did, for the screen that follows (and the mail says the same). */
export interface AccountDeletionAnswer {
  deleted: true;
  /** Venues deleted (live and already deleted ones). */
  venues: number;
  /** A card subscription that was live and was cancelled at the payment provider. */
  subscriptionCancelled: boolean;
  /** The sign-in is an external issuer's account, which stays (it is not ours to delete). */
  externalSignIn: boolean;
  /** Whether the confirmation mail went out (false without an address or when sending failed). */
  mailSent: boolean;
}
