import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../site-config.js';
import { checkAssetKey, type AssetStorage } from './stored-asset.js';

/**
 * Site images in an S3-compatible bucket (S3_*): one object per key. With S3_ENDPOINT the
 * addresses are path-style (MinIO, s3rver and most compatible services need it).
 */
export function s3Storage(settings: S3Settings): AssetStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  return {
    async put(key, asset) {
      checkAssetKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: asset.bytes,
          ContentType: asset.contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      checkAssetKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: key }),
        );
        if (!answer.Body) return null;
        return {
          bytes: Buffer.from(await answer.Body.transformToByteArray()),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async remove(key) {
      checkAssetKey(key);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
