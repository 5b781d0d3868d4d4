import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { ImageFetchSeams } from '../image-search/image-search.js';
import type { Mailer } from '../mail/mailer.js';
import type { LogStream } from '../plugins/log-options.js';
import type { TestDatabase, TestDatabaseKind } from './databases.js';
import { createTokenFactory, type TokenFactory } from './tokens.js';

export interface TestApp {
  app: FastifyInstance;
  tokens: TokenFactory;
  /** Authorization header for `sub`. */
  auth(sub: string): Promise<{ authorization: string }>;
  /** Adds a venue for `sub` through the API; answers its id. */
  addVenue(sub: string, name: string): Promise<string>;
}

/** The real app on a test database, with tokens signed by a test key. */
export async function buildTestApp(
  database: TestDatabase,
  options: {
    env?: Record<string, string>;
    mailer?: Mailer;
    logStream?: LogStream;
    imageFetch?: ImageFetchSeams;
  } = {},
): Promise<TestApp> {
  const tokens = await createTokenFactory();
  const config = loadConfig(
    { LOG_LEVEL: 'silent', WEB_DIST: path.join(os.tmpdir(), 'larder-no-dist'), ...options.env },
    os.tmpdir(),
  );
  const app = await buildApp({
    config,
    database,
    verifier: tokens.verifier,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.imageFetch ? { imageFetch: options.imageFetch } : {}),
  });
  const auth = async (sub: string) => ({ authorization: `Bearer ${await tokens.token(sub)}` });
  return {
    app,
    tokens,
    auth,
    addVenue: async (sub, name) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: await auth(sub),
        payload: { flag: 'add', venue: { venue_name: name } },
      });
      return res.json().venue.id as string;
    },
  };
}

/**
 * The real app on a fresh database of `kind` for the tests of one describe block: built
 * before them, closed and dropped after them. Read its fields inside the tests.
 */
export function useTestApp(kind: TestDatabaseKind): TestApp & { readonly database: TestDatabase } {
  let database: TestDatabase | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    database = await kind.open();
    built = await buildTestApp(database);
  });
  afterAll(async () => {
    await built?.app.close();
    await database?.dispose();
  });
  const current = () => {
    if (!built || !database) throw new Error('the test app is built before the tests');
    return { built, database };
  };
  return {
    get app() {
      return current().built.app;
    },
    get tokens() {
      return current().built.tokens;
    },
    get database() {
      return current().database;
    },
    auth: (sub) => current().built.auth(sub),
    addVenue: (sub, name) => current().built.addVenue(sub, name),
  };
}
