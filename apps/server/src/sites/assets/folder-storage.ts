import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkAssetKey, type AssetStorage } from './stored-asset.js';

const CONTENT_TYPES: Readonly<Record<string, string>> = { '.webp': 'image/webp' };

/**
 * Site images in a folder (DATA_DIR/site-assets by default): one file per key, written to a
 * temporary name and renamed, so a reader never sees half an image.
 */
export function folderStorage(dir: string): AssetStorage {
  const fileOf = (key: string) => {
    checkAssetKey(key);
    return path.join(dir, ...key.split('/'));
  };
  return {
    async put(key, asset) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, asset.bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const bytes = await readFile(file);
        return {
          bytes,
          contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // The venue's folder goes with its last image.
      await rmdir(path.dirname(file)).catch(() => undefined);
    },
  };
}
