import { describe, expect, it } from 'vitest';
import { httpSiteApi, type SiteApi } from './site-api';
import { SITE_MESSAGE_MS } from './sync-constants';
import type { SyncProgress } from './sync-progress';
import { syncPublishedSite } from './sync-published-site';

const run = async (api: SiteApi) => {
  const events: SyncProgress[] = [];
  await syncPublishedSite(api, 'venue-1', 'user-1', (e) => events.push(e));
  return events;
};

describe('published venue sync (product spec §4, §8)', () => {
  it('says the website was updated when the server built a published site', async () => {
    const api: SiteApi = { refresh: async () => ({ published: true, builtAt: '2026-01-01' }) };
    expect(await run(api)).toEqual([{ type: 'site', userId: 'user-1' }]);
  });

  it('says nothing for a venue whose site is not published', async () => {
    const api: SiteApi = { refresh: async () => ({ published: false, builtAt: null }) };
    expect(await run(api)).toEqual([]);
  });

  it('says "Error updating website data!" when the call fails, without throwing', async () => {
    const api: SiteApi = {
      refresh: async () => {
        throw new Error('offline');
      },
    };
    expect(await run(api)).toEqual([{ type: 'site-error', userId: 'user-1' }]);
  });

  it('shows its messages for 10 s', () => {
    expect(SITE_MESSAGE_MS).toBe(10_000);
  });

  it('calls POST /api/venues/{id}/site/refresh with the bearer token', async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const api = httpSiteApi({
      baseUrl: 'https://larder.test',
      token: async () => 'the-token',
      fetch: async (url, init) => {
        calls.push([String(url), init]);
        return new Response(JSON.stringify({ published: true, builtAt: null }), { status: 200 });
      },
    });
    expect(await api.refresh('venue 1')).toEqual({ published: true, builtAt: null });
    expect(calls[0]![0]).toBe('https://larder.test/api/venues/venue%201/site/refresh');
    expect(calls[0]![1]).toMatchObject({
      method: 'POST',
      headers: { authorization: 'Bearer the-token' },
    });
    const failing = httpSiteApi({
      baseUrl: '',
      token: async () => 'the-token',
      fetch: async () => new Response('{}', { status: 402 }),
    });
    await expect(failing.refresh('v')).rejects.toMatchObject({ status: 402 });
  });
});
