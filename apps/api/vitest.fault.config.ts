import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The fault tests (test/fault): a PostgreSQL and a Redis of their own, stopped and started under
// load; the read replicas' test on a streaming replica of such a PostgreSQL; two instances behind
// HAProxy, one drained and one killed (balancer). Their own run, after the other tests, one file
// after the other: they must not share the machine's cores.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'fault',
    include: ['test/fault/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
});
