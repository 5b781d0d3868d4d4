import type { AccountDeletionAnswer } from '@larder/domain';

/** What the first dialog says goes with the account. */
export const DELETED_WITH_ACCOUNT = [
  'Every venue of yours, with its ingredients, recipes, menus, suppliers, counts and other records',
  'The pictures and thumbnails of your ingredients and recipes',
  'Your venue websites and their images (their site tags become free for others)',
  'Your Pro subscription: cancelled at once at the payment provider, no further payment is taken',
  'Your settings, your Larder sign-in and every signed-in session',
] as const;

/** What the first dialog says stays. */
export const KEPT_AFTER_DELETION = [
  'An account of another sign-in provider (such as Microsoft) that you sign in with: it is not ours to delete and stays with that provider',
  'Copies on your other devices, until you sign out there',
] as const;

/** The message the public home shows once the account is deleted and the device cleared. */
export function accountDeletedNotice(answer: AccountDeletionAnswer, email: string | undefined) {
  const parts = ['Your account has been deleted and this device cleared.'];
  if (answer.mailSent && email) parts.push(`A confirmation was sent to ${email}.`);
  if (answer.subscriptionCancelled) parts.push('Your subscription was cancelled.');
  if (answer.externalSignIn) {
    parts.push('Your account at your sign-in provider stays: it is not ours to delete.');
  }
  return parts.join(' ');
}
