import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { billingConfigOf, billingEnvShape, type BillingConfig } from './billing-config.js';
import { driveConfigOf, driveEnvShape, type DriveConfig } from './drive-config.js';
import {
  imageSearchConfigOf,
  imageSearchEnvShape,
  type ImageSearchConfig,
} from './image-search-config.js';
import { siteConfigOf, siteEnvShape, type SiteConfig } from './site-config.js';

/**
 * Server configuration, read from the environment and validated at start.
 * Every setting has a safe default; a bad value stops the server with a message that names
 * the variable (README, "Configuration").
 */
const portSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

const httpUrl = z
  .string()
  .url('must be a URL')
  .regex(/^https?:\/\//, 'must be an http:// or https:// URL');

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
};

/**
 * Which proxies may set X-Forwarded-For / -Host / -Proto, as Fastify's `trustProxy` takes it:
 * false (none, the default), true (any), a hop count, or a comma-separated list of addresses,
 * ranges (CIDR) or the names loopback, linklocal, uniquelocal.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): TrustProxy => {
    if (text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a hop count or a comma-separated list of addresses or ranges',
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: portSchema.default(8080),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1, 'must not be empty').optional(),
  OIDC_ISSUER: httpUrl.optional(),
  OIDC_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  OIDC_AUDIENCE: z.string().min(1, 'must not be empty').optional(),
  OIDC_SCOPE: z.string().min(1, 'must not be empty').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().email('must be an e-mail address').default('larder@localhost'),
  CONTACT_EMAIL: z.string().email('must be an e-mail address').default('hello@larder.localhost'),
  SYNC_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be above 0')
    .default(600),
  TRUST_PROXY: trustProxySchema.default(false),
  ...billingEnvShape,
  ...siteEnvShape,
  ...driveEnvShape,
  ...imageSearchEnvShape,
});

/** Fastify's `trustProxy`: none, any, a hop count, or addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY as Fastify's option: a hop count trusts the first `hops` proxies from the server. */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** Who signs users in: the embedded provider under /oidc, or an external issuer. */
export type AuthConfig =
  | { kind: 'embedded'; issuer: string; clientId: string; audience: string; scope: string }
  | { kind: 'external'; issuer: string; clientId: string; audience: string; scope: string };

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** The fixed recipient of the contact form. */
  contact: string;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /**
   * The other loopback names of the default address (PUBLIC_URL not set) as Host headers:
   * pages asked for there are sent on to `publicUrl`, where sign-in works. Empty otherwise.
   */
  loopbackAliases: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  database: DatabaseConfig;
  /** Folder of the built web app; absent when the server runs without one (API only). */
  webDist: string | undefined;
  auth: AuthConfig;
  mail: MailConfig;
  /** Sync calls per user per minute before 429. */
  syncRateLimit: number;
  /** Which proxies' X-Forwarded-* headers the server and the embedded provider follow. */
  trustProxy: TrustProxy;
  /** Stripe (card subscriptions; off without keys) and the store licence check. */
  billing: BillingConfig;
  /** Venue websites: SITE_DOMAIN and where site images are kept. */
  sites: SiteConfig;
  /** The cloud-drive mirror (OneDrive app folder through Microsoft Graph), or why it is off. */
  drive: DriveConfig;
  /** The web image search (IMAGE_SEARCH_URL, IMAGE_SEARCH_HOSTS); null when off. */
  imageSearch: ImageSearchConfig | null;
}

export const EMBEDDED_CLIENT_ID = 'larder-web';
export const EMBEDDED_AUDIENCE = 'urn:larder:api';
/** The API scope every access token for our API carries. */
export const API_SCOPE = 'api';

export class ConfigError extends Error {
  readonly code = 'ERR_CONFIG';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** What each setting that an external issuer needs holds, for the message when it is missing. */
const ISSUER_SETTINGS = {
  OIDC_CLIENT_ID: 'client id registered for Larder',
  OIDC_AUDIENCE: 'audience of the API, as in its access tokens',
} as const;

/**
 * Parses the environment. Relative paths are taken from `baseDir` (the folder where the
 * user ran npm, so that `./data` means the project's data folder).
 */
export function loadConfig(env: Record<string, string | undefined>, baseDir: string): Config {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = envSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  if (parsed.success && parsed.data.OIDC_ISSUER) {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE'] as const) {
      if (!parsed.data[name]) {
        problems.push(
          `${name} must be set when OIDC_ISSUER is set (the issuer's ${ISSUER_SETTINGS[name]})`,
        );
      }
    }
  }
  const billing = parsed.success ? billingConfigOf(parsed.data, problems) : undefined;
  const sites = parsed.success
    ? siteConfigOf(parsed.data, path.resolve(baseDir, parsed.data.DATA_DIR), problems)
    : undefined;
  const imageSearch = parsed.success ? imageSearchConfigOf(parsed.data, problems) : null;
  if (!parsed.success || !billing || !sites || problems.length > 0) {
    throw new ConfigError(problems);
  }
  const v = parsed.data;
  const publicUrl = (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');
  return {
    port: v.PORT,
    host: v.HOST,
    publicUrl,
    loopbackAliases: v.PUBLIC_URL ? [] : [`127.0.0.1:${v.PORT}`, `[::1]:${v.PORT}`],
    logLevel: v.LOG_LEVEL,
    database: v.DATABASE_URL
      ? { kind: 'postgres', url: v.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(baseDir, v.DATA_DIR) },
    webDist: v.WEB_DIST ? path.resolve(baseDir, v.WEB_DIST) : undefined,
    auth: v.OIDC_ISSUER
      ? {
          kind: 'external',
          issuer: v.OIDC_ISSUER,
          clientId: v.OIDC_CLIENT_ID!,
          audience: v.OIDC_AUDIENCE!,
          scope: v.OIDC_SCOPE ?? `openid profile offline_access ${v.OIDC_AUDIENCE}/${API_SCOPE}`,
        }
      : {
          kind: 'embedded',
          issuer: `${publicUrl}/oidc`,
          clientId: EMBEDDED_CLIENT_ID,
          audience: EMBEDDED_AUDIENCE,
          scope: `openid profile email offline_access ${API_SCOPE}`,
        },
    mail: { smtpUrl: v.SMTP_URL, from: v.MAIL_FROM, contact: v.CONTACT_EMAIL },
    syncRateLimit: v.SYNC_RATE_LIMIT,
    trustProxy: v.TRUST_PROXY,
    billing,
    sites,
    drive: driveConfigOf(v, v.OIDC_ISSUER),
    imageSearch,
  };
}
