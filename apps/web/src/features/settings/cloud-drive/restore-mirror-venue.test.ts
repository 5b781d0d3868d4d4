import 'fake-indexeddb/auto';
import { MirrorReadError, sha256Hex, type DriveItem, type GraphDrive } from '@larder/data';
import { MIRROR_FORMAT_VERSION, type MirrorManifest } from '@larder/domain';
import { sampleVenueRecords } from '@larder/domain/sample-venue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '../../../api/api-client';
import type { SyncedUser } from '../../../api/api-types';
import { setSignedIn, setSignedOut } from '../../../state/session';
import { venueStore } from '../../../state/venue';
import { closeVenueData, venueStoreState } from '../../../state/venue-data';
import { mirrorErrorText } from './mirror-texts';
import { restoreMirrorVenue, type RestoreStep } from './restore-mirror-venue';

const sample = sampleVenueRecords({ today: '2026-03-10' });
const account = { homeAccountId: 'u1.iss', localAccountId: 'u1', username: 'sam@bistro.example' };
const user = (venues: [id: string, deleted?: boolean][]): SyncedUser => ({
  id: 'u1',
  venues: venues.map(([id, deleted = false]) => ({ id, venue_name: 'Restored', deleted })),
  currency: '$',
  metricOnly: false,
  uwpSynced: false,
  allowedVenueCount: 0,
  restricted: false,
});

/** A drive holding only what `files` names (path to text), as the Graph client reads it. */
function driveOf(files: Record<string, string>): GraphDrive {
  const none = async () => {
    throw new Error('not used by a restore');
  };
  return {
    quota: none,
    item: async (path) => (path in files ? ({ name: path } as DriveItem) : null),
    children: async () => [],
    download: async (path) => files[path] ?? null,
    upload: none,
    remove: none,
  };
}

/** The sample venue's mirror at cursor e1-5: its items and suppliers, and the manifest. */
async function sampleMirror(
  venueId: string,
  change?: (files: Record<string, string>) => void,
): Promise<Record<string, string>> {
  const kinds = {
    item: sample.items,
    supplier: sample.records.filter((r) => r.kind === 'supplier').map((r) => r.record),
  };
  const files: Record<string, string> = {};
  const manifest: MirrorManifest = {
    format: MIRROR_FORMAT_VERSION,
    venueId,
    venueName: 'Bistro',
    epoch: 'e1',
    cursor: 5,
    writtenAt: '2026-03-10T18:00:00.000Z',
    files: [],
  };
  for (const [kind, records] of Object.entries(kinds)) {
    const name = `${kind}.e1-5.json`;
    const text = JSON.stringify({ kind, records });
    files[`venues/${venueId}/${name}`] = text;
    manifest.files.push({
      kind: kind as 'item',
      name,
      sha256: await sha256Hex(text),
      size: text.length,
      count: records.length,
    });
  }
  files[`venues/${venueId}/manifest.json`] = JSON.stringify(manifest);
  change?.(files);
  return files;
}

let newVenueId = '';
let ids = 0;
interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Save venue answers the new venue, its data fetch its profile, delete the user without it. */
function server(): Call[] {
  const calls: Call[] = [];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'POST' && url === '/api/venues') {
        return answer({
          user: user([[newVenueId]]),
          venue: { id: newVenueId, venue_name: 'Restored' },
        });
      }
      if (method === 'DELETE') return answer(user([[newVenueId, true]]));
      if (url === `/api/venues/${newVenueId}`) {
        return answer({
          venue: { id: newVenueId, venue_name: 'Restored' },
          settings: { PROFILE: { skey: 'PROFILE', venue_name: 'Restored', timestamp: 1 } },
        });
      }
      return answer({ error: 'ERR_NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return calls;
}

beforeEach(() => {
  newVenueId = `restored-${Date.now()}-${++ids}`;
  localStorage.clear();
  venueStore.reset();
  setTokenProvider(async () => 'tok');
  setSignedIn(account, user([]));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeVenueData();
  setSignedOut();
});

describe('Restore into a new venue', { timeout: 60_000 }, () => {
  it('reads the copy, creates the venue, opens it and writes every record, step by step', async () => {
    const calls = server();
    const steps: RestoreStep[] = [];
    const restored = await restoreMirrorVenue(
      driveOf(await sampleMirror('old')),
      'old',
      '  Restored  ',
      (step) => steps.push(step),
    );
    expect(steps).toEqual(['read', 'venue', 'open', 'records']);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      flag: 'add',
      venue: { venue_name: 'Restored' },
    });
    expect(venueStore.get().current?.id).toBe(newVenueId);
    const store = venueStoreState.get()!;
    expect((await store.itemMap()).size).toBe(sample.items.length);
    expect(await store.db.suppliers.count()).toBe(4);
    expect(restored).toMatchObject({ venueId: newVenueId, items: sample.items.length, records: 4 });
    expect(restored.problems).toEqual([]);
  });

  it('restores what passes its checks and reports a file whose checksum is wrong', async () => {
    server();
    const files = await sampleMirror('old', (all) => {
      all['venues/old/supplier.e1-5.json'] = JSON.stringify({ kind: 'supplier', records: [] });
    });
    const restored = await restoreMirrorVenue(driveOf(files), 'old', 'Restored', () => undefined);
    expect(restored.items).toBe(sample.items.length);
    expect(restored.records).toBe(0);
    expect(restored.problems).toEqual([{ file: 'supplier.e1-5.json', reason: 'checksum' }]);
  });

  it('creates nothing when the copy has no manifest, and says so', async () => {
    const calls = server();
    const files = await sampleMirror('old', (all) => delete all['venues/old/manifest.json']);
    const failed = restoreMirrorVenue(driveOf(files), 'old', 'Restored', () => undefined);
    await expect(failed).rejects.toBeInstanceOf(MirrorReadError);
    expect(mirrorErrorText(await failed.catch((error: unknown) => error))).toBe(
      "This venue's copy in OneDrive could not be read: it has no manifest. Nothing was restored.",
    );
    expect(calls).toEqual([]);
  });
});
