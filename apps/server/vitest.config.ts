import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The migrations run once per run; each test database is a copy of the migrated one.
    globalSetup: ['./src/test-support/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
