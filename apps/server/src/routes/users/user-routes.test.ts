import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/databases.js';
import { useTestApp } from '../../test-support/test-app.js';

describe.each(testDatabaseKinds)('user routes on $name', (kind) => {
  const t = useTestApp(kind);

  it('creates the synced user on the first call, with the spec defaults', async () => {
    const res = await t.app.inject({ url: '/api/user', headers: await t.auth('alice') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 'alice',
      currency: '$',
      metricOnly: false,
      uwpSynced: false,
      venues: [],
      restricted: false,
      allowedVenueCount: 0,
    });
  });

  it('takes the user id from the token, never from the body or query', async () => {
    const res = await t.app.inject({
      url: '/api/user?userId=bob',
      headers: await t.auth('alice'),
    });
    expect(res.json().id).toBe('alice');
  });

  it("answers 'Token failed' without a token", async () => {
    const res = await t.app.inject({ url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'ERR_UNAUTHORIZED', message: 'Token failed' });
  });

  it('gives the count and the server time for the clock offset', async () => {
    const before = Date.now();
    const res = await t.app.inject({ url: '/api/count', headers: await t.auth('alice') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(0);
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('updates one setting at a time and answers the user', async () => {
    const headers = await t.auth('alice');
    const put = (setting: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/user/setting', headers, payload: { setting } });
    expect((await put({ currency: '€' })).json().currency).toBe('€');
    expect((await put({ metricOnly: true })).json().metricOnly).toBe(true);
    expect((await put({ cupML: 250 })).json().cupML).toBe(250);
    expect((await put({ nutritionLabelFormat: 'ca' })).json().nutritionLabelFormat).toBe('ca-bi');
    const bad = await put({ currency: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^setting/);
    // Nothing stored is lost by a refused update.
    const user = (await t.app.inject({ url: '/api/user', headers })).json();
    expect(user).toMatchObject({ currency: '€', metricOnly: true, cupML: 250 });
  });

  it('marks the legacy Windows-app sync done (uwpSynced) and never undoes it', async () => {
    const headers = await t.auth('alice');
    const put = (setting: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/user/setting', headers, payload: { setting } });
    const done = await put({ uwpSynced: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().uwpSynced).toBe(true);
    const undo = await put({ uwpSynced: false });
    expect(undo.statusCode).toBe(400);
    expect(undo.json().issue).toMatchObject({ path: 'setting.uwpSynced' });
    expect((await t.app.inject({ url: '/api/user', headers })).json().uwpSynced).toBe(true);
  });
});
