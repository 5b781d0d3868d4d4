import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
  ])('names the variable of a bad value %o', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable} `));
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
