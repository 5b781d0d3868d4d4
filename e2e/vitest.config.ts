import { defineConfig } from 'vitest/config';

/**
 * Journeys run two files at a time: each file has its own Chromium profile and signs up its
 * own users on the one server, so files never share state. E2E_WORKERS=1 runs them one by one.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    environment: 'node',
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
