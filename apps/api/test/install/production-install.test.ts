import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';

/**
 * The README's "Deploying", as an operator does it: the built product (`npm run release`, from the
 * build `npm test` made for the browser tests) in a directory of its own, `npm ci --omit=dev`
 * there, then the operator commands and `npm run serve` from that install alone: no sources, no
 * dev dependencies (no tsx, esbuild or Vite).
 */
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-install-'));
const dataDir = path.join(dir, 'data');

/** The environment of a shell on the server: none of this run's npm, database or Redis settings. */
function serverEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      name.startsWith('npm_') ||
      name.startsWith('VITEST') ||
      ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR'].includes(name)
    )
      continue;
    env[name] = value;
  }
  return { ...env, NODE_ENV: 'production', DATA_DIR: dataDir, ...extra };
}

function npm(args: string[], extra: Record<string, string> = {}, timeoutMs = 120_000) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile('npm', args, { cwd: dir, env: serverEnv(extra), timeout: timeoutMs }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

beforeAll(() => {
  const built = ['apps/api/dist/server.js', 'apps/api/dist/db-migrate.js', 'apps/web/dist/index.html'].every((file) =>
    fs.existsSync(path.join(root, file)),
  );
  if (!built) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  fs.rmSync(dir, { recursive: true, force: true });
  execFileSync('npm', ['run', '-s', 'release', '--', dir], { cwd: root, stdio: 'ignore' });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a production install from the built product', () => {
  it('installs without dev dependencies, migrates, gives a role, backs up and serves', async () => {
    expect(fs.existsSync(path.join(dir, 'apps/api/src'))).toBe(false);
    const install = await npm(['ci', '--omit=dev', '--no-audit', '--no-fund'], {}, 540_000);
    expect(install.code, install.output).toBe(0);
    // (TypeScript itself comes along: i18next names it as a peer dependency.)
    for (const devOnly of ['tsx', 'vite', 'vitest', 'esbuild', 'drizzle-kit', '@playwright/test']) {
      expect(fs.existsSync(path.join(dir, 'node_modules', devOnly)), devOnly).toBe(false);
    }

    // Every package the server, the commands and the server renderer import is installed.
    const imported = new Set<string>();
    for (const folder of ['apps/api/dist', 'apps/web/dist-ssr']) {
      for (const file of fs.readdirSync(path.join(dir, folder), { recursive: true }) as string[]) {
        if (!file.endsWith('.js')) continue;
        const code = fs.readFileSync(path.join(dir, folder, file), 'utf8');
        // import … from "x", import "x", import("x"), require("x") (the bundles' own forms)
        const imports =
          /^import\s[^'";]*from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\b(?:import|require)\(\s*["']([^"']+)["']\s*\)/gm;
        for (const match of code.matchAll(imports)) {
          const specifier = match[1] ?? match[2] ?? match[3];
          if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
          const parts = specifier.split('/');
          const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
          if (!builtinModules.includes(name)) imported.add(name);
        }
      }
    }
    expect(imported.size).toBeGreaterThan(20);
    const missing = [...imported].filter(
      (name) => !fs.existsSync(path.join(dir, 'node_modules', name, 'package.json')),
    );
    expect(missing, JSON.stringify(missing)).toEqual([]);

    const migrated = await npm(['run', 'db:migrate']);
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toContain('Migrations applied to the embedded database');
    const seeded = await npm(['run', 'db:seed', '--', '--creators', '12']);
    expect(seeded.code, seeded.output).toBe(0);
    const role = await npm(['run', 'users:role', '--', '--email', 'fan@fanlens.demo', '--role', 'moderator']);
    expect(role.code, role.output).toBe(0);
    expect(role.output).toContain('fan@fanlens.demo now has the role moderator.');
    const unknown = await npm(['run', 'users:role', '--', '--email', 'nobody@example.test', '--role', 'moderator']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account has the e-mail nobody@example.test.');

    const offline = await npm(['run', 'db:backup', '--', path.join(dir, 'offline.tar.gz')]);
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toContain('no server was running');

    const port = await freePort();
    const server = spawn('npm', ['run', 'serve'], {
      cwd: dir,
      env: serverEnv({ PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 120_000;
      let health = 0;
      while (health !== 200) {
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`no healthy server:\n${output}`);
        health = await fetch(`${base}/api/health`).then(
          (res) => res.status,
          () => 0,
        );
        if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'fan@fanlens.demo', password: 'fanlens-fan1' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { data: { moderator: boolean } }).data.moderator).toBe(true);

      const live = await npm(['run', 'db:backup', '--', path.join(dir, 'live.tar.gz')]);
      expect(live.code, live.output).toBe(0);
      expect(live.output).toContain('from the running server');
    } finally {
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    }
    expect(output).toContain('FanLens is ready at');

    const restored = await npm(['run', 'db:restore', '--', path.join(dir, 'live.tar.gz')], {
      DATA_DIR: path.join(dir, 'restored'),
    });
    expect(restored.code, restored.output).toBe(0);
  });
});
