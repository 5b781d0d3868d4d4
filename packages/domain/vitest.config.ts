import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Pure modules: one module graph per worker is safe and saves re-importing it per file.
    isolate: false,
  },
});
