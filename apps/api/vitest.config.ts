import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The fault test runs on its own (vitest.fault.config.ts, `npm run test:fault`).
    exclude: [...configDefaults.exclude, 'test/fault/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: true,
    setupFiles: ['./test/setup.ts'],
  },
});
