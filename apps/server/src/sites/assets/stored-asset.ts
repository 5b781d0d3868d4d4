/** A stored site image. */
export interface StoredAsset {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where site images are kept: a folder under DATA_DIR by default, S3-compatible storage when
 * S3_BUCKET is set (asset-storage.ts chooses). Keys are `{container}/{name}`, both made by the
 * server (assetContainer and the content hash); a stored key is never overwritten with other
 * bytes, since its name is the hash of its bytes.
 */
export interface AssetStorage {
  put(key: string, asset: StoredAsset): Promise<void>;
  /** The asset, or null when none is stored under `key`. */
  get(key: string): Promise<StoredAsset | null>;
  /** Removes what is stored under `key` (nothing stored is no error). */
  remove(key: string): Promise<void>;
}

/** A key as the server makes them: a container and a content-hash name, nothing else. */
export const ASSET_KEY_PATTERN = /^v[0-9a-f]{24}\/[a-f0-9]{32}\.webp$/;

/** Refuses, as a fault of the server, a key it did not make (so no path ever leaves the folder). */
export function checkAssetKey(key: string): void {
  if (!ASSET_KEY_PATTERN.test(key)) throw new Error(`not an asset key: ${key}`);
}
