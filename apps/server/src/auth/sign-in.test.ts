import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { SIGN_IN_LOCKOUT } from '../limits.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import { mailText, startSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';
import { signUp } from './accounts.js';
import { signIn } from './sign-in.js';

const password = 'right-password';
const MINUTE = 60_000;

describe.each(testDatabaseKinds)('sign-in lockout (SIGN_IN_LOCKOUT) on $name', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const silent = { error: () => undefined } as never;

  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    mailer = createMailer(
      { smtpUrl: smtp.url, from: 'larder@example.com', contact: 'c@example.com' },
      database.db,
    );
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
    await database?.dispose();
  });

  const deps = () => ({ db: database.db, mailer, log: silent });
  const newAccount = async (email: string) => {
    const made = await signUp(database.db, { name: 'Cook', email, password, confirm: password });
    if (!made.ok) throw new Error(made.error);
    return made.accountId;
  };
  const fail = (email: string, at: Date) => signIn(deps(), email, 'wrong-password', at);
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

  it(`pauses an account after ${SIGN_IN_LOCKOUT.failures} wrong passwords, tells the owner once`, async () => {
    const email = 'locked@example.com';
    await newAccount(email);
    const start = new Date('2026-01-01T10:00:00Z');
    for (let i = 1; i < SIGN_IN_LOCKOUT.failures; i++) {
      expect(await fail(email, new Date(start.getTime() + i * 1000))).toEqual({
        ok: false,
        paused: false,
      });
    }
    const at = new Date(start.getTime() + 60_000);
    expect(await fail(email, at)).toEqual({ ok: false, paused: true });
    // The right password is refused while paused; more failures send no more mail.
    expect(await signIn(deps(), email, password, at)).toEqual({ ok: false, paused: true });
    expect(await fail(email, at)).toEqual({ ok: false, paused: true });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailText(mailsTo(email)[0]!)).toContain('paused');

    const after = new Date(at.getTime() + SIGN_IN_LOCKOUT.lockMinutes * MINUTE + 1000);
    expect(await signIn(deps(), email, password, after)).toMatchObject({ ok: true });
  });

  it('forgets the failures after a success', async () => {
    const email = 'reset@example.com';
    await newAccount(email);
    const at = new Date('2026-01-02T10:00:00Z');
    for (let i = 1; i < SIGN_IN_LOCKOUT.failures; i++) await fail(email, at);
    expect(await signIn(deps(), email, password, at)).toMatchObject({ ok: true });
    expect(await fail(email, at)).toEqual({ ok: false, paused: false });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it(`counts failures within ${SIGN_IN_LOCKOUT.windowMinutes} minutes only`, async () => {
    const email = 'slow@example.com';
    await newAccount(email);
    const start = new Date('2026-01-03T10:00:00Z').getTime();
    // The failure that would be the last one falls just after its window.
    const step = (SIGN_IN_LOCKOUT.windowMinutes * MINUTE) / (SIGN_IN_LOCKOUT.failures - 1) + 1000;
    for (let i = 0; i < SIGN_IN_LOCKOUT.failures * 2; i++) {
      expect(await fail(email, new Date(start + i * step))).toMatchObject({ paused: false });
    }
  });

  it('shares the count between two server processes (one database)', async () => {
    const email = 'shared@example.com';
    await newAccount(email);
    const at = new Date('2026-01-04T10:00:00Z');
    const results = await Promise.all(
      Array.from({ length: SIGN_IN_LOCKOUT.failures + 2 }, () => fail(email, at)),
    );
    expect(results.filter((r) => !r.ok && r.paused).length).toBeGreaterThanOrEqual(3);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('does not pause or mail for an unknown address', async () => {
    const email = 'nobody@example.com';
    const at = new Date('2026-01-05T10:00:00Z');
    for (let i = 0; i <= SIGN_IN_LOCKOUT.failures; i++) {
      expect(await fail(email, at)).toEqual({ ok: false, paused: false });
    }
    expect(mailsTo(email)).toHaveLength(0);
  });
});
