import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The production install (test/install): the built product installed without dev dependencies
// and run as an operator would. Its own run, once, after the browser tests' build (`npm test`).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'install',
    include: ['test/install/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
