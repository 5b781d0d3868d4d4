import 'fake-indexeddb/auto';
import { prepTickKey, type SyncKind } from '@larder/domain';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { bytesDataUrl, VENUE_FILE_KINDS } from '@larder/domain/venue-file';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { STORES, VenueDb } from '../db/venue-db';
import { DataError } from '../errors/data-error';
import { ImageCache } from '../images/image-cache';
import { deleteItem, saveItems, saveRecord } from '../store/change';
import { VenueStore } from '../store/venue-store';
import { exportVenue } from './export-venue';
import { importVenueFile } from './import-venue-file';

/**
 * A whole venue exported to one file and imported as a new venue: every record of every kind
 * and every picture comes back as it was, costs included; a file that cannot be read whole
 * imports nothing.
 */

const EXPORTED_AT = '2026-03-10T18:00:00.000Z';
const sample = sampleVenueRecords({ today: '2026-03-10' });
/** An ingredient added and deleted before the export. */
const GONE = 'OLD FLOUR';
const ingredient = sample.items.find((item) => item.type === 'single')!;
const opened: { close(): void }[] = [];
let venues = 0;

async function openVenue() {
  const name = `venue-file-${++venues}`;
  const db = new VenueDb(name);
  let time = 1_773_100_000_000 + venues * 10_000_000;
  const store = new VenueStore(db, { now: () => ++time, nodeId: `device-${venues}` });
  const images = await ImageCache.open(name);
  opened.push(db, images);
  return { store, images };
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

const picture = (seed: number) =>
  bytesDataUrl(
    'image/webp',
    new Uint8Array(600).map((_, i) => (i * seed) % 256),
  );

/** The sample venue, two pictures, a pricing PROFILE, a deleted item and a prep tick. */
async function filledVenue() {
  const venue = await openVenue();
  await venue.store.apply(saveItems(sample.items, sample.records));
  await venue.store.apply(
    saveRecord('settings', {
      skey: 'PROFILE',
      venue_name: 'Bistro Larder',
      targetFoodCostPercent: 28,
      priceEnding: '.95',
    }),
  );
  const list = String(sample.records.find((r) => r.kind === 'prep-list')!.record.skey);
  await venue.store.apply(
    saveRecord('prep-tick', {
      skey: prepTickKey(list, '2026-03-10', 'STEAK FRITES'),
      list,
      date: '2026-03-10',
      foodkey: 'STEAK FRITES',
      done: true,
    }),
  );
  await venue.store.apply(saveItems([{ ...ingredient, foodkey: GONE, name: 'Old flour' }]));
  await venue.store.apply(deleteItem(GONE));
  await venue.images.put('ATLANTIC SALMON FILLET', { dataUrl: picture(7), width: 96, height: 64 });
  await venue.images.put('STEAK FRITES', { dataUrl: picture(13), width: 128, height: 128 });
  await venue.images.put(GONE, { dataUrl: picture(3), width: 10, height: 10 });
  return venue;
}

/** Every record of a kind, live, without what each write stamps anew (sync metadata, time). */
async function recordsOf(store: VenueStore, kind: SyncKind) {
  const key = STORES[kind].keyField;
  const stored = await store.db.recordTable(kind).toArray();
  return stored
    .filter((record) => record.deleted !== true)
    .map(({ sync: _sync, timestamp: _timestamp, ...record }) => record)
    .sort((a, b) => (String(a[key]) < String(b[key]) ? -1 : 1));
}

async function storedCounts(store: VenueStore) {
  const counts: Record<string, number> = {};
  for (const kind of Object.keys(STORES) as SyncKind[]) {
    counts[kind] = await store.db.recordTable(kind).count();
  }
  return counts;
}

function rezip(bytes: Uint8Array, change: (entries: Record<string, Uint8Array>) => void) {
  const entries = unzipSync(bytes);
  change(entries);
  return zipSync(entries);
}

const EMPTY = Object.fromEntries(Object.keys(STORES).map((kind) => [kind, 0]));

describe('exporting a venue and importing it as a new venue', () => {
  it('restores every record of every kind, costs included, and every picture byte', async () => {
    const source = await filledVenue();
    const bytes = await exportVenue(source.store, source.images, {
      venueName: 'Bistro Larder',
      profile: { address: '1 Quay Street' },
      exportedAt: EXPORTED_AT,
    });
    const target = await openVenue();
    const steps: string[] = [];
    const imported = await importVenueFile(target.store, target.images, bytes, {
      onStep: (step) => steps.push(step),
    });
    expect(steps).toEqual(['read', 'records', 'pictures']);
    expect(imported).toEqual({
      items: 79,
      records: 4 + 4 + 2 + 4 + 1 + 1 + 1 + 2 + 2,
      pictures: 2,
      missedPictures: [],
    });
    for (const kind of VENUE_FILE_KINDS) {
      const before = await recordsOf(source.store, kind);
      expect(await recordsOf(target.store, kind), kind).toEqual(before);
    }
    // Costs as the source had them, recipe by recipe, not recomputed differently.
    const steak = await target.store.db.master.get('STEAK FRITES');
    expect(steak?.costs).toEqual((await source.store.db.master.get('STEAK FRITES'))?.costs);
    expect(steak?.costs).not.toBeNull();
    expect(await target.store.db.master.get(GONE)).toBeUndefined();
    expect(await target.images.get('ATLANTIC SALMON FILLET')).toEqual({
      dataUrl: picture(7),
      width: 96,
      height: 64,
    });
    expect(await target.images.get('STEAK FRITES')).toEqual(
      await source.images.get('STEAK FRITES'),
    );
    expect(await target.images.get(GONE)).toBeNull();
    // Each record is queued for the new venue's server, as any save.
    expect(await target.store.db.outbox.count()).toBe(79 + imported.records);
    // The catalogue in memory holds them too.
    expect((await target.store.itemMap()).size).toBe(79);
  });

  it('names the new venue in the imported venue profile record', async () => {
    const source = await filledVenue();
    const bytes = await exportVenue(source.store, source.images, {
      venueName: 'Bistro Larder',
      exportedAt: EXPORTED_AT,
    });
    const target = await openVenue();
    await importVenueFile(target.store, null, bytes, { venueName: 'Bistro Larder (copy)' });
    expect(await target.store.db.settings.get('PROFILE')).toMatchObject({
      venue_name: 'Bistro Larder (copy)',
      targetFoodCostPercent: 28,
      priceEnding: '.95',
    });
  });

  it('refuses a file of a newer format with both versions named, writing nothing', async () => {
    const source = await filledVenue();
    const bytes = rezip(
      await exportVenue(source.store, null, { venueName: 'B', exportedAt: EXPORTED_AT }),
      (entries) => {
        const manifest = JSON.parse(strFromU8(entries['venue.json']!)) as object;
        entries['venue.json'] = strToU8(JSON.stringify({ ...manifest, format: 3 }));
      },
    );
    const target = await openVenue();
    const refused = await importVenueFile(target.store, target.images, bytes).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DataError);
    expect(refused).toMatchObject({
      code: 'venue-file-invalid',
      details: [{ reason: 'format-newer', params: { format: 3, supported: 1 } }],
    });
    expect(await storedCounts(target.store)).toEqual(EMPTY);
  });

  it('imports nothing from a file with some bad rows, and reports each row', async () => {
    const source = await filledVenue();
    const bytes = rezip(
      await exportVenue(source.store, source.images, { venueName: 'B', exportedAt: EXPORTED_AT }),
      (entries) => {
        const items = JSON.parse(strFromU8(entries['item.json']!)) as Record<string, unknown>[];
        items[5] = { ...items[5], yield: 'most' };
        items[40] = { ...items[40], type: 'gadget' };
        entries['item.json'] = strToU8(JSON.stringify(items));
      },
    );
    const target = await openVenue();
    const refused = (await importVenueFile(target.store, target.images, bytes).catch(
      (error: unknown) => error,
    )) as DataError;
    expect(refused.code).toBe('venue-file-invalid');
    expect(refused.details).toEqual([
      expect.objectContaining({ kind: 'item', row: 6, path: 'yield', reason: 'field-type' }),
      expect.objectContaining({ kind: 'item', row: 41, path: 'type' }),
    ]);
    expect(await storedCounts(target.store)).toEqual(EMPTY);
    expect(await target.images.count()).toBe(0);
  });

  it('fills a new venue that holds only the profile its server gave it', async () => {
    const source = await filledVenue();
    const bytes = await exportVenue(source.store, null, {
      venueName: 'B',
      exportedAt: EXPORTED_AT,
    });
    const target = await openVenue();
    await target.store.apply(saveRecord('settings', { skey: 'PROFILE', venue_name: 'Copy' }));
    await importVenueFile(target.store, null, bytes, { venueName: 'Copy' });
    expect((await target.store.itemMap()).size).toBe(79);
    expect(await target.store.db.settings.get('PROFILE')).toMatchObject({
      venue_name: 'Copy',
      targetFoodCostPercent: 28,
    });
  });

  it('refuses to fill a venue that already holds records', async () => {
    const source = await filledVenue();
    const bytes = await exportVenue(source.store, null, {
      venueName: 'B',
      exportedAt: EXPORTED_AT,
    });
    const before = await storedCounts(source.store);
    await expect(importVenueFile(source.store, null, bytes)).rejects.toMatchObject({
      code: 'venue-not-empty',
    });
    expect(await storedCounts(source.store)).toEqual(before);
  });

  it('writes nothing when the one transaction is refused (the trial limit of a free venue)', async () => {
    const source = await filledVenue();
    const many = Array.from({ length: 101 }, (_, i) => ({
      ...ingredient,
      foodkey: `FLOUR ${i}`,
      name: `Flour ${i}`,
    }));
    await source.store.apply(saveItems(many));
    const bytes = await exportVenue(source.store, null, {
      venueName: 'B',
      exportedAt: EXPORTED_AT,
    });
    const target = await openVenue();
    target.store.setPro(false);
    await expect(importVenueFile(target.store, null, bytes)).rejects.toMatchObject({
      code: 'trial-limit',
    });
    expect(await storedCounts(target.store)).toEqual(EMPTY);
  });
});
