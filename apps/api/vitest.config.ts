import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The fault test and the production install run on their own (vitest.fault.config.ts, vitest.install.config.ts).
    exclude: [...configDefaults.exclude, 'test/fault/**', 'test/install/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    setupFiles: ['./test/setup.ts'],
  },
});
