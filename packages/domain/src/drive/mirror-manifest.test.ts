import { describe, expect, it } from 'vitest';
import { mirrorManifestSchema } from './mirror-manifest';
import {
  MIRROR_FORMAT_VERSION,
  MIRROR_MANIFEST,
  mirrorFileName,
  mirrorFolder,
  SIMPLE_UPLOAD_LIMIT,
  UPLOAD_FRAGMENT_BYTES,
  UPLOAD_FRAGMENT_LIMIT,
  UPLOAD_FRAGMENT_UNIT,
} from './mirror-names';

const manifest = {
  format: 1,
  venueId: 'v1',
  venueName: 'Bistro',
  epoch: 'e1',
  cursor: 42,
  writtenAt: '2026-03-10T09:00:00.000Z',
  files: [{ kind: 'item', name: 'item.e1-42.json', sha256: 'a'.repeat(64), size: 10, count: 2 }],
};

describe('mirror names (sync-and-security-notes §1.8)', () => {
  it('puts a venue under venues/{id}, one file per kind and cursor, the manifest beside', () => {
    expect(MIRROR_FORMAT_VERSION).toBe(1);
    expect(mirrorFolder('v1')).toBe('venues/v1');
    expect(mirrorFileName('item', { epoch: 'e1', rev: 42 })).toBe('item.e1-42.json');
    expect(MIRROR_MANIFEST).toBe('manifest.json');
  });

  it('uploads up to 4 MB at once, larger files in fragments of a multiple of 320 KiB under 60 MiB', () => {
    expect(SIMPLE_UPLOAD_LIMIT).toBe(4 * 1024 * 1024);
    expect(UPLOAD_FRAGMENT_UNIT).toBe(327_680);
    expect(UPLOAD_FRAGMENT_BYTES % UPLOAD_FRAGMENT_UNIT).toBe(0);
    expect(UPLOAD_FRAGMENT_BYTES).toBeLessThan(UPLOAD_FRAGMENT_LIMIT);
  });
});

describe('mirrorManifestSchema (a manifest read back is untrusted input)', () => {
  it('accepts a manifest as written', () => {
    expect(mirrorManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('refuses another format, an unknown kind, a bad checksum, a bad time', () => {
    expect(mirrorManifestSchema.safeParse({ ...manifest, format: 2 }).success).toBe(false);
    const file = manifest.files[0]!;
    expect(
      mirrorManifestSchema.safeParse({ ...manifest, files: [{ ...file, kind: 'secrets' }] })
        .success,
    ).toBe(false);
    expect(
      mirrorManifestSchema.safeParse({ ...manifest, files: [{ ...file, sha256: 'xyz' }] }).success,
    ).toBe(false);
    expect(mirrorManifestSchema.safeParse({ ...manifest, writtenAt: 'yesterday' }).success).toBe(
      false,
    );
  });
});
