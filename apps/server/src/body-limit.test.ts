import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from './limits.js';
import { testDatabaseKinds } from './test-support/databases.js';
import { useTestApp } from './test-support/test-app.js';

const MB = 1024 * 1024;

describe.each(testDatabaseKinds)('DEFAULT_BODY_LIMIT on $name', (kind) => {
  const t = useTestApp(kind);

  it('answers 413 to an anonymous 1 MB form post before its handler runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/interaction/unknown/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40example.com&password=${'x'.repeat(MB)}`,
    });
    // The handler would answer 400 (no such sign-in page).
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'ERR_TOO_LARGE' });
  });

  it('answers 401 to an anonymous 1 MB sync push without reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/v1/venues/00000000-0000-4000-8000-000000000000/push',
      payload: { padding: 'x'.repeat(MB) },
    });
    expect(res.statusCode).toBe(401);
  });

  it(`keeps bodies over ${DEFAULT_BODY_LIMIT} bytes out of routes that do not raise it`, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: await t.auth('big'),
      payload: {
        flag: 'add',
        venue: { venue_name: 'x', PROFILE: { n: 'x'.repeat(DEFAULT_BODY_LIMIT) } },
      },
    });
    expect(res.statusCode).toBe(413);
  });

  it('lets an authenticated sync push over that limit through to its checks', async () => {
    const venueId = await t.addVenue('pusher', 'Kitchen');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sync/v1/venues/${venueId}/push`,
      headers: await t.auth('pusher'),
      payload: { padding: 'x'.repeat(2 * DEFAULT_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'ERR_BAD_REQUEST' });
  });
});
