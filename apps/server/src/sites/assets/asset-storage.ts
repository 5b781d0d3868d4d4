import type { AssetStorageConfig } from '../../site-config.js';
import { folderStorage } from './folder-storage.js';
import { s3Storage } from './s3-storage.js';
import type { AssetStorage } from './stored-asset.js';

export type { AssetStorage, StoredAsset } from './stored-asset.js';

/** The storage the configuration names: S3 when S3_BUCKET is set, else the folder. */
export function assetStorageOf(config: AssetStorageConfig): AssetStorage {
  return config.kind === 's3' ? s3Storage(config.s3) : folderStorage(config.dir);
}
