import { describe, expect, it } from 'vitest';
import { SyncHttpError } from './sync-api';
import { httpUserApi } from './user-api';

const user = { id: 'u1', venues: [], uwpSynced: true };

describe('the worker user calls (product spec §7: get synced user, update setting)', () => {
  it('gets the user and updates a setting with the bearer token', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const api = httpUserApi({
      baseUrl: 'https://larder.test',
      token: async () => 'the-token',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init });
        return new Response(JSON.stringify(user), { status: 200 });
      },
    });
    expect(await api.getUser()).toEqual(user);
    expect(await api.updateSetting({ uwpSynced: true })).toEqual(user);
    expect(calls.map((c) => [c.url, c.init?.method ?? 'GET'])).toEqual([
      ['https://larder.test/api/user', 'GET'],
      ['https://larder.test/api/user/setting', 'PUT'],
    ]);
    expect(calls[1]!.init?.body).toBe(JSON.stringify({ setting: { uwpSynced: true } }));
    expect(calls[1]!.init?.headers).toMatchObject({ authorization: 'Bearer the-token' });
  });

  it("fails with 'Token failed' without a token, and with the server's status otherwise", async () => {
    const none = httpUserApi({
      baseUrl: '',
      token: async () => undefined,
      fetch: async () => Response.error(),
    });
    await expect(none.getUser()).rejects.toMatchObject({ status: 401, message: 'Token failed' });
    const refused = httpUserApi({
      baseUrl: '',
      token: async () => 't',
      fetch: async () =>
        new Response(JSON.stringify({ message: 'setting.uwpSynced: no' }), { status: 400 }),
    });
    const failure = refused.updateSetting({ uwpSynced: true });
    await expect(failure).rejects.toBeInstanceOf(SyncHttpError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'setting.uwpSynced: no' });
  });
});
