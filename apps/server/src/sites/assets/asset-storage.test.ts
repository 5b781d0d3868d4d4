import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type LocalS3 } from '../../test-support/local-s3.js';
import { folderStorage } from './folder-storage.js';
import { s3Storage } from './s3-storage.js';
import type { AssetStorage } from './stored-asset.js';

const KEY = `v${'a'.repeat(24)}/${'b'.repeat(32)}.webp`;
const OTHER = `v${'c'.repeat(24)}/${'d'.repeat(32)}.webp`;
const asset = { bytes: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' };

let dir: string;
let s3: LocalS3;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'larder-storage-'));
  s3 = await startS3rver('larder-storage');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3.stop();
});

const storages: [string, () => AssetStorage][] = [
  ['a folder', () => folderStorage(dir)],
  [
    'S3',
    () =>
      s3Storage({
        endpoint: s3.env.S3_ENDPOINT,
        bucket: s3.env.S3_BUCKET!,
        region: s3.env.S3_REGION!,
        credentials: {
          accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
          secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
        },
      }),
  ],
];

describe.each(storages)('site images in %s', (_name, storageOf) => {
  it('removes one image (account deletion), keeps the others, and takes a missing one calmly', async () => {
    const storage = storageOf();
    await storage.put(KEY, asset);
    await storage.put(OTHER, asset);
    await storage.remove(KEY);
    expect(await storage.get(KEY)).toBeNull();
    expect((await storage.get(OTHER))?.bytes).toEqual(asset.bytes);
    await expect(storage.remove(KEY)).resolves.toBeUndefined();
    await expect(storage.remove('../escape.webp')).rejects.toThrow(/not an asset key/);
  });
});

describe('site images in a folder', () => {
  it('removes the venue’s folder with its last image', async () => {
    const storage = folderStorage(dir);
    await storage.put(KEY, asset);
    await storage.remove(KEY);
    expect(await readdir(dir)).not.toContain(KEY.split('/')[0]);
  });
});
