import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault test (test/fault): a PostgreSQL and a Redis of its own, stopped and started under load.
// Its own run, after the other tests: it must not share the machine's cores with them.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'fault',
    include: ['test/fault/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
});
