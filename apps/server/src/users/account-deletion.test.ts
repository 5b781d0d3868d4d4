import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultSiteSettings, type SubscriptionAnswer } from '@larder/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcAdapterFor } from '../auth/oidc-adapter.js';
import { createPasswordReset } from '../auth/password-resets.js';
import { recordSignInFailure } from '../auth/sign-in-lockout.js';
import {
  accounts,
  mailOutbox,
  restrictedResetCodes,
  subscriptionFeedback,
  superseded,
} from '../db/schema.js';
import { ACCOUNT_DELETION_RATE_LIMIT } from '../limits.js';
import { useBillingTestApp } from '../test-support/billing-test-app.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { multipartForm } from '../test-support/multipart-form.js';
import { cafeVenue } from '../test-support/site-fixtures.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';

const CONTACT = 'owner@larder.test';
const PICTURE = { dataUrl: 'data:image/webp;base64,UklGRiIAAABXRUJQ', width: 96, height: 64 };

/** Everything a user can leave behind, made through the routes where a route makes it. */
interface Equipped {
  sub: string;
  email: string;
  venueIds: string[];
  imageName: string;
  tag: string;
}

/** Files below a folder, recursively. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

/**
 * Account deletion (the user menu's "Delete account"): a user with everything, a second with
 * the same; the first deletes their account and no row of any table (every table of the
 * database, read from information_schema, so a new table is covered) holds their id, address
 * or venue ids, while the second's data is intact.
 */
describe.each(testDatabaseKinds)('account deletion on $name', (kind) => {
  let smtp: TestSmtpServer;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'larder-deletion-'));
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const t = useBillingTestApp(kind, () => ({
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: CONTACT,
    DATA_DIR: dataDir,
  }));
  const assetsDir = path.join(dataDir, 'site-assets');

  const headersOf = async (sub: string, email: string) => ({
    authorization: `Bearer ${await t.tokens.token(sub, { claims: { email } })}`,
  });
  const call = async (
    who: { sub: string; email: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: await headersOf(who.sub, who.email),
      ...(payload ? { payload } : {}),
    });

  /** A user with venues, records, thumbnails, a published site with an image, and the rest. */
  async function equip(name: string): Promise<Equipped> {
    const sub = randomUUID();
    const email = `${name}-${sub.slice(0, 8)}@example.com`;
    const who = { sub, email };
    const db = t.database.db;
    // The embedded provider's local account, whose id is the token's subject.
    await db.insert(accounts).values({ id: sub, email, name, passwordHash: 'scrypt$not-used' });
    expect((await call(who, 'GET', '/api/user')).statusCode).toBe(200);
    // Two venues with records (and a licence pack), one deleted since.
    const venueId = await cafeVenue(t, sub, `${name} café`);
    const closedId = await t.addVenue(sub, `${name} old place`);
    const removed = await call(who, 'DELETE', `/api/venues/${closedId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const thumb = await call(
      who,
      'PUT',
      `/api/sync/v1/venues/${venueId}/thumbnails/FLOUR`,
      PICTURE,
    );
    expect(thumb.statusCode, thumb.body).toBe(200);
    // A published site with an image.
    const tag = `${name}-${sub.slice(0, 6)}`;
    expect((await call(who, 'PUT', `/api/venues/${venueId}/site/tag`, { tag })).statusCode).toBe(
      200,
    );
    const form = multipartForm(
      { container: venueId, fileName: 'terrace.png' },
      {
        bytes: await sharp({
          create: {
            width: 40,
            height: 30,
            channels: 3,
            background: name === 'first' ? '#c04020' : '#2040c0',
          },
        })
          .png()
          .toBuffer(),
        name: 'terrace.png',
        type: 'image/png',
      },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/SiteAssetUpdate',
      headers: { ...(await headersOf(sub, email)), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const imageName = upload.json().name as string;
    const publish = await call(who, 'PUT', `/api/venues/${venueId}/site`, {
      settings: { ...defaultSiteSettings(), published: true, logo: imageName },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    // A live card subscription on the local Stripe.
    const checkout = await call(who, 'POST', '/api/subscription/checkout', { planId: 'pro-2' });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect((await fetch(checkout.json().url, { method: 'POST', redirect: 'manual' })).status).toBe(
      303,
    );
    await t.stripe.settled();
    const state = (await call(who, 'GET', '/api/subscription')).json() as SubscriptionAnswer;
    expect(state.subscription?.status).toBe('active');
    // A password reset, a failed sign-in, and the provider's session, grant and tokens.
    expect(await createPasswordReset(db, email)).toBeDefined();
    await recordSignInFailure(db, sub, new Date());
    const adapter = (type: string) => new (oidcAdapterFor(t.database.query))(type);
    const grantId = `grant-${randomUUID()}`;
    await adapter('Session').upsert(`session-${sub}`, { accountId: sub, loginTs: 1 }, 3600);
    await adapter('Grant').upsert(grantId, { accountId: sub, clientId: 'larder-web' }, 3600);
    await adapter('AccessToken').upsert(`at-${sub}`, { accountId: sub, grantId }, 3600);
    await adapter('RefreshToken').upsert(`rt-${sub}`, { accountId: sub, grantId }, 3600);
    await adapter('AuthorizationCode').upsert(`code-${sub}`, { grantId }, 60);
    await adapter('Interaction').upsert(
      `interaction-${sub}`,
      { uid: `uid-${sub}`, result: { login: { accountId: sub } } },
      60,
    );
    // Rows no route of this test makes: a restricted reset code, feedback, a superseded
    // version and a kept mail.
    await db.insert(restrictedResetCodes).values({
      id: randomUUID(),
      userId: sub,
      codeHash: 'hash',
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db
      .insert(subscriptionFeedback)
      .values({ id: randomUUID(), userId: sub, feedback: 'Too dear' });
    await db.insert(superseded).values({
      id: randomUUID(),
      venueId,
      kind: 'item',
      key: 'FLOUR',
      gen: 0,
      hlc: '0',
      node: 'n',
      deleted: false,
    });
    await db.insert(mailOutbox).values({ id: randomUUID(), to: email, subject: 's', text: 't' });
    return { sub, email, venueIds: [venueId, closedId], imageName, tag };
  }

  /** Every base table of the database, by schema and name. */
  async function allTables() {
    return t.database.rows<{ schema: string; name: string }>(
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE'
            and table_schema not in ('pg_catalog', 'information_schema')`,
    );
  }

  /** The tables with a row whose text (every column) holds `needle`. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const found: string[] = [];
    for (const table of await allTables()) {
      const name = `"${table.schema}"."${table.name}"`;
      const [row] = await t.database.rows<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(name)} as r
            where position(${needle} in lower(r::text)) > 0`,
      );
      if (row!.n > 0) found.push(table.name);
    }
    return found.sort();
  }

  it('deletes every row of the user in every table, and nothing of another user', async () => {
    const first = await equip('first');
    const second = await equip('second');
    const secondBefore = await Promise.all(
      [second.sub, second.email, ...second.venueIds].map((n) => tablesHolding(n.toLowerCase())),
    );
    // The walk sees the user everywhere before the deletion.
    expect(await tablesHolding(first.sub)).toEqual(
      expect.arrayContaining([
        'accounts',
        'licences',
        'oidc_payloads',
        'password_reset_tokens',
        'rate_limits',
        'restricted_reset_codes',
        'sign_in_failures',
        'subscription_feedback',
        'subscriptions',
        'sync_clients',
        'users',
        'venues',
      ]),
    );
    expect(await tablesHolding(first.venueIds[0]!)).toEqual(
      expect.arrayContaining([
        'items',
        'site_assets',
        'site_tags',
        'sites',
        'superseded',
        'thumbnails',
      ]),
    );
    expect(await filesIn(assetsDir)).toContain(first.imageName);
    const mailsBefore = smtp.received.length;

    const oldToken = await headersOf(first.sub, first.email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: oldToken,
      payload: { confirm: first.email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deleted: true,
      venues: 2,
      subscriptionCancelled: true,
      externalSignIn: false,
      mailSent: true,
    });

    // The provider's events of the cancellation arrive and bring nothing of the user back.
    await t.stripe.settled();
    for (const needle of [first.sub, first.email, ...first.venueIds]) {
      expect(await tablesHolding(needle.toLowerCase()), needle).toEqual([]);
    }
    // The second user's rows are all still there.
    const secondAfter = await Promise.all(
      [second.sub, second.email, ...second.venueIds].map((n) => tablesHolding(n.toLowerCase())),
    );
    expect(secondAfter).toEqual(secondBefore);
    const secondUser = await call(second, 'GET', '/api/user');
    expect(secondUser.json().venues).toHaveLength(2);
    expect((await t.app.inject({ url: `/s/${second.tag}` })).statusCode).toBe(200);

    // The stored image went; the second user's stayed.
    const files = await filesIn(assetsDir);
    expect(files).not.toContain(first.imageName);
    expect(files).toContain(second.imageName);
    // The subscription was cancelled at Stripe, at once; the second's is live.
    const customers = [...t.stripe.store.customers.values()];
    const subOf = (email: string) =>
      t.stripe.store.subscriptionsOf(customers.find((c) => c.email === email)!.id)[0]!;
    expect(subOf(first.email).status).toBe('canceled');
    expect(subOf(second.email).status).toBe('active');
    // The tag is released: the public address is gone and another venue may take it.
    expect((await t.app.inject({ url: `/s/${first.tag}` })).statusCode).toBe(404);
    const taker = await call(second, 'PUT', `/api/venues/${second.venueIds[0]}/site/tag`, {
      tag: first.tag,
    });
    expect(taker.statusCode, taker.body).toBe(200);

    // The confirmation went to the account's address through SMTP.
    await expect.poll(() => smtp.received.length).toBe(mailsBefore + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual([first.email]);
    const text = mailText(mail);
    expect(text).toContain('Your Larder account has been deleted.');
    expect(text).toContain('Deleted: 2 venues');
    expect(text).toContain('Your Pro subscription was cancelled at the payment provider');
    expect(text).toContain('Your Larder sign-in (e-mail address and password) was deleted');

    // The old token is refused, on every route.
    for (const url of ['/api/user', '/api/count', `/api/venues/${first.venueIds[0]}/site`]) {
      const refused = await t.app.inject({ url, headers: oldToken });
      expect(refused.statusCode, url).toBe(401);
      expect(refused.json().error).toBe('ERR_UNAUTHORIZED');
    }
    // Nothing of the user came back through the refused calls.
    expect(await tablesHolding(first.sub)).toEqual([]);
  }, 60_000);

  it('refuses a wrong confirmation naming the field, and deletes nothing', async () => {
    const who = { sub: randomUUID(), email: 'careful@example.com' };
    await t.database.db
      .insert(accounts)
      .values({ id: who.sub, email: who.email, name: 'Careful', passwordHash: 'x' });
    const venueId = await t.addVenue(who.sub, 'Careful café');
    for (const payload of [
      { confirm: 'other@example.com' },
      { confirm: 'DELETE' },
      { confirm: '' },
    ]) {
      const res = await call(who, 'DELETE', '/api/users/me', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'ERR_BAD_REQUEST',
        issue: { reason: 'confirmation-wrong', path: 'confirm' },
      });
    }
    const noField = await call(who, 'DELETE', '/api/users/me', {});
    expect(noField.statusCode).toBe(400);
    expect(noField.json().issue).toMatchObject({ reason: 'field-required', path: 'confirm' });
    const otherUser = await call(who, 'DELETE', '/api/users/me', {
      confirm: who.email,
      userId: 'someone-else',
    });
    expect(otherUser.statusCode).toBe(400);
    expect(otherUser.json().issue).toMatchObject({ reason: 'field-unknown', path: 'userId' });
    const user = await call(who, 'GET', '/api/user');
    expect(user.json().venues.map((v: { id: string }) => v.id)).toEqual([venueId]);
  });

  it('asks for the word DELETE when the account has no address', async () => {
    const sub = randomUUID();
    const headers = { authorization: `Bearer ${await t.tokens.token(sub)}` };
    await t.app.inject({ url: '/api/user', headers });
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { confirm: 'delete' },
    });
    expect(wrong.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ venues: 0, subscriptionCancelled: false, mailSent: false });
    expect(await tablesHolding(sub)).toEqual([]);
  });

  it('takes a new sign-in of the same subject after the deletion as a new, empty user', async () => {
    const sub = randomUUID();
    const before = { authorization: `Bearer ${await t.tokens.token(sub)}` };
    await t.addVenue(sub, 'First life');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: before,
      payload: { confirm: 'DELETE' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a token's iat is in seconds
    const after = { authorization: `Bearer ${await t.tokens.token(sub)}` };
    const user = await t.app.inject({ url: '/api/user', headers: after });
    expect(user.statusCode).toBe(200);
    expect(user.json().venues).toEqual([]);
  });

  it(`limits deletion tries to ${ACCOUNT_DELETION_RATE_LIMIT.max} per user`, async () => {
    const who = { sub: randomUUID(), email: 'guesser@example.com' };
    for (let i = 0; i < ACCOUNT_DELETION_RATE_LIMIT.max; i++) {
      const res = await call(who, 'DELETE', '/api/users/me', { confirm: `guess${i}@example.com` });
      expect(res.statusCode).toBe(400);
    }
    const limited = await call(who, 'DELETE', '/api/users/me', { confirm: who.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('ERR_RATE_LIMITED');
  });
});
