import { eq } from 'drizzle-orm';
import { encodeRestrictedCode } from '@larder/domain';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.js';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';
import { RESET_CODE_RATE_LIMIT } from './restricted-routes.js';

describe.each(testDatabaseKinds)('restricted mode on $name', (kind) => {
  const t = useTestApp(kind);

  /** Headers for a user whose token carries an e-mail address. */
  const withEmail = async (sub: string) => ({
    authorization: `Bearer ${await t.tokens.token(sub, { claims: { email: `${sub}@example.com` } })}`,
  });

  it('stores the base64-encoded code as a slow hash, never as sent', async () => {
    const headers = await withEmail('chef');
    await t.app.inject({ url: '/api/user', headers });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/restricted',
      headers,
      payload: { restrictedCode: encodeRestrictedCode('2468') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().restricted).toBe(true);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, 'chef'));
    expect(row!.restrictedHash).toMatch(/^scrypt\$/);
    expect(row!.restrictedHash).not.toContain('2468');
    expect(row!.restrictedHash).not.toContain(encodeRestrictedCode('2468'));
    expect(JSON.stringify(row!.data)).not.toContain('2468');
  });

  it('checks a typed code against the hash', async () => {
    const headers = await withEmail('chef');
    const check = async (code: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/restricted/verify',
          headers,
          payload: { restrictedCode: encodeRestrictedCode(code) },
        })
      ).json();
    expect(await check('2468')).toEqual({ valid: true });
    expect(await check('1357')).toEqual({ valid: false });
  });

  it('refuses a code sent without base64 encoding, naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/restricted',
      headers: await withEmail('chef'),
      payload: { restrictedCode: '2468' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^restrictedCode: /);
  });

  it('mails a single-use reset code that clears the restricted code', async () => {
    const headers = await withEmail('chef');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/restricted/reset-code',
      headers,
    });
    expect(sent.json()).toEqual({ sent: true });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'chef@example.com'));
    const code = /code to reset restricted mode is (\d{6})/.exec(mail!.text)![1]!;

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/restricted/reset',
      headers,
      payload: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/restricted/reset',
      headers,
      payload: { code },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().restricted).toBe(false);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/restricted/reset',
      headers,
      payload: { code },
    });
    expect(again.statusCode).toBe(400);
  });

  it(`answers 429 after ${RESET_CODE_RATE_LIMIT.max} reset codes in the window`, async () => {
    const headers = await withEmail('spammer');
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/restricted',
      headers,
      payload: { restrictedCode: encodeRestrictedCode('9999') },
    });
    const statuses: number[] = [];
    for (let i = 0; i <= RESET_CODE_RATE_LIMIT.max; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/restricted/reset-code',
        headers,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(RESET_CODE_RATE_LIMIT.max).fill(200), 429]);
  });
});
