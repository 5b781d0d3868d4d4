import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.js';

/**
 * Why a fetch was refused or failed, as codes (sync-and-security-notes §3 item 16: allowlisted
 * https hosts only, no private, loopback or link-local address after DNS resolution and on
 * every redirect).
 */
export type FetchRefusal =
  | 'not-https'
  | 'host-not-allowed'
  | 'private-address'
  | 'redirect-refused'
  | 'too-large'
  | 'timeout'
  | 'status'
  | 'network';

export class FetchRefused extends Error {
  constructor(
    readonly code: FetchRefusal,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'FetchRefused';
  }
}

export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>;

export interface SafeFetchOptions {
  /** The only hosts fetched from (lower case). */
  allowedHosts: ReadonlySet<string>;
  /** The most bytes read; a larger answer is refused, by its Content-Length or while it streams. */
  maxBytes: number;
  /** The whole fetch, redirects included, ends after this. */
  timeoutMs: number;
  /** Redirects followed, each to an allowlisted https host only (default 2). */
  maxRedirects?: number;
  accept: string;
  /** Extra certificate authorities to trust (the tests' own; none in production). */
  ca?: string;
  /** Resolves a host name to every address (default: the system's resolver). */
  resolve?: ResolveHost;
  /** Addresses let through though not public: the tests' local server only. */
  trustedAddresses?: ReadonlySet<string>;
}

export interface FetchedBody {
  bytes: Buffer;
  contentType: string;
  /** The address finally fetched (after any redirect). */
  url: string;
}

const defaultResolve: ResolveHost = (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The host of a URL without IPv6 brackets, lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** Checks a URL before it is fetched: https, no credentials, an allowlisted host. */
function checkTarget(url: URL, options: SafeFetchOptions): void {
  if (url.protocol !== 'https:') throw new FetchRefused('not-https', url.protocol);
  if (url.username || url.password) throw new FetchRefused('host-not-allowed', 'credentials');
  if (!options.allowedHosts.has(hostOf(url))) {
    throw new FetchRefused('host-not-allowed', hostOf(url));
  }
}

/** Every address of the host, each checked; the connection goes to these and no other. */
async function checkedAddresses(host: string, options: SafeFetchOptions): Promise<LookupAddress[]> {
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await (options.resolve ?? defaultResolve)(host);
    } catch (error) {
      throw new FetchRefused('network', (error as Error).message);
    }
  }
  if (addresses.length === 0) throw new FetchRefused('network', `no address for ${host}`);
  const trusted = options.trustedAddresses;
  for (const { address } of addresses) {
    if (!isPublicAddress(address) && !trusted?.has(address)) {
      throw new FetchRefused('private-address', address);
    }
  }
  return addresses;
}

interface Answer {
  status: number;
  location: string | undefined;
  contentType: string;
  bytes: Buffer;
}

function request(
  url: URL,
  addresses: LookupAddress[],
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const host = hostOf(url);
  return new Promise<Answer>((resolve, reject) => {
    const req = https.request(
      {
        protocol: 'https:',
        host,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { accept: options.accept, 'user-agent': 'Larder image search' },
        ...(isIP(host) === 0 ? { servername: host } : {}),
        ...(options.ca ? { ca: options.ca } : {}),
        agent: false,
        signal,
        // The connection goes to an address checked above, never to one resolved again later.
        lookup: (_hostname, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) {
            (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
          } else {
            callback(null, addresses[0]!.address, addresses[0]!.family);
          }
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        if (status !== 200) {
          res.resume();
          resolve({ status, location, contentType, bytes: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          res.destroy();
          reject(new FetchRefused('too-large', `${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new FetchRefused('too-large', `over ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status, location, contentType, bytes: Buffer.concat(chunks) }),
        );
        res.on('error', (error) => reject(error));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Fetches an https URL from an allowlisted host whose every address is public, reading at
 * most `maxBytes` within `timeoutMs`. A redirect is followed only to another allowlisted
 * https host, checked again; anything else answers FetchRefused with its code.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<FetchedBody> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new FetchRefused('not-https', 'not a URL');
    }
    checkTarget(url, options);
    for (let redirects = 0; ; redirects++) {
      const addresses = await checkedAddresses(hostOf(url), options);
      if (controller.signal.aborted) throw new FetchRefused('timeout');
      let answer: Answer;
      try {
        answer = await request(url, addresses, options, controller.signal);
      } catch (error) {
        if (error instanceof FetchRefused) throw error;
        if (controller.signal.aborted) throw new FetchRefused('timeout');
        throw new FetchRefused('network', (error as Error).message);
      }
      if (REDIRECTS.has(answer.status) && answer.location) {
        let next: URL;
        try {
          next = new URL(answer.location, url);
        } catch {
          throw new FetchRefused('redirect-refused', 'bad location');
        }
        if (redirects >= (options.maxRedirects ?? 2)) {
          throw new FetchRefused('redirect-refused', 'too many redirects');
        }
        try {
          checkTarget(next, options);
        } catch (error) {
          throw new FetchRefused('redirect-refused', (error as Error).message);
        }
        url = next;
        continue;
      }
      if (answer.status !== 200) throw new FetchRefused('status', String(answer.status));
      return { bytes: answer.bytes, contentType: answer.contentType, url: url.href };
    }
  } finally {
    clearTimeout(timer);
  }
}
