import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedMigrations } from '../../db/shipped-migrations.js';
import { createMailer, verifyTtlMs } from '../../mail/mailer.js';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.js';
import { buildTestApp, useTestApp } from '../../test-support/test-app.js';
import { version } from '../../version.js';

const latest = shippedMigrations.at(-1)!.tag;

describe.each(testDatabaseKinds)('/api/health on $name', (kind) => {
  const t = useTestApp(kind);

  it('reports the database, the migration level and the outbox mail as ok', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version,
      database: { kind: kind.name, ok: true },
      migrations: {
        applied: shippedMigrations.length,
        appliedTag: latest,
        shipped: shippedMigrations.length,
        shippedTag: latest,
        current: true,
      },
      mail: { kind: 'outbox', ok: true },
    });
  });

  it('says degraded when the database lacks the latest shipped migration', async () => {
    const database = await kind.open();
    const { app } = await buildTestApp(database);
    try {
      await database.rows(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        migrations: {
          applied: shippedMigrations.length - 1,
          appliedTag: shippedMigrations.at(-2)!.tag,
          shippedTag: latest,
          current: false,
        },
      });
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('answers 503 unavailable without a stack when the database is gone', async () => {
    const database = await kind.open();
    const { app } = await buildTestApp(database);
    await database.close();
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        version,
        database: { kind: kind.name, ok: false },
        mail: { kind: 'outbox', ok: false },
      });
      expect(res.body).not.toMatch(/\bat .+:\d+:\d+|stack|Error/);
    } finally {
      await app.close();
      await database.dispose().catch(() => undefined);
    }
  });
});

describe('/api/health with SMTP', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close().catch(() => undefined);
    await database?.dispose();
  });

  it('verifies SMTP at most once per minute and then reports the last send', async () => {
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'larder@example.test', contact: 'owner@example.test' },
      database.db,
      () => clock,
    );
    const { app } = await buildTestApp(database, { mailer });
    const mail = async () => (await app.inject({ url: '/api/health' })).json().mail;
    try {
      const first = {
        kind: 'smtp',
        ok: true,
        checkedBy: 'verify',
        checkedAt: '2026-01-01T00:00:00.000Z',
      };
      expect(await mail()).toEqual(first);

      // The server goes away: within the minute the cached verify stands, no new connection.
      await smtp.close();
      clock += verifyTtlMs - 1;
      expect(await mail()).toEqual(first);

      clock += 1;
      expect(await mail()).toEqual({
        kind: 'smtp',
        ok: false,
        checkedBy: 'verify',
        checkedAt: '2026-01-01T00:01:00.000Z',
      });
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('degraded');

      clock += 1000;
      await expect(
        mailer.send({ to: 'a@example.test', subject: 's', text: 't' }),
      ).rejects.toThrow();
      expect(await mail()).toEqual({
        kind: 'smtp',
        ok: false,
        checkedBy: 'send',
        checkedAt: '2026-01-01T00:01:01.000Z',
      });
    } finally {
      await app.close();
    }
  });

  it('reports a working last send without connecting again', async () => {
    const server = await startSmtpServer();
    const mailer = createMailer(
      { smtpUrl: server.url, from: 'larder@example.test', contact: 'owner@example.test' },
      database.db,
    );
    const { app } = await buildTestApp(database, { mailer });
    try {
      await mailer.send({ to: 'a@example.test', subject: 's', text: 't' });
      expect(server.received).toHaveLength(1);
      await server.close();
      const res = await app.inject({ url: '/api/health' });
      expect(res.json()).toMatchObject({
        status: 'ok',
        mail: { kind: 'smtp', ok: true, checkedBy: 'send' },
      });
    } finally {
      await app.close();
    }
  });
});
