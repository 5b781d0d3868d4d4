import type { Mail } from '../mail/mailer.js';

export interface AccountDeletionFacts {
  /** The account's address, as it was before the deletion. */
  to: string;
  venues: number;
  subscriptionCancelled: boolean;
  externalSignIn: boolean;
  /** CONTACT_EMAIL: where a reply goes. */
  contact: string;
}

/** The confirmation mail of "Delete account": what went, and what is not ours to delete. */
export function accountDeletionMail(facts: AccountDeletionFacts): Mail {
  const venues = facts.venues === 1 ? '1 venue' : `${facts.venues} venues`;
  const lines = [
    'Your Larder account has been deleted.',
    '',
    `Deleted: ${venues} with their ingredients, recipes, menus and other records, their pictures,`,
    'their websites and site images, your settings and your sign-in sessions.',
    '',
    facts.subscriptionCancelled
      ? 'Your Pro subscription was cancelled at the payment provider: no further payment will be taken.'
      : 'You had no live subscription to cancel.',
    '',
    facts.externalSignIn
      ? 'You signed in with an account of another provider. That account is not ours to delete: it stays with that provider.'
      : 'Your Larder sign-in (e-mail address and password) was deleted as well.',
    '',
    'Other devices you used can no longer sync: sign out there to remove the copy they keep.',
    'If you did not ask for this, reply to this mail.',
  ];
  return {
    to: facts.to,
    subject: 'Larder: your account has been deleted',
    text: `${lines.join('\n')}\n`,
    replyTo: facts.contact,
  };
}
