import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { freePort } from './helpers/free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-lifecycle-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  port: number;
  output: () => string;
}

async function start(): Promise<Running> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_CREATORS: '40',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy:\n${output}`);
}

async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => running.child.once('exit', (code) => resolve(code)));
  running.child.kill('SIGTERM');
  return exited;
}

async function countCreators() {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.query<{ n: number }>('select count(*)::int as n from creators');
    return row.n;
  } finally {
    await database.close();
  }
}

describe('server lifecycle on the embedded database', () => {
  it('seeds an empty database once, shuts down cleanly on SIGTERM and keeps the data on restart', async () => {
    const first = await start();
    expect(first.output()).toContain('demo data loaded');
    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain('shut down cleanly');
    expect(await countCreators()).toBe(40);

    const second = await start();
    expect(second.output()).not.toContain('demo data loaded');
    expect(await stop(second)).toBe(0);
    expect(await countCreators()).toBe(40);
  }, 240_000);
});
