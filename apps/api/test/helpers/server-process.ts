import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `src/server.ts` in a process of its own with `env` over a clean environment; resolves once healthy. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  await server.healthy(120_000);
  return server;
}

/**
 * Starts `src/server.ts` like startServer without waiting: `healthy()` waits for /api/health to
 * answer 200. On `env.PORT` when given, else on a free port.
 */
export async function spawnServer(
  env: Record<string, string>,
): Promise<ServerProcess & { healthy(timeoutMs: number): Promise<void> }> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_CREATORS', 'WEB_CONCURRENCY']) delete base[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  const healthy = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${output}`);
  };
  return { child, url, output: () => output, stop, healthy };
}
