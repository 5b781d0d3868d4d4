import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // One file per core: left to itself the runner keeps a core for itself, one worker on two.
    maxWorkers: availableParallelism(),
    include: ['src/**/*.test.ts'],
    // Pure modules: one module graph per worker is safe and saves re-importing it per file.
    isolate: false,
  },
});
