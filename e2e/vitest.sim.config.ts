import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // One file per core: left to itself the runner keeps a core for itself, one worker on two.
    maxWorkers: availableParallelism(),
    include: ['sim/**/*.sim.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
