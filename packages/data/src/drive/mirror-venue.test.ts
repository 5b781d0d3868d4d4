import 'fake-indexeddb/auto';
import { formatHlc, MIRROR_MANIFEST, type SyncRow } from '@larder/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../images/sha256';
import { saveItem } from '../store/change';
import { closeTestDevices, openTestDevice } from '../store/test-devices';
import type { VenueStore } from '../store/venue-store';
import { DriveError } from './drive-error';
import type { DriveItem, GraphDrive, UploadOptions } from './graph-drive';
import { createVenueMirror, MIRROR_RECHECK_MS, mirrorVenue } from './mirror-venue';
import { listMirroredVenues, MirrorReadError, readMirror } from './read-mirror';
import { restoreMirrorInto } from './restore-mirror';

/** An app folder in memory behind the `GraphDrive` interface: eTags, If-Match, conflicts. */
class MemoryDrive implements GraphDrive {
  readonly files = new Map<string, { text: string; version: number }>();
  readonly uploads: string[] = [];
  /** Runs before an upload of a path is done (another device acting meanwhile). */
  beforeUpload?: (path: string) => void;
  private versions = 0;

  eTag = (path: string) => `"${path}@${this.files.get(path)?.version}"`;

  put(path: string, text: string) {
    this.files.set(path, { text, version: ++this.versions });
  }

  quota = async () => ({ total: 1, used: 0, remaining: 1, state: 'normal' });

  item = async (path: string): Promise<DriveItem | null> =>
    this.files.has(path)
      ? { id: path, name: path.split('/').at(-1)!, eTag: this.eTag(path) }
      : null;

  async children(path: string): Promise<DriveItem[]> {
    const found = new Map<string, DriveItem>();
    for (const key of this.files.keys()) {
      if (!key.startsWith(`${path}/`)) continue;
      const [name, ...deeper] = key.slice(path.length + 1).split('/');
      found.set(
        name!,
        deeper.length ? { id: name!, name: name!, folder: {} } : { id: key, name: name!, file: {} },
      );
    }
    return [...found.values()];
  }

  download = async (path: string) => this.files.get(path)?.text ?? null;

  async upload(path: string, text: string, options: UploadOptions = {}): Promise<DriveItem> {
    this.beforeUpload?.(path);
    const exists = this.files.has(path);
    if (options.ifMatch && (!exists || this.eTag(path) !== options.ifMatch)) {
      throw new DriveError(412, { kind: 'precondition' }, null, '412');
    }
    if (options.conflict === 'fail' && exists) {
      throw new DriveError(409, { kind: 'conflict' }, null, '409');
    }
    this.put(path, text);
    this.uploads.push(path);
    return { id: path, name: path, eTag: this.eTag(path), size: text.length };
  }

  remove = async (path: string) => {
    this.files.delete(path);
  };
}

let venues = 0;
const ingredient = (foodkey: string, price: number) => ({
  type: 'single',
  foodkey,
  name: foodkey,
  purchaseprice: price,
  purchaseqty: 1,
  purchaseunit: 'kg',
});

/** A device whose venue holds `items` as pulled from the server at `rev` (nothing queued). */
async function confirmedDevice(items: Record<string, unknown>[], rev = 5): Promise<VenueStore> {
  venues += 1;
  const store = await openTestDevice(`mirror-${venues}`, `mirror-device-${venues}`);
  const rows: SyncRow[] = items.map((doc, i) => ({
    kind: 'item',
    key: String(doc.foodkey),
    gen: doc.deleted ? 1 : 0,
    hlc: formatHlc({ ms: 1_700_000_000_000 + i, counter: 0, node: 'server-side' }),
    node: 'server-side',
    rev: i + 1,
    deleted: doc.deleted === true,
    doc,
  }));
  await store.apply({ type: 'pulled', rows, cursor: { epoch: 'e1', rev } });
  return store;
}

const options = (venueId: string) => ({
  venueId,
  venueName: 'Memory Bistro',
  now: () => '2026-11-27T10:00:00.000Z',
});

afterEach(closeTestDevices);

describe('mirrorVenue (sync-and-security-notes §1.8, invariant 9)', () => {
  it('writes nothing before the first pull, nor while changes wait to be pushed', async () => {
    const fresh = await openTestDevice('mirror-fresh', 'mirror-fresh-device');
    const drive = new MemoryDrive();
    expect(await mirrorVenue(fresh, drive, options('v'))).toEqual({ outcome: 'no-cursor' });
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    await store.apply(saveItem(ingredient('PEPPER', 2)));
    expect(await mirrorVenue(store, drive, options('v'))).toEqual({ outcome: 'pending' });
    expect(drive.files.size).toBe(0);
  });

  it('uploads the files first and the manifest last, naming each file with its SHA-256; deleted records stay out', async () => {
    const store = await confirmedDevice([
      ingredient('SALT', 1),
      ingredient('PEPPER', 2),
      { ...ingredient('GONE', 3), deleted: true },
    ]);
    const drive = new MemoryDrive();
    const report = await mirrorVenue(store, drive, options('v1'));
    expect(report).toMatchObject({ outcome: 'written', files: 1, deleted: 0 });
    expect(drive.uploads).toEqual(['venues/v1/item.e1-5.json', `venues/v1/${MIRROR_MANIFEST}`]);
    const manifest = JSON.parse(drive.files.get('venues/v1/manifest.json')!.text);
    const itemText = drive.files.get('venues/v1/item.e1-5.json')!.text;
    expect(manifest).toEqual({
      format: 1,
      venueId: 'v1',
      venueName: 'Memory Bistro',
      epoch: 'e1',
      cursor: 5,
      writtenAt: '2026-11-27T10:00:00.000Z',
      files: [
        {
          kind: 'item',
          name: 'item.e1-5.json',
          sha256: await sha256Hex(itemText),
          size: itemText.length,
          count: 2,
        },
      ],
    });
    const body = JSON.parse(itemText);
    expect(body.records.map((r: { foodkey: string }) => r.foodkey)).toEqual(['PEPPER', 'SALT']);
    expect(body.records[0].sync).toBeUndefined();
  });

  it('after the manifest, deletes only older files: another epoch or an earlier revision, never a later one or another name', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const drive = new MemoryDrive();
    for (const name of ['item.e1-3.json', 'item.e0-7.json', 'item.e1-9.json', 'notes.txt']) {
      drive.put(`venues/v2/${name}`, '{}');
    }
    const report = await mirrorVenue(store, drive, options('v2'));
    expect(report).toMatchObject({ outcome: 'written', deleted: 2 });
    expect([...drive.files.keys()].sort()).toEqual([
      'venues/v2/item.e1-5.json',
      'venues/v2/item.e1-9.json',
      'venues/v2/manifest.json',
      'venues/v2/notes.txt',
    ]);
  });

  it('on 412 reads the manifest again: a later one stands, an older one is replaced once', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const later = new MemoryDrive();
    later.beforeUpload = (path) => {
      if (path.endsWith(MIRROR_MANIFEST) && !later.files.has(path)) {
        later.put(path, JSON.stringify({ ...laterManifest, cursor: 6 }));
      }
    };
    const laterManifest = {
      format: 1,
      venueId: 'v3',
      venueName: 'Memory Bistro',
      epoch: 'e1',
      cursor: 6,
      writtenAt: '2026-11-27T09:00:00.000Z',
      files: [],
    };
    expect(await mirrorVenue(store, later, options('v3'))).toMatchObject({ outcome: 'superseded' });
    expect(JSON.parse(later.files.get('venues/v3/manifest.json')!.text).cursor).toBe(6);

    const older = new MemoryDrive();
    older.put('venues/v3/manifest.json', JSON.stringify({ ...laterManifest, cursor: 2 }));
    let raced = false;
    older.beforeUpload = (path) => {
      if (path.endsWith(MIRROR_MANIFEST) && !raced) {
        raced = true;
        older.put(path, JSON.stringify({ ...laterManifest, cursor: 3 }));
      }
    };
    expect(await mirrorVenue(store, older, options('v3'))).toMatchObject({ outcome: 'written' });
    expect(JSON.parse(older.files.get('venues/v3/manifest.json')!.text).cursor).toBe(5);
  });

  it('gives up after a second 412 in a row, leaving the manifest to the other device', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const drive = new MemoryDrive();
    drive.put('venues/v4/manifest.json', 'not json');
    drive.beforeUpload = (path) => {
      if (path.endsWith(MIRROR_MANIFEST)) drive.put(path, 'still not json');
    };
    const error = await mirrorVenue(store, drive, options('v4')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DriveError);
    expect((error as DriveError).kind).toEqual({ kind: 'precondition' });
    expect(drive.files.get('venues/v4/manifest.json')!.text).toBe('still not json');
  });
});

describe('readMirror and listMirroredVenues (untrusted input)', () => {
  async function mirrored(venueId: string) {
    const store = await confirmedDevice([ingredient('SALT', 1), ingredient('PEPPER', 2)]);
    const drive = new MemoryDrive();
    await mirrorVenue(store, drive, options(venueId));
    return drive;
  }

  /** Rewrites a file and its checksum in the manifest, as a forger would. */
  async function forge(drive: MemoryDrive, venueId: string, name: string, text: string) {
    drive.put(`venues/${venueId}/${name}`, text);
    const path = `venues/${venueId}/manifest.json`;
    const manifest = JSON.parse(drive.files.get(path)!.text);
    for (const file of manifest.files) if (file.name === name) file.sha256 = await sha256Hex(text);
    drive.put(path, JSON.stringify(manifest));
  }

  it('reports each record that fails its schema with its place, key and issue, and keeps the rest', async () => {
    const drive = await mirrored('r1');
    const name = 'item.e1-5.json';
    const body = JSON.parse(drive.files.get(`venues/r1/${name}`)!.text);
    body.records[0].purchaseprice = 'a lot';
    await forge(drive, 'r1', name, JSON.stringify(body));
    const read = await readMirror(drive, 'r1');
    expect(read.records.map((r) => r.record.foodkey)).toEqual(['SALT']);
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]).toMatchObject({
      file: name,
      reason: 'record-invalid',
      index: 0,
      key: 'PEPPER',
      issues: [{ path: 'purchaseprice', reason: 'field-type' }],
    });
  });

  it('reports a file of another kind, an unreadable file and a missing one', async () => {
    const drive = await mirrored('r2');
    const name = 'item.e1-5.json';
    await forge(drive, 'r2', name, JSON.stringify({ kind: 'supplier', records: [] }));
    expect((await readMirror(drive, 'r2')).problems).toEqual([{ file: name, reason: 'kind' }]);
    await forge(drive, 'r2', name, '{"kind":"item","records":');
    expect((await readMirror(drive, 'r2')).problems).toEqual([
      { file: name, reason: 'unreadable' },
    ]);
    await drive.remove(`venues/r2/${name}`);
    expect((await readMirror(drive, 'r2')).problems).toEqual([{ file: name, reason: 'missing' }]);
  });

  it('refuses a venue without a manifest, with an invalid one, or with one of another venue', async () => {
    const drive = await mirrored('r3');
    await expect(readMirror(drive, 'nowhere')).rejects.toEqual(new MirrorReadError('no-manifest'));
    const valid = drive.files.get('venues/r3/manifest.json')!.text;
    drive.put('venues/other/manifest.json', valid);
    await expect(readMirror(drive, 'other')).rejects.toEqual(
      new MirrorReadError('manifest-invalid'),
    );
    drive.put('venues/r3/manifest.json', JSON.stringify({ format: 2 }));
    await expect(readMirror(drive, 'r3')).rejects.toEqual(new MirrorReadError('manifest-invalid'));
  });

  it('lists the mirrored venues by name and names the folders it cannot read', async () => {
    const drive = await mirrored('r4');
    drive.put('venues/broken/manifest.json', '{}');
    drive.put('venues/r5/manifest.json', JSON.stringify({ format: 1, venueId: 'r4' }));
    const unreadable: string[] = [];
    const venues = await listMirroredVenues(drive, (folder) => unreadable.push(folder));
    expect(venues.map((m) => m.venueId)).toEqual(['r4']);
    expect(unreadable.sort()).toEqual(['broken', 'r5']);
  });

  it('restores the records through the write path: stamped and queued for the server', async () => {
    const drive = await mirrored('r6');
    const read = await readMirror(drive, 'r6');
    const target = await openTestDevice('restore-target', 'restore-device');
    expect(await restoreMirrorInto(target, read.records)).toEqual({ items: 2, records: 0 });
    const stored = await target.db.master.toArray();
    expect(stored.map((r) => r.foodkey).sort()).toEqual(['PEPPER', 'SALT']);
    expect(stored.every((r) => r.sync?.node === 'restore-device')).toBe(true);
    expect(await target.changes.count()).toBe(2);
  });
});

describe('createVenueMirror (the worker calls it after every cycle)', () => {
  it('makes no Graph call while the cursor has not moved, and looks again after an hour', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const drive = new MemoryDrive();
    let reads = 0;
    const item = drive.item;
    drive.item = (path) => {
      reads += 1;
      return item(path);
    };
    const clock = { now: 0 };
    const mirror = createVenueMirror(store, drive, { ...options('c1'), clock: () => clock.now });
    expect((await mirror()).outcome).toBe('written');
    const afterFirst = reads;
    expect(await mirror()).toEqual({ outcome: 'up-to-date', cursor: { epoch: 'e1', rev: 5 } });
    expect(reads).toBe(afterFirst);
    // Someone removed the mirror by hand: written again once the hour is over.
    await drive.remove('venues/c1/manifest.json');
    clock.now = MIRROR_RECHECK_MS;
    expect((await mirror()).outcome).toBe('written');
    expect(reads).toBeGreaterThan(afterFirst);
  });

  it('mirrors again as soon as the cursor moves', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const drive = new MemoryDrive();
    const mirror = createVenueMirror(store, drive, options('c2'));
    await mirror();
    const row: SyncRow = {
      kind: 'item',
      key: 'SALT',
      gen: 0,
      hlc: formatHlc({ ms: 1_800_000_000_000, counter: 0, node: 'server-side' }),
      node: 'server-side',
      rev: 6,
      deleted: false,
      doc: ingredient('SALT', 4),
    };
    await store.apply({ type: 'pulled', rows: [row], cursor: { epoch: 'e1', rev: 6 } });
    expect(await mirror()).toMatchObject({ outcome: 'written', cursor: { epoch: 'e1', rev: 6 } });
  });
});

describe('mirrorVenue after the manifest', () => {
  it('counts a mirror written even when the old files cannot be listed: they wait for the next one', async () => {
    const store = await confirmedDevice([ingredient('SALT', 1)]);
    const drive = new MemoryDrive();
    drive.put('venues/d1/item.e1-2.json', '{}');
    drive.children = async () => {
      throw new DriveError(503, { kind: 'unavailable' }, null, '503');
    };
    expect(await mirrorVenue(store, drive, options('d1'))).toMatchObject({
      outcome: 'written',
      deleted: 0,
    });
    expect(drive.files.has('venues/d1/item.e1-2.json')).toBe(true);
  });
});
