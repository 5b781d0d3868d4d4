import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { EMBEDDED_CLIENT_ID, loadConfig } from '../config.js';
import { accounts, passwordResetTokens } from '../db/schema.js';
import { CookieClient, locationOf } from '../test-support/browserless.js';
import { testDatabaseKinds, type TestDatabase } from '../test-support/databases.js';
import {
  mailText,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../test-support/smtp.js';
import { signUp } from './accounts.js';
import {
  FORGOT_PASSWORD_ADDRESS_RATE_LIMIT,
  FORGOT_PASSWORD_IP_RATE_LIMIT,
} from './password-reset-routes.js';
import { hashResetToken, PASSWORD_RESET_TTL_MS } from './password-resets.js';
import { LINK_SENT } from './reset-pages.js';

/**
 * "Forgot password?" of the embedded provider over HTTP, with the mail through a real SMTP
 * server: the link, the new password, single use, expiry, and no account enumeration.
 */
describe.each(testDatabaseKinds)('forgot password on $name', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  /** Where the test connects. */
  let base: string;
  /** PUBLIC_URL: another name for the same server, so a link built from Host would differ. */
  let publicUrl: string;

  beforeAll(async () => {
    database = await kind.open();
    smtp = await startSmtpServer();
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      }),
    );
    base = `http://127.0.0.1:${port}`;
    publicUrl = `http://larder.localhost:${port}`;
    const config = loadConfig(
      {
        LOG_LEVEL: 'silent',
        PUBLIC_URL: publicUrl,
        SMTP_URL: smtp.url,
        WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist'),
      },
      os.tmpdir(),
    );
    app = await buildApp({ config, database });
    await app.listen({ port, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await database?.dispose();
  });

  /** A fresh sign-in page of the provider: its interaction URL, in `client`'s cookies. */
  async function signInPage(client: CookieClient) {
    const url = new URL(`${base}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: EMBEDDED_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${publicUrl}/auth2`,
      scope: 'openid profile email offline_access api',
      code_challenge: createHash('sha256')
        .update(randomBytes(32).toString('base64url'))
        .digest('base64url'),
      code_challenge_method: 'S256',
      state: randomBytes(8).toString('hex'),
    }).toString();
    const res = await client.get(url.toString());
    expect(res.status).toBe(303);
    return locationOf(res, url.toString());
  }

  async function signIn(email: string, password: string) {
    const client = new CookieClient();
    const interaction = await signInPage(client);
    return (await client.postForm(`${interaction}/login`, { email, password })).status;
  }

  async function askForLink(email: string) {
    const client = new CookieClient();
    const interaction = await signInPage(client);
    const page = await (await client.get(interaction)).text();
    expect(page).toContain(`href="${new URL(interaction).pathname}/forgot">Forgot password?</a>`);
    const form = await client.get(`${interaction}/forgot`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`action="${new URL(interaction).pathname}/forgot"`);
    const res = await client.postForm(`${interaction}/forgot`, { email });
    return { status: res.status, html: await res.text() };
  }

  /** The mail for `to` that arrives after `before` mails (sent after the answer). */
  async function mailFor(to: string, before: number): Promise<ReceivedMail> {
    for (let i = 0; i < 100; i++) {
      const found = smtp.received.slice(before).find((m) => m.to.includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no mail for ${to}`);
  }

  /** The link of a reset mail, and the same link on the address the test connects to. */
  function linkOf(mail: ReceivedMail) {
    const link = /(https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+)/.exec(mailText(mail))![1]!;
    return { link, local: link.replace(publicUrl, base) };
  }

  async function setPassword(local: string, password: string, confirm = password) {
    const client = new CookieClient();
    const page = await client.get(local);
    const token = new URL(local).searchParams.get('token')!;
    const res = await client.postForm(`${base}/auth/reset-password`, {
      token,
      password,
      confirm,
    });
    return {
      pageStatus: page.status,
      page: await page.text(),
      status: res.status,
      html: await res.text(),
    };
  }

  async function newAccount(email: string, password: string) {
    const result = await signUp(database.db, { name: 'Lee', email, password, confirm: password });
    if (!result.ok) throw new Error(result.error);
    return result.accountId;
  }

  it('mails a link on PUBLIC_URL that sets a new password once; the old password stops working', async () => {
    await newAccount('lee@example.com', 'old password');
    const before = smtp.received.length;
    const asked = await askForLink('Lee@Example.com ');
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(LINK_SENT);

    const mail = await mailFor('lee@example.com', before);
    expect(mail.raw).toContain('Subject: Set a new Larder password');
    const { link, local } = linkOf(mail);
    expect(link.startsWith(`${publicUrl}/auth/reset-password?token=`)).toBe(true);

    // Only the SHA-256 of the token is kept.
    const token = new URL(link).searchParams.get('token')!;
    const rows = await database.db.select().from(passwordResetTokens);
    expect(rows.map((r) => r.tokenHash)).toContain(hashResetToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const tooShort = await setPassword(local, 'short');
    expect(tooShort.pageStatus).toBe(200);
    expect(tooShort.page).toContain('Set a new password');
    expect(tooShort.status).toBe(400);
    expect(tooShort.html).toContain('The password needs at least 8 characters.');
    const differ = await setPassword(local, 'new password', 'other password');
    expect(differ.html).toContain('The two passwords differ.');

    const set = await setPassword(local, 'new password');
    expect(set.status).toBe(200);
    expect(set.html).toContain('Your password is changed');
    expect(await signIn('lee@example.com', 'new password')).toBe(303);
    expect(await signIn('lee@example.com', 'old password')).toBe(401);

    // Single use: the page and the form refuse the link now.
    const again = await setPassword(local, 'third password');
    expect(again.pageStatus).toBe(410);
    expect(again.status).toBe(410);
    expect(again.html).toContain('expired or was already used');
    expect(await signIn('lee@example.com', 'third password')).toBe(401);
  });

  it("closes the account's other open links when one of them sets the password", async () => {
    await newAccount('two@example.com', 'old password');
    let before = smtp.received.length;
    await askForLink('two@example.com');
    const first = linkOf(await mailFor('two@example.com', before));
    before = smtp.received.length;
    await askForLink('two@example.com');
    const second = linkOf(await mailFor('two@example.com', before));
    expect(second.link).not.toBe(first.link);

    expect((await setPassword(second.local, 'second password')).status).toBe(200);
    expect((await setPassword(first.local, 'first password')).status).toBe(410);
    expect(await signIn('two@example.com', 'second password')).toBe(303);
  });

  it('refuses an expired link', async () => {
    const accountId = await newAccount('late@example.com', 'old password');
    const before = smtp.received.length;
    await askForLink('late@example.com');
    const { link, local } = linkOf(await mailFor('late@example.com', before));
    const [row] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(
        eq(passwordResetTokens.tokenHash, hashResetToken(new URL(link).searchParams.get('token')!)),
      );
    expect(row!.accountId).toBe(accountId);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(
      PASSWORD_RESET_TTL_MS,
      -4,
    );
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.accountId, accountId));

    const late = await setPassword(local, 'new password');
    expect(late.pageStatus).toBe(410);
    expect(late.status).toBe(410);
    expect(await signIn('late@example.com', 'old password')).toBe(303);
  });

  it('answers an unknown address with the same page, and sends no mail', async () => {
    await newAccount('known@example.com', 'old password');
    const before = smtp.received.length;
    const known = await askForLink('known@example.com');
    await mailFor('known@example.com', before);
    const afterKnown = smtp.received.length;
    const unknown = await askForLink('nobody@example.com');
    expect(unknown.status).toBe(known.status);
    const strip = (html: string) => html.replaceAll(/interaction\/[\w-]+/g, 'interaction/x');
    expect(strip(unknown.html)).toBe(strip(known.html));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(afterKnown);
    const [none] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'nobody@example.com'));
    expect(none).toBeUndefined();
  });

  it(`answers 429 after ${FORGOT_PASSWORD_ADDRESS_RATE_LIMIT.max} links for one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FORGOT_PASSWORD_ADDRESS_RATE_LIMIT.max; i++) {
      statuses.push((await askForLink('target@example.com')).status);
    }
    expect(statuses).toEqual([...Array(FORGOT_PASSWORD_ADDRESS_RATE_LIMIT.max).fill(200), 429]);
  });

  it(`answers 429 after ${FORGOT_PASSWORD_IP_RATE_LIMIT.max} links from one IP address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= FORGOT_PASSWORD_IP_RATE_LIMIT.max; i++) {
      statuses.push((await askForLink(`someone${i}@example.com`)).status);
    }
    // Every address differs: only the limit per IP address can refuse.
    expect(statuses.at(-1)).toBe(429);
  });
});
