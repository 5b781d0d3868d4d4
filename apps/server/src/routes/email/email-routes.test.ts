import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { EMAIL_RATE_LIMIT } from './email-routes.js';

const contact = { name: 'Ann Cook', email: 'ann@example.com', subject: 'Demo', message: 'Hello!' };

describe.each(testDatabaseKinds)('send email on $name', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    t = await buildTestApp(database, {
      env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'team@larder.test', MAIL_FROM: 'app@larder.test' },
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await smtp?.close();
    await database?.dispose();
  });

  it('sends the contact form through SMTP to the fixed recipient, never a relay', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: await t.auth('sender'),
      payload: { emailObject: { ...contact, to: 'victim@example.com' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['team@larder.test']);
    expect(mail.from).toBe('app@larder.test');
    expect(mail.raw).toMatch(/Reply-To: ann@example.com/i);
    expect(mail.raw).toContain('Subject: Larder contact: Demo');
    expect(mail.raw).toContain('Hello!');
  });

  it('names the field of a bad message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: await t.auth('sender2'),
      payload: { emailObject: { ...contact, email: 'not-an-address' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('emailObject.email: Enter a valid e-mail address');
  });

  it(`answers 429 after ${EMAIL_RATE_LIMIT.max} mails in the window`, async () => {
    const headers = await t.auth('chatty');
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/email',
        headers,
        payload: { emailObject: contact },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, EMAIL_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(testDatabaseKinds)('mail without SMTP_URL on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database, { env: { CONTACT_EMAIL: 'team@larder.test' } });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  it('keeps the mail in the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email',
      headers: await t.auth('sender'),
      payload: { emailObject: contact },
    });
    expect(res.json()).toEqual({ sent: true });
    const rows = await database.db.select().from(mailOutbox);
    expect(rows).toEqual([
      expect.objectContaining({
        to: 'team@larder.test',
        replyTo: 'ann@example.com',
        subject: 'Larder contact: Demo',
      }),
    ]);
  });
});

describe.each(testDatabaseKinds)('mail failure on $name', (kind) => {
  it("answers 'Email failed' when the SMTP server cannot be reached", async () => {
    const database = await kind.open();
    const t = await buildTestApp(database, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/email',
        headers: await t.auth('sender'),
        payload: { emailObject: contact },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'ERR_MAIL_FAILED', message: 'Email failed' });
    } finally {
      await t.app.close();
      await database.dispose();
    }
  });
});
