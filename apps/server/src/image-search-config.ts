import { z } from 'zod';

/**
 * The web image search (README "Configuration", product spec §7: "An image search page is
 * fetched by ingredient name to obtain a thumbnail (https only)"): IMAGE_SEARCH_URL, a provider
 * speaking the Openverse images API, and IMAGE_SEARCH_HOSTS, the https hosts the server may
 * fetch from (sync-and-security-notes §3 item 16). Off unless IMAGE_SEARCH_URL is set.
 */

const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/** The image search variables, merged into the server's environment schema (config.ts). */
export const imageSearchEnvShape = {
  IMAGE_SEARCH_URL: z
    .string()
    .trim()
    .url('must be a URL')
    .regex(/^https:\/\//i, 'must be an https:// URL (web image lookups use https only)')
    .optional(),
  IMAGE_SEARCH_HOSTS: z
    .string()
    .trim()
    .toLowerCase()
    .transform((text, ctx) => {
      const hosts = text.split(',').map((host) => host.trim());
      if (hosts.every((host) => hostName.test(host))) return hosts;
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of host names such as api.openverse.org',
      });
      return z.NEVER;
    })
    .optional(),
};

export interface ImageSearchConfig {
  /** The provider's search URL; its `q` parameter is set to the ingredient's name. */
  url: string;
  /** The hosts the server may fetch from (the provider's, and where its pictures are). */
  hosts: ReadonlySet<string>;
}

type ImageSearchEnv = z.infer<z.ZodObject<typeof imageSearchEnvShape>>;

/** The image search part of the configuration (null: off); each problem is added to `problems`. */
export function imageSearchConfigOf(
  v: ImageSearchEnv,
  problems: string[],
): ImageSearchConfig | null {
  if (!v.IMAGE_SEARCH_URL) {
    if (v.IMAGE_SEARCH_HOSTS) {
      problems.push('IMAGE_SEARCH_HOSTS is set without IMAGE_SEARCH_URL (set both, or neither)');
    }
    return null;
  }
  const providerHost = new URL(v.IMAGE_SEARCH_URL).hostname.toLowerCase();
  const hosts = v.IMAGE_SEARCH_HOSTS ?? [providerHost];
  if (!hosts.includes(providerHost)) {
    problems.push(`IMAGE_SEARCH_HOSTS must include the host of IMAGE_SEARCH_URL (${providerHost})`);
  }
  return { url: v.IMAGE_SEARCH_URL, hosts: new Set(hosts) };
}
