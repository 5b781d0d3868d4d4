import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { accounts, passwordResetTokens } from '../db/schema.js';
import { accountEmailSchema, newPasswordSchema } from './accounts.js';
import { hashSecret } from './passwords.js';

/**
 * "Forgot password?" for local accounts: a single-use link that expires, of which the
 * database keeps only the SHA-256. Setting a new password uses the link up and every other
 * link of the account still open.
 */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

/** The SHA-256 (hex) of a link's token: what the table keeps. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token for the link of `email`'s account, or undefined when there is no such account. */
export async function createPasswordReset(
  db: Db,
  email: string,
  now = new Date(),
): Promise<{ to: string; token: string } | undefined> {
  const parsed = accountEmailSchema.safeParse(email);
  if (!parsed.success) return undefined;
  const [account] = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.email, parsed.data));
  if (!account) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    tokenHash: hashResetToken(token),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  return { to: account.email, token };
}

/** True while the link of `token` is neither used nor expired. */
export async function isResetTokenOpen(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ accountId: passwordResetTokens.accountId })
    .from(passwordResetTokens)
    .where(openToken(token, new Date()));
  return Boolean(row);
}

export type ResetResult = { ok: true } | { ok: false; error: string; linkDead?: true };

/**
 * Sets the new password of the link's account (the sign-up rules), marks the link used and
 * closes the account's other open links. A bad password leaves the link open.
 */
export async function resetPassword(db: Db, token: string, input: unknown): Promise<ResetResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  const passwordHash = await hashSecret(parsed.data.password);
  const now = new Date();
  const changed = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(openToken(token, now))
      .returning({ accountId: passwordResetTokens.accountId });
    if (!used) return false;
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, used.accountId));
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.accountId, used.accountId), isNull(passwordResetTokens.usedAt)),
      );
    return true;
  });
  return changed ? { ok: true } : { ok: false, error: DEAD_LINK, linkDead: true };
}

export const DEAD_LINK =
  'This link has expired or was already used. Ask for a new one from the sign-in page.';

function openToken(token: string, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
}
