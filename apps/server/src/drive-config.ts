import { z } from 'zod';

/**
 * The cloud-drive mirror settings (README, "Configuration"): DRIVE_MIRROR, DRIVE_GRAPH_URL,
 * DRIVE_SCOPE and DRIVE_RESOURCE. The browser mirrors each venue into the user's OneDrive app
 * folder with a Graph token of its own; the server only tells it where and with which scopes
 * (GET /api/auth-config), and with the embedded provider issues those tokens.
 */

const setting = z.string().trim().min(1, 'must not be empty');

/** The drive variables, merged into the server's environment schema (config.ts). */
export const driveEnvShape = {
  DRIVE_MIRROR: z
    .enum(['auto', 'off', 'onedrive'], { error: 'must be auto, off or onedrive' })
    .default('auto'),
  DRIVE_GRAPH_URL: z
    .string()
    .url('must be a URL')
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://graph.microsoft.com/v1.0'),
  DRIVE_SCOPE: setting.default('openid offline_access Files.ReadWrite.AppFolder'),
  DRIVE_RESOURCE: z
    .string()
    .url('must be an absolute URI')
    .refine((uri) => !uri.includes('#'), 'must not hold a fragment (#)')
    .default('https://graph.microsoft.com'),
};

/** Why the mirror is off: the embedded provider has no drive; DRIVE_MIRROR=off; an issuer that is not Microsoft's. */
export type DriveOffReason = 'embedded' | 'off' | 'issuer';

export type DriveConfig =
  | { provider: 'onedrive'; graphUrl: string; scope: string; resource: string }
  | { provider: null; reason: DriveOffReason };

/** The Microsoft identity platform's sign-in host: DRIVE_MIRROR=auto turns the mirror on there. */
export const MICROSOFT_LOGIN_HOST = 'login.microsoftonline.com';

/** The OneDrive scope a drive token carries (the embedded provider's drive resource grants it). */
export const DRIVE_FILES_SCOPE = 'Files.ReadWrite.AppFolder';

type DriveEnv = z.infer<z.ZodObject<typeof driveEnvShape>>;

/** The drive part of the configuration, from the settings and the issuer (unset: the embedded one). */
export function driveConfigOf(v: DriveEnv, externalIssuer: string | undefined): DriveConfig {
  const on: DriveConfig = {
    provider: 'onedrive',
    graphUrl: v.DRIVE_GRAPH_URL,
    scope: v.DRIVE_SCOPE,
    resource: v.DRIVE_RESOURCE,
  };
  if (v.DRIVE_MIRROR === 'off') return { provider: null, reason: 'off' };
  if (v.DRIVE_MIRROR === 'onedrive') return on;
  if (!externalIssuer) return { provider: null, reason: 'embedded' };
  return new URL(externalIssuer).hostname === MICROSOFT_LOGIN_HOST
    ? on
    : { provider: null, reason: 'issuer' };
}

/** The start log's one sentence when the mirror is off, naming why and how to turn it on. */
export function driveOffText(drive: DriveConfig): string | undefined {
  if (drive.provider) return undefined;
  const why = {
    embedded: 'the embedded sign-in has no cloud drive',
    off: 'DRIVE_MIRROR is off',
    issuer: 'OIDC_ISSUER is not the Microsoft identity platform',
  }[drive.reason];
  return `The OneDrive mirror is off: ${why} (DRIVE_MIRROR=onedrive turns it on; README, "Configuration")`;
}
