import { describe, expect, it } from 'vitest';
import { TOKEN_RATE_LIMIT } from '../limits.js';
import { testDatabaseKinds } from '../test-support/databases.js';
import { useTestApp } from '../test-support/test-app.js';

describe.each(testDatabaseKinds)('TOKEN_RATE_LIMIT on $name', (kind) => {
  const t = useTestApp(kind);

  const token = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      remoteAddress,
      payload: 'grant_type=refresh_token&refresh_token=nope&client_id=larder-web',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it(`answers ERR_RATE_LIMITED after ${TOKEN_RATE_LIMIT.max} token calls from one address`, async () => {
    for (let i = 0; i < TOKEN_RATE_LIMIT.max; i++) {
      expect((await token('192.0.2.10')).statusCode).toBe(400);
    }
    const over = await token('192.0.2.10');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'ERR_RATE_LIMITED' });
    // Another address is not affected.
    expect((await token('192.0.2.11')).statusCode).toBe(400);
  });
});
