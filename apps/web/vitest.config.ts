import { availableParallelism } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const setup = './src/test/setup.ts';

/**
 * The test files that replace a module (vi.mock, vi.doMock) run in a worker of their own: in a
 * shared worker the module would stay replaced for the files after them. Every other file runs
 * in a shared worker (src/test/shared-worker.ts says what each file still gets afresh).
 */
const ownWorker = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(src, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Unit tests never register a real service worker.
      'virtual:pwa-register/react': fileURLToPath(
        new URL('./src/test/pwa-register-mock.ts', import.meta.url),
      ),
    },
  },
  test: {
    environment: 'jsdom',
    // One file per core: left to itself the runner keeps a core for itself, one worker on two.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // Screens through the whole app take seconds on two busy cores.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ownWorker],
          isolate: false,
          setupFiles: ['./src/test/shared-worker.ts', setup],
        },
      },
      ...(ownWorker.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'own-worker', include: ownWorker, setupFiles: [setup] },
            },
          ]
        : []),
    ],
  },
});
