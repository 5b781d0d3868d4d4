import { sampleUwpExport } from '@larder/domain/testing';
import { describe, expect, it } from 'vitest';
import { driveLegacySource, LegacyExportUnreadable } from './legacy-drive-source';

const driveOf = (files: Record<string, string>) => {
  const asked: string[] = [];
  return {
    asked,
    drive: {
      download: async (path: string) => {
        asked.push(path);
        return files[path] ?? null;
      },
    },
  };
};

describe('legacy exports read from the OneDrive app folder (docs/legacy-export-format.md)', () => {
  it("reads and parses a venue's uwp/{venueId}.json, a byte order mark aside", async () => {
    const { drive, asked } = driveOf({
      'uwp/v1.json': `\uFEFF${JSON.stringify(sampleUwpExport)}`,
    });
    expect(await driveLegacySource(drive).read('v1')).toEqual(sampleUwpExport);
    expect(asked).toEqual(['uwp/v1.json']);
  });

  it('gives null for a venue without an export', async () => {
    expect(await driveLegacySource(driveOf({}).drive).read('v2')).toBeNull();
  });

  it('fails on a file that is not JSON, naming it', async () => {
    const { drive } = driveOf({ 'uwp/v3.json': '<xml/>' });
    const read = driveLegacySource(drive).read('v3');
    await expect(read).rejects.toBeInstanceOf(LegacyExportUnreadable);
    await expect(read).rejects.toThrow('uwp/v3.json is not JSON');
  });
});
