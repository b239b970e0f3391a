import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The fake creators' platform started beside the product (e2e/fake-platform.mjs). */
export const fakePlatformPort = Number(process.env.E2E_FAKE_PLATFORM_PORT ?? 3101);

export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SEED_CREATORS: process.env.E2E_SEED_CREATORS ?? '1000',
      RATE_LIMIT_MULTIPLIER: '50',
      VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
      E2E_FAKE_PLATFORM_PORT: String(fakePlatformPort),
      // Page analytics written every 2 s, so a journey sees the views it made.
      ANALYTICS_FLUSH_SECONDS: '2',
      LOG_LEVEL: 'warn',
    },
  },
});
