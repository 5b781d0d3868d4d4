import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.js';
import { serverSecrets } from '../db/schema.js';

/**
 * Secrets made once, at first start, and kept in the database so that every server process
 * (and every restart) signs and verifies with the same keys.
 */
async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  const value = await create();
  // Another process may have won the race: keep whichever row was stored first.
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored[0]!.value as T;
}

/** The embedded provider's RS256 signing key (private JWK with a kid). */
export function signingKey(db: Db): Promise<JWK> {
  return loadOrCreate(db, 'oidc-signing-key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') };
  });
}

/** Keys that sign the embedded provider's cookies. */
export function cookieKeys(db: Db): Promise<string[]> {
  return loadOrCreate(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
}
