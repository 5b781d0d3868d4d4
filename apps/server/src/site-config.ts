import path from 'node:path';
import { z } from 'zod';

/**
 * The venue website settings (README, "Configuration"): SITE_DOMAIN, where sites are also
 * served as {tag}.SITE_DOMAIN, and S3_*, where site images are kept instead of a folder under
 * DATA_DIR. Without them sites live at /s/{tag} and images in DATA_DIR/site-assets.
 */

const setting = z.string().trim().min(1, 'must not be empty');

/** The site variables, merged into the server's environment schema (config.ts). */
export const siteEnvShape = {
  SITE_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?(:\d{1,5})?$/,
      'must be a host name such as sites.example.com (no scheme, no path)',
    )
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url('must be a URL')
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  S3_BUCKET: setting.optional(),
  S3_REGION: setting.default('us-east-1'),
  S3_ACCESS_KEY_ID: setting.optional(),
  S3_SECRET_ACCESS_KEY: setting.optional(),
};

/** S3-compatible object storage for site images. */
export interface S3Settings {
  /** An S3-compatible service elsewhere than AWS (path-style addresses); undefined for AWS. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined: the SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type AssetStorageConfig = { kind: 'folder'; dir: string } | { kind: 's3'; s3: S3Settings };

export interface SiteConfig {
  /** Host under which each site is {tag}.{domain}; undefined: only /s/{tag}. */
  domain: string | undefined;
  assets: AssetStorageConfig;
}

type SiteEnv = z.infer<z.ZodObject<typeof siteEnvShape>>;

/** The sites part of the configuration; each problem found is added to `problems`. */
export function siteConfigOf(v: SiteEnv, dataDir: string, problems: string[]): SiteConfig {
  const keys = [v.S3_ACCESS_KEY_ID, v.S3_SECRET_ACCESS_KEY];
  if (keys.filter(Boolean).length === 1) {
    const missing = v.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    problems.push(`${missing} must be set with the other S3 key (set both, or neither)`);
  }
  const needsBucket = v.S3_ENDPOINT || v.S3_ACCESS_KEY_ID || v.S3_SECRET_ACCESS_KEY;
  if (needsBucket && !v.S3_BUCKET) {
    problems.push(
      'S3_BUCKET must be set when other S3_* variables are (the bucket for site images)',
    );
  }
  const assets: AssetStorageConfig = v.S3_BUCKET
    ? {
        kind: 's3',
        s3: {
          endpoint: v.S3_ENDPOINT,
          bucket: v.S3_BUCKET,
          region: v.S3_REGION,
          credentials:
            v.S3_ACCESS_KEY_ID && v.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: v.S3_ACCESS_KEY_ID, secretAccessKey: v.S3_SECRET_ACCESS_KEY }
              : undefined,
        },
      }
    : { kind: 'folder', dir: path.join(dataDir, 'site-assets') };
  return { domain: v.SITE_DOMAIN, assets };
}
