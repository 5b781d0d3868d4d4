import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['sim/**/*.sim.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
