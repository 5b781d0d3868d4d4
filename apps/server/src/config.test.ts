import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config.js';

const base = '/srv/larder';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, base);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to port 8080 and an embedded PGlite in ./data', () => {
    const config = loadConfig({}, base);
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(base, 'data') });
  });

  it('takes PORT and DATA_DIR, relative to the folder npm ran in', () => {
    const config = loadConfig({ PORT: '9000', DATA_DIR: 'store' }, base);
    expect(config.port).toBe(9000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(base, 'store') });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({ DATABASE_URL: url }, base).database).toEqual({ kind: 'postgres', url });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }, base).database.kind).toBe('pglite');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, proxy.example' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('names the variable of a bad value %o', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['0', false],
    ['2', 2],
    ['10.0.0.1, 192.168.0.0/16,loopback', ['10.0.0.1', '192.168.0.0/16', 'loopback']],
    ['::1', ['::1']],
  ])('reads TRUST_PROXY=%s as Fastify trustProxy %o (off by default)', (text, expected) => {
    const env: Record<string, string> = text === undefined ? {} : { TRUST_PROXY: text };
    expect(loadConfig(env, base).trustProxy).toEqual(expected);
  });

  it('gives Fastify a TRUST_PROXY hop count as a function trusting that many hops', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('expected a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', DATABASE_URL: 'nope' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['DATABASE_URL', 'PORT']);
  });

  it('names the other loopback names of the default address only when PUBLIC_URL is not set', () => {
    expect(loadConfig({ PORT: '9000' }, base).loopbackAliases).toEqual([
      '127.0.0.1:9000',
      '[::1]:9000',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://larder.example.com' }, base).loopbackAliases).toEqual(
      [],
    );
  });

  it('says what the settings an external issuer needs hold when they are missing', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example.com' })).toEqual([
      "OIDC_CLIENT_ID must be set when OIDC_ISSUER is set (the issuer's client id registered for Larder)",
      "OIDC_AUDIENCE must be set when OIDC_ISSUER is set (the issuer's audience of the API, as in its access tokens)",
    ]);
  });
});
