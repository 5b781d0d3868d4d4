import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { accounts } from '../db/schema.js';
import { SIGN_IN_LOCKOUT } from '../limits.js';
import type { Mailer } from '../mail/mailer.js';
import { checkPassword } from './accounts.js';
import { verifySecret } from './passwords.js';
import { isSignInPaused, recordSignInFailure, resetSignInFailures } from './sign-in-lockout.js';

export type SignInResult = { ok: true; accountId: string } | { ok: false; paused: boolean };

/** The sentence the sign-in page adds while sign-in is paused for the account. */
export const SIGN_IN_PAUSED =
  `Sign-in is paused for this account for ${SIGN_IN_LOCKOUT.lockMinutes} minutes ` +
  'after too many wrong passwords.';

/**
 * Checks an e-mail and password. Failed passwords are counted per account
 * (SIGN_IN_LOCKOUT); while sign-in is paused even the right password is refused, and the
 * owner is told by mail once, when the pause starts. A success forgets the failures.
 */
export async function signIn(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  email: string,
  password: string,
  now: Date,
): Promise<SignInResult> {
  const { db } = deps;
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()));
  if (!account) {
    // As long as a wrong password takes.
    await checkPassword(db, email, password);
    return { ok: false, paused: false };
  }
  const right = await verifySecret(password, account.passwordHash);
  if (await isSignInPaused(db, account.id, now)) return { ok: false, paused: true };
  if (right) {
    await resetSignInFailures(db, account.id);
    return { ok: true, accountId: account.id };
  }
  const counted = await recordSignInFailure(db, account.id, now);
  if (counted === 'locked') await tellOwner(deps, account.email);
  return { ok: false, paused: counted !== 'counted' };
}

async function tellOwner(deps: { mailer: Mailer; log: FastifyBaseLogger }, to: string) {
  try {
    await deps.mailer.send({
      to,
      subject: 'Larder sign-in paused',
      text:
        `Someone typed a wrong password for the Larder account of this address ` +
        `${SIGN_IN_LOCKOUT.failures} times. Sign-in to this account is paused for ` +
        `${SIGN_IN_LOCKOUT.lockMinutes} minutes.\n\n` +
        'If it was not you, nothing else is needed: your password still works after the pause. ' +
        'If you forgot it, use "Forgot password?" on the sign-in page.\n',
    });
  } catch (error) {
    deps.log.error({ err: error }, 'sign-in pause mail failed');
  }
}
