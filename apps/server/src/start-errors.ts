import { ConfigError, type Config } from './config.js';

/** What the server was doing when it could not start. */
export type StartStep = 'config' | 'database' | 'listen';

/** Emscripten's error numbers, as PGlite's file system reports them, by their POSIX names. */
const EMSCRIPTEN_ERRNO: Readonly<Record<number, string>> = {
  2: 'EACCES',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};

interface ErrorFacts {
  /** A Node or POSIX error code (ECONNREFUSED, ENOSPC, ...). */
  code?: string;
  /** A PostgreSQL SQLSTATE (28P01, 3D000, ...). */
  sqlState?: string;
}

/** The error codes of `error` and of the errors it wraps (cause, AggregateError). */
export function factsOf(error: unknown): ErrorFacts {
  const facts: ErrorFacts = {};
  const queue: unknown[] = [error];
  const seen = new Set<unknown>();
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, errno, cause, errors } = current as {
      code?: unknown;
      errno?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('E')) {
      facts.sqlState ??= code;
    } else if (typeof code === 'string' && code.startsWith('E')) {
      facts.code ??= code;
    } else if (typeof errno === 'number' && EMSCRIPTEN_ERRNO[errno]) {
      // Node's own errors carry a code and a negative errno; PGlite's file system only this.
      facts.code ??= EMSCRIPTEN_ERRNO[errno];
    }
    queue.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return facts;
}

const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
]);

/** Where DATABASE_URL points, without its user name and password. */
function databaseAddress(url: string): { where: string; name: string } {
  try {
    const parsed = new URL(url);
    return {
      where: `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`,
      name: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    };
  } catch {
    return { where: 'the address it names', name: 'it names' };
  }
}

function databaseText(config: Config, facts: ErrorFacts): string | undefined {
  if (config.database.kind === 'pglite') {
    const dir = config.database.dataDir;
    if (facts.code === 'ENOSPC' || facts.sqlState === '53100') {
      return `the disk of DATA_DIR (${dir}) is full: free some space on it, or set DATA_DIR to a folder on a disk with room.`;
    }
    if (facts.code && ['EACCES', 'EPERM', 'EROFS'].includes(facts.code)) {
      return `DATA_DIR (${dir}) is read-only: let the server's user write to it, or set DATA_DIR to a writable folder.`;
    }
    if (facts.code === 'ENOTDIR' || facts.code === 'EEXIST') {
      return `DATA_DIR (${dir}) is a file, not a folder: set DATA_DIR to a folder.`;
    }
    return undefined;
  }
  const { where, name } = databaseAddress(config.database.url);
  if (facts.code && UNREACHABLE.has(facts.code)) {
    return `DATABASE_URL points at ${where}, where no PostgreSQL server answers (${facts.code}): start PostgreSQL there, or correct DATABASE_URL.`;
  }
  if (facts.sqlState === '28P01' || facts.sqlState === '28000') {
    return `PostgreSQL at ${where} refused the user name or password of DATABASE_URL: correct them in DATABASE_URL.`;
  }
  if (facts.sqlState === '3D000') {
    return `the database "${name}" of DATABASE_URL does not exist on ${where}: create it (createdb ${name}), or correct DATABASE_URL.`;
  }
  if (facts.sqlState || facts.code) return undefined;
  // No code at all: the driver could not make sense of the URL.
  return `DATABASE_URL could not be read as the address of a PostgreSQL database: correct it (postgres://user:password@host:5432/database).`;
}

function listenText(config: Config, facts: ErrorFacts): string | undefined {
  if (facts.code === 'EADDRINUSE') {
    return `PORT ${config.port} is already in use on ${config.host}: stop the program that uses it, or set PORT to a free port.`;
  }
  if (facts.code === 'EACCES') {
    return `PORT ${config.port} may only be used by the system's administrator here: set PORT to 1024 or above.`;
  }
  if (facts.code === 'EADDRNOTAVAIL' || facts.code === 'ENOTFOUND') {
    return `HOST ${config.host} is not an address of this machine: set HOST to one of its addresses, or to 0.0.0.0.`;
  }
  return undefined;
}

/**
 * Why the server could not start, as one sentence that names the setting and the fix
 * (README, "Configuration"); undefined for a failure that is none of the known ones.
 */
export function startFailureText(
  error: unknown,
  step: StartStep,
  config: Config | undefined,
): string | undefined {
  if (error instanceof ConfigError) return `Larder could not start: ${error.problems.join('; ')}.`;
  if (!config) return undefined;
  const facts = factsOf(error);
  const text =
    step === 'database'
      ? databaseText(config, facts)
      : step === 'listen'
        ? listenText(config, facts)
        : undefined;
  return text && `Larder could not start: ${text}`;
}
