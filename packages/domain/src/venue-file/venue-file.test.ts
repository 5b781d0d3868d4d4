import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sampleVenueRecords } from '../sample-venue';
import { bytesDataUrl, dataUrlBytes } from './data-url';
import { readVenueFile, type VenueFilePlan, type VenueFileProblem } from './read-venue-file';
import {
  VENUE_FILE_FORMAT,
  VENUE_FILE_KINDS,
  venueFileName,
  type VenueFileContent,
  type VenueFileKind,
} from './venue-file-format';
import { writeVenueFile } from './write-venue-file';

const EXPORTED_AT = '2026-03-10T09:30:00.000Z';
const sample = sampleVenueRecords({ today: '2026-03-10' });
/** A 2×1 WebP's bytes would do as well: the file carries whatever bytes the picture has. */
const PICTURE = bytesDataUrl('image/webp', new Uint8Array([82, 73, 70, 70, 0, 1, 2, 255]));

function sampleContent(): VenueFileContent {
  const records: Partial<Record<VenueFileKind, Record<string, unknown>[]>> = {
    item: sample.items.map((item) => ({ ...item })),
  };
  for (const { kind, record } of sample.records) (records[kind] ??= []).push(record);
  return {
    venueName: 'Bistro Larder',
    profile: { address: '1 Quay Street', cuisine: 'French' },
    records,
    images: [{ foodkey: 'ATLANTIC SALMON FILLET', dataUrl: PICTURE, width: 2, height: 1 }],
  };
}

/** The file's entries, for tests that change one and zip it again. */
function entriesOf(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

const jsonOf = (entries: Record<string, Uint8Array>, name: string): unknown =>
  JSON.parse(strFromU8(entries[name]!));

function rezip(bytes: Uint8Array, change: (entries: Record<string, Uint8Array>) => void) {
  const entries = entriesOf(bytes);
  change(entries);
  return zipSync(entries);
}

const setJson = (entries: Record<string, Uint8Array>, name: string, value: unknown) => {
  entries[name] = strToU8(JSON.stringify(value));
};

function problemsOf(bytes: Uint8Array): VenueFileProblem[] {
  const read = readVenueFile(bytes);
  if (read.ok) throw new Error('the file was read');
  return read.error;
}

function planOf(bytes: Uint8Array): VenueFilePlan {
  const read = readVenueFile(bytes);
  if (!read.ok) throw new Error(JSON.stringify(read.error.slice(0, 3)));
  return read.value;
}

describe('venue files (a whole venue in one zip, with a format version)', () => {
  it('is format 1', () => {
    expect(VENUE_FILE_FORMAT).toBe(1);
  });

  it('holds venue.json, one {kind}.json per record kind, images.json and the pictures', () => {
    const entries = entriesOf(writeVenueFile(sampleContent(), EXPORTED_AT));
    expect(Object.keys(entries).sort()).toEqual(
      [
        'venue.json',
        'images.json',
        'images/fcp_image_ATLANTIC%20SALMON%20FILLET.webp',
        ...VENUE_FILE_KINDS.map((kind) => `${kind}.json`),
      ].sort(),
    );
    expect(jsonOf(entries, 'venue.json')).toEqual({
      format: 1,
      exportedAt: EXPORTED_AT,
      venueName: 'Bistro Larder',
      profile: { address: '1 Quay Street', cuisine: 'French' },
      counts: {
        item: 79,
        supplier: 4,
        settings: 3,
        menu: 2,
        event: 4,
        estimate: 1,
        'prep-list': 1,
        'prep-tick': 0,
        'stock-count': 2,
        'sales-count': 2,
        images: 1,
      },
    });
    expect(VENUE_FILE_KINDS).not.toContain('estimate-number');
  });

  it('reads back every record of every kind and every picture byte as written', () => {
    const content = sampleContent();
    const plan = planOf(writeVenueFile(content, EXPORTED_AT));
    expect(plan).toMatchObject({
      format: 1,
      exportedAt: EXPORTED_AT,
      venueName: 'Bistro Larder',
      profile: content.profile,
    });
    expect(plan.items).toEqual(content.records.item);
    expect(plan.records).toEqual(sample.records);
    expect(plan.images).toEqual(content.images);
    expect(dataUrlBytes(plan.images[0]!.dataUrl)?.bytes).toEqual(
      new Uint8Array([82, 73, 70, 70, 0, 1, 2, 255]),
    );
  });

  it('gives the same bytes for the same venue exported at the same time (no clock inside)', () => {
    const one = writeVenueFile(sampleContent(), EXPORTED_AT);
    const two = writeVenueFile(sampleContent(), EXPORTED_AT);
    expect(one).toEqual(two);
  });

  it('refuses a file of a newer format, naming both versions, and reads nothing else of it', () => {
    const newer = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      const manifest = jsonOf(entries, 'venue.json') as Record<string, unknown>;
      setJson(entries, 'venue.json', { ...manifest, format: 2 });
      setJson(entries, 'item.json', [{ broken: true }]);
    });
    expect(problemsOf(newer)).toEqual([
      {
        reason: 'format-newer',
        path: 'format',
        params: { format: 2, supported: 1 },
        message: 'the file is of format 2; this version of Larder reads format 1 and older',
        file: 'venue.json',
      },
    ]);
  });

  it('reports each bad row with its kind, row, key, field and reason, and plans nothing', () => {
    const bad = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      const items = jsonOf(entries, 'item.json') as Record<string, unknown>[];
      items[2] = { ...items[2], purchaseprice: 'twelve' };
      const suppliers = jsonOf(entries, 'supplier.json') as Record<string, unknown>[];
      suppliers[1] = { ...suppliers[1], email: 'not an address' };
      suppliers[3] = { ...suppliers[3], skey: suppliers[0]!.skey };
      setJson(entries, 'item.json', items);
      setJson(entries, 'supplier.json', suppliers);
    });
    const problems = problemsOf(bad);
    const items = sample.items;
    const suppliers = sample.records.filter((r) => r.kind === 'supplier').map((r) => r.record);
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'item.json',
        kind: 'item',
        row: 3,
        key: items[2]!.foodkey,
        path: 'purchaseprice',
        reason: 'field-type',
      }),
      expect.objectContaining({
        file: 'supplier.json',
        kind: 'supplier',
        row: 2,
        key: suppliers[1]!.skey,
        path: 'email',
        reason: 'field-format',
      }),
      expect.objectContaining({
        file: 'supplier.json',
        kind: 'supplier',
        row: 4,
        key: suppliers[0]!.skey,
        path: 'skey',
        reason: 'key-duplicate',
      }),
    ]);
  });

  it('reports a row that is not a record, a record without its key, and counts that differ', () => {
    const bad = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      const menus = jsonOf(entries, 'menu.json') as Record<string, unknown>[];
      const { skey: _skey, ...keyless } = menus[0]!;
      setJson(entries, 'menu.json', [keyless, menus[1], 'Lunch']);
    });
    expect(problemsOf(bad)).toEqual([
      expect.objectContaining({
        file: 'venue.json',
        path: 'counts.menu',
        reason: 'field-invalid',
        params: { expected: 2, found: 3 },
      }),
      expect.objectContaining({
        file: 'menu.json',
        kind: 'menu',
        row: 1,
        path: 'skey',
        reason: 'field-required',
      }),
      expect.objectContaining({ file: 'menu.json', kind: 'menu', row: 3, reason: 'field-type' }),
    ]);
  });

  it('refuses what is not a venue file: not a zip, no venue.json, a kind missing, not JSON', () => {
    expect(problemsOf(strToU8('name,price\nflour,2'))).toEqual([
      expect.objectContaining({ file: '', reason: 'file-unreadable' }),
    ]);
    expect(problemsOf(zipSync({ 'notes.txt': strToU8('hello') }))).toEqual([
      expect.objectContaining({ file: 'venue.json', reason: 'file-unreadable' }),
    ]);
    const noMenus = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      delete entries['menu.json'];
      entries['event.json'] = strToU8('[{');
    });
    expect(problemsOf(noMenus)).toEqual([
      expect.objectContaining({ file: 'menu.json', reason: 'file-unreadable' }),
      expect.objectContaining({ file: 'event.json', reason: 'file-unreadable' }),
    ]);
  });

  it('reports a venue.json without a name, a format that is not a number and a bad profile', () => {
    const bad = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      const manifest = jsonOf(entries, 'venue.json') as Record<string, unknown>;
      setJson(entries, 'venue.json', {
        ...manifest,
        format: 'one',
        venueName: ' ',
        profile: { email: 'not an address' },
      });
    });
    expect(problemsOf(bad).map((p) => [p.file, p.path])).toEqual([
      ['venue.json', 'format'],
      ['venue.json', 'venueName'],
      ['venue.json', 'profile.email'],
    ]);
  });

  it('reports a picture of no item of the file, listed twice, or whose file is missing', () => {
    const bad = rezip(writeVenueFile(sampleContent(), EXPORTED_AT), (entries) => {
      const [first] = jsonOf(entries, 'images.json') as Record<string, unknown>[];
      setJson(entries, 'images.json', [
        first,
        first,
        { ...first, foodkey: 'NOT IN THE FILE' },
        { ...first, foodkey: sample.items[0]!.foodkey, file: 'images/gone.webp' },
      ]);
      const manifest = jsonOf(entries, 'venue.json') as { counts: Record<string, number> };
      setJson(entries, 'venue.json', { ...manifest, counts: { ...manifest.counts, images: 4 } });
    });
    expect(problemsOf(bad).map((p) => [p.file, p.row, p.key, p.reason])).toEqual([
      ['images.json', 2, 'ATLANTIC SALMON FILLET', 'key-duplicate'],
      ['images.json', 3, 'NOT IN THE FILE', 'item-missing'],
      ['images.json', 4, sample.items[0]!.foodkey, 'file-unreadable'],
    ]);
  });

  it('names the file after the venue and the day: letters and digits, hyphens between', () => {
    expect(venueFileName('Café Élan & Bar', EXPORTED_AT)).toBe(
      'cafe-elan-bar-2026-03-10.larder.zip',
    );
    expect(venueFileName('***', EXPORTED_AT)).toBe('venue-2026-03-10.larder.zip');
  });

  it('turns a data URL into its bytes and back', () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251);
    const url = bytesDataUrl('image/jpeg', bytes);
    expect(dataUrlBytes(url)).toEqual({ type: 'image/jpeg', bytes });
    expect(dataUrlBytes('data:text/plain,a%20b')?.bytes).toEqual(strToU8('a b'));
    expect(dataUrlBytes('not a data url')).toBeNull();
  });
});
