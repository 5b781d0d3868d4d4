import { encodeRestrictedCode } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../auth/accounts.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Product spec §4 "Restricted mode", §7 "send restricted reset code": the code goes to the
 * address of the account, which the access token does not carry.
 */
describe.each(testDatabaseKinds)('restricted reset code by mail on $name', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    t = await buildTestApp(database, { env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.app.close();
    await smtp?.close();
    await database?.dispose();
  });

  const post = async (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it("mails the code to the local account's address, and the code resets restricted mode", async () => {
    const account = await signUp(database.db, {
      name: 'Rae Cook',
      email: 'Rae@Example.com',
      password: 'long enough',
      confirm: 'long enough',
    });
    if (!account.ok) throw new Error(account.error);
    // An access token of the embedded provider: the subject only, no address.
    const headers = await t.auth(account.accountId);
    const user = await t.app.inject({ url: '/api/user', headers });
    expect(user.json().email).toBe('rae@example.com');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/restricted',
      headers,
      payload: { restrictedCode: encodeRestrictedCode('4321') },
    });

    const before = smtp.received.length;
    const sent = await post('/api/user/restricted/reset-code', headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['rae@example.com']);
    const code = /code to reset restricted mode is (\d{6})/.exec(mailText(mail))![1]!;

    const reset = await post('/api/user/restricted/reset', headers, { code });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().restricted).toBe(false);
  });

  it('keeps answering email-address-missing when no trustworthy address is known', async () => {
    const headers = await t.auth('no-address-user');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/restricted',
      headers,
      payload: { restrictedCode: encodeRestrictedCode('4321') },
    });
    const before = smtp.received.length;
    const res = await post('/api/user/restricted/reset-code', headers, {
      email: 'attacker@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issue.reason).toBe('email-address-missing');
    expect(smtp.received).toHaveLength(before);
  });
});
