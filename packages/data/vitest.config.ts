import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One file per core: left to itself the runner keeps a core for itself, one worker on two.
    maxWorkers: availableParallelism(),
  },
});
