import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import { accounts } from '../db/schema.js';
import { hashSecret, verifySecret } from './passwords.js';

/** The rules of a password, at sign-up and when a new one is set. */
const passwordSchema = z
  .string()
  .min(8, 'The password needs at least 8 characters.')
  .max(200, 'The password is too long.');
const samePasswords = (v: { password: string; confirm: string }) => v.password === v.confirm;
const passwordsDiffer = { message: 'The two passwords differ.', path: ['confirm'] };

/** An e-mail address as accounts keep it (trimmed, lower case). */
export const accountEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .email('Enter a valid e-mail address.');

/** Local accounts of the embedded provider: sign-up and password check. */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(100, 'Your name is too long.'),
    email: accountEmailSchema,
    password: passwordSchema,
    confirm: z.string(),
  })
  .refine(samePasswords, passwordsDiffer);

/** A new password typed twice (the "Forgot password?" link's page). */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine(samePasswords, passwordsDiffer);

export type SignUpResult = { ok: true; accountId: string } | { ok: false; error: string };

export async function signUp(db: Db, input: unknown): Promise<SignUpResult> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  const { name, email, password } = parsed.data;
  const id = randomUUID();
  const inserted = await db
    .insert(accounts)
    .values({ id, name, email, passwordHash: await hashSecret(password) })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (inserted.length === 0) {
    return { ok: false, error: 'An account with this e-mail already exists. Sign in instead.' };
  }
  return { ok: true, accountId: id };
}

/** Dummy hash so that an unknown e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function checkPassword(
  db: Db,
  email: string,
  password: string,
): Promise<string | undefined> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()));
  if (!account) {
    dummyHash ??= hashSecret('not a password');
    await verifySecret(password, await dummyHash);
    return undefined;
  }
  return (await verifySecret(password, account.passwordHash)) ? account.id : undefined;
}
