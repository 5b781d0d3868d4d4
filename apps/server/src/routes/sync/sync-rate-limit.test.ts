import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../test-support/databases.js';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';

const PER_MINUTE = 4;

describe.each(testDatabaseKinds)('SYNC_RATE_LIMIT on $name', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    t = await buildTestApp(database, { env: { SYNC_RATE_LIMIT: String(PER_MINUTE) } });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
  });

  const call = async (sub: string, venueId: string, route: 'pull' | 'thumbnails' | 'push') => {
    const url = `/api/sync/v1/venues/${venueId}/${route}`;
    const headers = await t.auth(sub);
    if (route !== 'push') return t.app.inject({ url, headers });
    return t.app.inject({ method: 'POST', url, headers, payload: {} });
  };

  it('is one budget per user shared by every sync route, not one per route', async () => {
    const venueId = await t.addVenue('syncer', 'Kitchen');
    const statuses = [
      (await call('syncer', venueId, 'pull')).statusCode,
      (await call('syncer', venueId, 'thumbnails')).statusCode,
      (await call('syncer', venueId, 'pull')).statusCode,
      (await call('syncer', venueId, 'thumbnails')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);
    const over = await call('syncer', venueId, 'push');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ error: 'ERR_RATE_LIMITED' });

    // Keyed by the user: another user at the same address has a budget of their own.
    const other = await t.addVenue('neighbour', 'Cafe');
    expect((await call('neighbour', other, 'pull')).statusCode).toBe(200);
  });
});
