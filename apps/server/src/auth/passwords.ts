import {
  randomBytes,
  scrypt,
  timingSafeEqual,
  type BinaryLike,
  type ScryptOptions,
} from 'node:crypto';

/**
 * Slow hashes (scrypt) for passwords, restricted codes and reset codes. Stored as
 * `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise later without losing old hashes.
 */
const params = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;

/**
 * How many hashes one process computes at once. Each takes a core for tens of milliseconds;
 * when many devices sign in together the rest wait their turn, so the cores stay free for
 * sync calls and the database instead of running every hash side by side.
 */
const CONCURRENT_HASHES = 1;
let hashing = 0;
const waiting: (() => void)[] = [];

function derive(secret: BinaryLike, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise<void>((start) => {
    if (hashing < CONCURRENT_HASHES) {
      hashing += 1;
      start();
    } else waiting.push(start);
  }).then(() =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(secret, salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    ).finally(() => {
      const next = waiting.shift();
      if (next) next();
      else hashing -= 1;
    }),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
