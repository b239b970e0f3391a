import { defineConfig } from 'vitest/config';

// One run covers every workspace's unit and integration tests.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
  },
});
