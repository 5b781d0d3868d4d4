import 'fake-indexeddb/auto';
import type { CatalogueItem, ImageCandidate } from '@larder/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageDb } from './image-db';
import { ImageSearchError, type ImageSearchApi } from './image-search-api';
import { ImageSuggestions } from './image-suggestions';
import { startWebImageLookups, timerWait, type WebImageLookupOptions } from './web-image-lookups';

let db: ImageDb;
let suggestions: ImageSuggestions;
let n = 0;

beforeEach(async () => {
  db = new ImageDb(`larder_u1_lookups${++n}_images`);
  await db.open();
  suggestions = new ImageSuggestions(db);
});
afterEach(() => db.close());

const picture = (title: string): ImageCandidate => ({
  dataUrl: 'data:image/webp;base64,UklGRg==',
  width: 192,
  height: 144,
  title,
  creator: 'A. Cook',
  license: 'BY 4.0',
  source: 'https://example.org/photo',
});

const items: CatalogueItem[] = [
  { type: 'single', foodkey: 'SALT', name: 'Salt' },
  { type: 'single', foodkey: 'FLOUR', name: 'Flour' },
  { type: 'single', foodkey: 'EGGS', name: 'Eggs', image: 'eggs.png' },
  { type: 'recipe', foodkey: 'SOUP', name: 'Soup' },
] as CatalogueItem[];

/** A search that answers from a table by name, and records what it was asked. */
function searchBy(found: Record<string, ImageCandidate[] | Error>) {
  const asked: string[] = [];
  const api: ImageSearchApi = {
    search: async (_venueId, name) => {
      asked.push(name);
      const answer = found[name] ?? [];
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { api, asked };
}

function options(api: ImageSearchApi, extra: Partial<WebImageLookupOptions> = {}) {
  const waits: number[] = [];
  const opts: WebImageLookupOptions = {
    venueId: 'v1',
    items: async () => items,
    suggestions,
    api,
    online: () => true,
    random: () => 0.5,
    wait: async (ms) => {
      waits.push(ms);
      return true;
    },
    now: () => 1_700_000_000_000,
    ...extra,
  };
  return { opts, waits };
}

describe('web image lookups (product spec §4 first cycle: then fetch web images)', () => {
  it('looks up each ingredient with no image by name, one at a time, 30 to 90 s apart', async () => {
    const { api, asked } = searchBy({ Salt: [picture('salt')], Flour: [] });
    const randoms = [0, 0.999999];
    const { opts, waits } = options(api, { random: () => randoms.shift() ?? 0.5 });
    expect(await startWebImageLookups(opts).ended).toBe('done');
    expect(asked).toEqual(['Flour', 'Salt']);
    // Product spec §9: delay between web image lookups, random 30 to 90 s.
    expect(waits).toEqual([30_000, 90_000]);
  });

  it('keeps what is found as suggestions for the ingredient, not as its image', async () => {
    const { api } = searchBy({ Salt: [picture('salt'), picture('sea salt')] });
    await startWebImageLookups(options(api).opts).ended;
    expect(await suggestions.get('SALT')).toEqual({
      foodkey: 'SALT',
      candidates: [picture('salt'), picture('sea salt')],
      searchedAt: 1_700_000_000_000,
      dismissed: false,
    });
    expect((await suggestions.get('FLOUR'))?.candidates).toEqual([]);
    expect(items.find((i) => i.foodkey === 'SALT')?.image).toBeUndefined();
  });

  it('does not look up again what was looked up or dismissed', async () => {
    await suggestions.put('SALT', [picture('salt')], 1);
    await suggestions.dismiss('FLOUR', 2);
    const { api, asked } = searchBy({});
    expect(await startWebImageLookups(options(api).opts).ended).toBe('done');
    expect(asked).toEqual([]);
  });

  it('makes none while offline (navigator.onLine false)', async () => {
    const { api, asked } = searchBy({});
    const { opts, waits } = options(api, { online: () => false });
    expect(await startWebImageLookups(opts).ended).toBe('offline');
    expect(asked).toEqual([]);
    expect(waits).toEqual([]);
  });

  it('stops the run when a search does not reach the server', async () => {
    const { api, asked } = searchBy({ Flour: new ImageSearchError(0, 'ERR_NETWORK') });
    expect(await startWebImageLookups(options(api).opts).ended).toBe('offline');
    expect(asked).toEqual(['Flour']);
    expect(await suggestions.lookedUp()).toEqual(new Set());
  });

  it('stops, storing nothing, when the server has no image search', async () => {
    const off = new ImageSearchError(409, 'ERR_IMAGE_SEARCH_OFF');
    const { api, asked } = searchBy({ Flour: off, Salt: off });
    expect(await startWebImageLookups(options(api).opts).ended).toBe('search-off');
    expect(asked).toEqual(['Flour']);
    expect(await suggestions.lookedUp()).toEqual(new Set());
  });

  it('skips a name the provider failed on, to try it at the next run', async () => {
    const { api, asked } = searchBy({
      Flour: new ImageSearchError(502, 'ERR_IMAGE_SEARCH_FAILED'),
      Salt: [picture('salt')],
    });
    expect(await startWebImageLookups(options(api).opts).ended).toBe('done');
    expect(asked).toEqual(['Flour', 'Salt']);
    expect(await suggestions.lookedUp()).toEqual(new Set(['SALT']));
  });

  it('skips an ingredient given a picture while it waited', async () => {
    let current = items;
    const { api, asked } = searchBy({});
    const { opts } = options(api, {
      items: async () => current,
      wait: async () => {
        current = current.map((i) => (i.foodkey === 'FLOUR' ? { ...i, image: 'f.png' } : i));
        return true;
      },
    });
    await startWebImageLookups(opts).ended;
    expect(asked).toEqual(['Salt']);
  });

  it('ends when stopped during its wait', async () => {
    const { api, asked } = searchBy({});
    const run = startWebImageLookups(options(api, { wait: timerWait }).opts);
    await new Promise((resolve) => setTimeout(resolve, 20));
    run.stop();
    expect(await run.ended).toBe('stopped');
    expect(asked).toEqual([]);
  });
});

describe('ImageSuggestions', () => {
  it('offers the pictures live until they are dismissed', async () => {
    await suggestions.put('SALT', [picture('salt')], 1);
    const seen: ImageCandidate[][] = [];
    const sub = suggestions.observe('SALT').subscribe((c) => seen.push(c));
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toEqual([picture('salt')]);
    await suggestions.dismiss('SALT', 2);
    await expect.poll(() => seen.at(-1)).toEqual([]);
    sub.unsubscribe();
    expect(await suggestions.get('SALT')).toMatchObject({ dismissed: true, candidates: [] });
  });
});
