import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // One file per core: left to itself the runner keeps a core for itself, one worker on two.
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts'],
    // The migrations run once per run; each test database is a copy of the migrated one.
    globalSetup: ['./src/test-support/database-templates.ts'],
    // The files share a worker: node_modules load once per worker (see the setup file).
    isolate: false,
    setupFiles: ['./src/test-support/shared-worker.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
