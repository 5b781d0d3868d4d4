import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSubscription } from '../test-support/billing-rows.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';
import { TEST_AUDIENCE, TEST_ISSUER } from '../test-support/tokens.js';
import { buildTestApp, useTestApp, type TestApp } from '../test-support/test-app.js';
import { accountDeletionMail } from './account-deletion-mail.js';

describe('the confirmation mail of Delete account', () => {
  const facts = {
    to: 'sam@bistro.example',
    venues: 1,
    subscriptionCancelled: false,
    externalSignIn: true,
    contact: 'help@larder.test',
  };

  it('goes to the account’s address, with replies to the contact address', () => {
    const mail = accountDeletionMail(facts);
    expect(mail).toMatchObject({
      to: 'sam@bistro.example',
      subject: 'Larder: your account has been deleted',
      replyTo: 'help@larder.test',
    });
    expect(mail.text).toContain('Deleted: 1 venue with');
    expect(mail.text).toContain('You had no live subscription to cancel.');
  });

  it('says an external sign-in account is not ours to delete', () => {
    expect(accountDeletionMail(facts).text).toContain(
      'You signed in with an account of another provider. That account is not ours to delete: it stays with that provider.',
    );
    expect(accountDeletionMail({ ...facts, externalSignIn: false }).text).toContain(
      'Your Larder sign-in (e-mail address and password) was deleted as well.',
    );
  });
});

describe.each(testDatabaseKinds)('Delete account without payments on $name', (kind) => {
  const t = useTestApp(kind);

  it('refuses while a live subscription cannot be cancelled (payments off), and deletes nothing', async () => {
    const sub = randomUUID();
    const headers = { authorization: `Bearer ${await t.tokens.token(sub)}` };
    const venueId = await t.addVenue(sub, 'Paying café');
    await storeSubscription(t.database.db, sub, {
      status: 'active',
      venues: 1,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ERR_PAYMENTS_OFF');
    const user = await t.app.inject({ url: '/api/user', headers });
    expect(user.json().venues.map((v: { id: string }) => v.id)).toEqual([venueId]);
  });
});

describe.each(testDatabaseKinds)('Delete account with an external issuer on $name', (kind) => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    database = await kind.open();
    t = await buildTestApp(database, {
      env: {
        OIDC_ISSUER: TEST_ISSUER,
        OIDC_CLIENT_ID: 'larder-web',
        OIDC_AUDIENCE: TEST_AUDIENCE,
        SMTP_URL: smtp.url,
      },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
    await smtp?.close();
  });

  it('deletes our data, and says on the answer and in the mail that the issuer’s account stays', async () => {
    const sub = randomUUID();
    const email = `chef-${sub.slice(0, 8)}@example.com`;
    const headers = {
      authorization: `Bearer ${await t.tokens.token(sub, { claims: { email } })}`,
    };
    await t.app.inject({ url: '/api/user', headers });
    await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers,
      payload: { flag: 'add', venue: { venue_name: 'Issuer café' } },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers,
      payload: { confirm: email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deleted: true,
      venues: 1,
      subscriptionCancelled: false,
      externalSignIn: true,
      mailSent: true,
    });
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    expect(mailText(smtp.received[0]!)).toContain('That account is not ours to delete');
  });
});
