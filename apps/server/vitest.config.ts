import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
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
