import { afterAll, vi } from 'vitest';

/*
 * Setup of the server tests (vitest.config.ts): the test files run one after another in a shared
 * worker, so PGlite, Fastify, the sign-in provider and the other packages of node_modules load
 * once per worker instead of once per file. Each file still loads the server's own modules
 * afresh, and when it ends, fake timers, stubbed globals and environment variables are put back
 * (a file leaves no timer of its own running: vitest --detectAsyncLeaks finds none).
 */
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
