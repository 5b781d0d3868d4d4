import { formatHlc } from '@larder/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MAIL_RATE_LIMIT } from '../../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

const line = { name: 'Tomatoes, canned', code: 'T-400', units: 3, unit: 'cases' };
const order = (supplierKey: string, extra: object = {}) => ({
  supplierKey,
  date: '2026-06-20',
  lines: [line, { name: 'Basil', units: 1, unit: 'bunch' }],
  ...extra,
});

/** A venue of `sub` with the profile e-mail, and suppliers stored as a device syncs them. */
async function venueWithSuppliers(t: TestApp, sub: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/venues',
    headers: await t.auth(sub),
    payload: {
      flag: 'add',
      venue: { venue_name: 'Garden Bistro', PROFILE: { email: 'chef@bistro.example' } },
    },
  });
  const venueId = res.json().venue.id as string;
  const suppliers = [
    { skey: 'ACME', type: 'supplier', name: 'Acme Foods', email: 'orders@acme.example' },
    { skey: 'NO MAIL', type: 'supplier', name: 'No Mail Farm' },
    { skey: 'GONE', type: 'supplier', name: 'Gone', email: 'gone@example.com', deleted: true },
  ];
  const clientId = `device-${sub}`;
  const push = await t.app.inject({
    method: 'POST',
    url: `/api/sync/v1/venues/${venueId}/push`,
    headers: await t.auth(sub),
    payload: {
      protocol: 1,
      schemaVersion: 1,
      clientId,
      mutations: suppliers.map((doc, i) => ({
        mid: i + 1,
        kind: 'supplier',
        key: doc.skey,
        gen: 0,
        hlc: formatHlc({ ms: Date.now(), counter: i, node: clientId }),
        doc,
      })),
    },
  });
  expect(push.statusCode, push.body).toBe(200);
  return venueId;
}

describe.each(testDatabaseKinds)('order mail to a supplier on $name', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let t: TestApp;
  let venueId: string;
  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    t = await buildTestApp(database, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'app@larder.test' },
    });
    venueId = await venueWithSuppliers(t, 'cook');
  });
  afterAll(async () => {
    await t?.app.close();
    await smtp?.close();
    await database?.dispose();
  });

  const send = async (body: object, sub = 'cook', venue = venueId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/venues/${venue}/order-mail`,
      headers: await t.auth(sub),
      payload: body,
    });

  it("mails the supplier's stored address only, never one from the body, with the venue as reply-to", async () => {
    const before = smtp.received.length;
    const res = await send(order('ACME', { to: 'victim@example.com', email: 'x@example.com' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['orders@acme.example']);
    expect(mail.from).toBe('app@larder.test');
    expect(mail.raw).toMatch(/Reply-To: chef@bistro.example/i);
    expect(mail.raw).toContain('Subject: Order from Garden Bistro for 2026-06-20');
    const text = mailText(mail);
    expect(text).toContain('- 3 cases  Tomatoes, canned  (code T-400)');
    expect(text).toContain('- 1 bunch  Basil');
    expect(text).not.toContain('victim');
  });

  it('answers 404 for an unknown or deleted supplier, and sends nothing', async () => {
    const before = smtp.received.length;
    for (const key of ['NOBODY', 'GONE', 'acme']) {
      const res = await send(order(key));
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error).toBe('ERR_NOT_FOUND');
    }
    expect(smtp.received).toHaveLength(before);
  });

  it('answers 409 ERR_SUPPLIER_NO_EMAIL for a supplier without an e-mail address', async () => {
    const before = smtp.received.length;
    const res = await send(order('NO MAIL'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('ERR_SUPPLIER_NO_EMAIL');
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses a bad body with 400 naming the field: over 500 lines, a long name', async () => {
    const many = await send(order('ACME', { lines: Array.from({ length: 501 }, () => line) }));
    expect(many.statusCode).toBe(400);
    expect(many.json().issue).toMatchObject({ reason: 'field-too-long', path: 'lines' });
    const long = await send(order('ACME', { lines: [{ ...line, name: 'x'.repeat(201) }] }));
    expect(long.statusCode).toBe(400);
    expect(long.json().issue).toMatchObject({ path: 'lines.0.name' });
  });

  it('takes 500 lines of 200-character texts (the largest order)', async () => {
    const big = { name: 'n'.repeat(200), code: 'c'.repeat(200), units: 99, unit: 'u'.repeat(200) };
    const res = await send(order('ACME', { lines: Array.from({ length: 500 }, () => big) }));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });

  it("answers 404 for another user's venue and sends nothing", async () => {
    const before = smtp.received.length;
    const res = await send(order('ACME'), 'intruder');
    expect(res.statusCode).toBe(404);
    expect(smtp.received).toHaveLength(before);
  });

  it(`answers 429 after ${ORDER_MAIL_RATE_LIMIT.max} order mails in the window`, async () => {
    const busy = await venueWithSuppliers(t, 'busy');
    const statuses: number[] = [];
    for (let i = 0; i <= ORDER_MAIL_RATE_LIMIT.max; i++) {
      statuses.push((await send(order('ACME'), 'busy', busy)).statusCode);
    }
    expect(statuses.slice(0, ORDER_MAIL_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.each(testDatabaseKinds)('order mail failure on $name', (kind) => {
  it("answers 'Email failed' when the SMTP server cannot be reached", async () => {
    const database = await kind.open();
    const t = await buildTestApp(database, { env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const venueId = await venueWithSuppliers(t, 'cook');
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/venues/${venueId}/order-mail`,
        headers: await t.auth('cook'),
        payload: order('ACME'),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'ERR_MAIL_FAILED', message: 'Email failed' });
    } finally {
      await t.app.close();
      await database.dispose();
    }
  });
});
