import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/** Where log lines go instead of standard output: one JSON line per write. */
export interface LogStream {
  write(line: string): void;
}

/** What a redacted value is logged as. */
export const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets or bind a sign-in (OpenID Connect codes, tokens,
 * the state and nonce, PKCE verifiers, passwords): a logged URL carries them as REDACTED.
 */
export const SECRET_QUERY_NAMES: ReadonlySet<string> = new Set([
  'code',
  'state',
  'nonce',
  'id_token',
  'id_token_hint',
  'access_token',
  'refresh_token',
  'token',
  'code_verifier',
  'client_secret',
  'password',
  'xsrf',
]);

/**
 * Log fields that are never written, whoever logs them: the bearer token, cookies both ways,
 * and password or token fields of a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'password',
  '*.password',
  'access_token',
  '*.access_token',
  'refresh_token',
  '*.refresh_token',
  'id_token',
  '*.id_token',
];

const nameOf = (pair: string) => {
  const raw = pair.split('=', 1)[0]!.replaceAll('+', ' ');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/**
 * Paths that carry a sign-in interaction's id, which is also the value of the provider's
 * interaction cookies (`/auth/interaction/:uid/…`, `/oidc/auth/:uid`): logged as REDACTED.
 */
const INTERACTION_PATH = /^(\/auth\/interaction\/|\/oidc\/auth\/)[^/?]+/;

/**
 * A request URL as logged: the value of every secret query parameter, and an interaction's
 * id in the path, replaced by REDACTED.
 */
export function maskUrl(url: string): string {
  const masked = url.replace(INTERACTION_PATH, `$1${REDACTED}`);
  const at = masked.indexOf('?');
  if (at < 0) return masked;
  return `${masked.slice(0, at)}?${maskQuery(masked.slice(at + 1))}`;
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) =>
      SECRET_QUERY_NAMES.has(nameOf(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair,
    )
    .join('&');
}

/** The request as logged: Fastify's own fields, with the URL masked and no headers. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The Fastify logger's options (pino): the level, the redacted fields and the masked request
 * URL; `stream` sends the log elsewhere than standard output (the tests read it).
 */
export function loggerOptions(level: Config['logLevel'], stream?: LogStream) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestSerializer },
    ...(stream ? { stream } : {}),
  };
}
