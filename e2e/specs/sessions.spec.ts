import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect, test } from '@playwright/test';

/**
 * Two tabs of one user whose access tokens expire refresh at once and both stay signed in. The
 * product runs a second time here, on an embedded database of its own, with a short access-token
 * lifetime (ACCESS_TOKEN_TTL_SECONDS, a real configuration value) so the tokens expire quickly.
 */
const ACCESS_TTL_SECONDS = 3;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess;
let origin: string;
let dataDir: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-e2e-sessions-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SEED_CREATORS: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '50',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  server = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The page's localStorage (these functions run in the browser, where `globalThis` is the window). */
interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open account menu' });

test('two tabs whose access tokens expired refresh at once and both stay signed in', async ({ browser }) => {
  const email = `tabs-${Date.now()}@example.com`;
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'two-tabs-pass1', name: 'Tab Fan' }),
  });
  expect(registered.status).toBe(200);

  // One browser profile, two tabs: they share the stored session.
  const context = await browser.newContext({ baseURL: origin });
  const first = await context.newPage();
  await first.goto('/sign-in');
  await first.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await first.getByRole('main').getByLabel('Password', { exact: true }).fill('two-tabs-pass1');
  await first.getByRole('button', { name: 'Log in' }).click();
  await expect(menuButton(first)).toBeVisible();
  const second = await context.newPage();
  await second.goto('/my-profile');
  await expect(second.getByRole('main').getByLabel('Name', { exact: true })).toHaveValue('Tab Fan');

  const refreshes: string[] = [];
  for (const page of [first, second]) {
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(`${response.status()}`);
    });
  }
  const stored = () =>
    first.evaluate(
      () =>
        JSON.parse((globalThis as unknown as { localStorage: Storage }).localStorage.getItem('fanlens.auth') ?? '{}')
          .state as { accessToken: string; refreshToken: string },
    );
  const before = await stored();

  for (let round = 1; round <= 2; round += 1) {
    // Both access tokens expire; then both tabs load their account page at the same moment.
    await first.waitForTimeout((ACCESS_TTL_SECONDS + 1) * 1000);
    await Promise.all([first.goto('/my-profile'), second.goto('/my-profile')]);
    for (const page of [first, second]) {
      await expect(page).toHaveURL(/\/my-profile$/);
      await expect(page.getByRole('main').getByLabel('Name', { exact: true })).toHaveValue('Tab Fan');
      await expect(menuButton(page)).toBeVisible();
    }
    // The tabs take turns (Web Locks): usually one refreshes and the other uses the tokens it stored;
    // a refresh cut short by the navigation is covered by the server's grace window. None failed.
    expect(refreshes.length).toBeGreaterThanOrEqual(round);
    expect(refreshes.every((status) => status === '200')).toBe(true);
  }

  const after = await stored();
  expect(after.accessToken).not.toBe(before.accessToken);
  // The session the tabs kept is still live on the server (the access token itself may have
  // expired again by now: it lives 3 s).
  const renewed = await fetch(`${origin}/api/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${after.refreshToken}` },
  });
  expect(renewed.status).toBe(200);
  await context.close();
});

test('signing out revokes the session on the server', async ({ browser, baseURL }) => {
  // On the main server (15-minute access tokens): the token is refused although it has not expired.
  const main = baseURL!;
  const email = `logout-${Date.now()}@example.com`;
  const registered = await fetch(`${main}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'logout-pass1' }),
  });
  const { accessToken, refreshToken } = (await registered.json()) as { accessToken: string; refreshToken: string };
  const context = await browser.newContext();
  await context.addInitScript(
    ({ access, refresh }) => {
      const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
      if (!storage.getItem('fanlens.auth')) {
        storage.setItem(
          'fanlens.auth',
          JSON.stringify({ state: { accessToken: access, refreshToken: refresh }, version: 0 }),
        );
      }
    },
    { access: accessToken, refresh: refreshToken },
  );
  const page = await context.newPage();
  await page.goto('/');
  await menuButton(page).click();
  const logout = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await logout).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Neither token works any more, though the access token has not expired yet.
  const me = await fetch(`${main}/api/users/my`, { headers: { authorization: `Bearer ${accessToken}` } });
  expect(me.status).toBe(401);
  const refreshed = await fetch(`${main}/api/auth/refresh`, {
    method: 'POST',
    headers: { authorization: `Bearer ${refreshToken}` },
  });
  expect(refreshed.status).toBe(401);
  await context.close();
});
