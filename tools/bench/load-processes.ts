import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Running {
  url: string;
  stop(): Promise<void>;
  /** CPU seconds (user + system) the process and its workers have used so far. */
  cpuSeconds(): number;
}

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User + system ticks of `pid` and, through /proc's children lists, of every process below it. */
function cpuTicks(pid: number): number {
  const stat = procText(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the command (which may hold spaces, hence the last ')'): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let ticks = Number(fields[11]) + Number(fields[12]);
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    // gone meanwhile
  }
  for (const task of tasks) {
    const children = procText(`/proc/${pid}/task/${task}/children`).trim();
    for (const child of children ? children.split(' ') : []) ticks += cpuTicks(Number(child));
  }
  return ticks;
}

/** A /proc file's text, or '' when its process or thread has gone meanwhile. */
function procText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

const cpuSecondsOf = (child: ChildProcess) => () => (child.pid ? cpuTicks(child.pid) / TICKS_PER_SECOND : 0);

async function waitFor(url: string, child: ChildProcess, output: () => string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`);
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`not ready after ${seconds} s:\n${output()}`);
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The built server (`apps/api/dist/server.js`) in a process of its own. */
export async function startApi(root: string, env: Record<string, string>): Promise<Running> {
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'SEED_CREATORS', 'WEB_CONCURRENCY', 'READ_CACHE_MB'])
    delete clean[name];
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...clean, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${env.PORT}`;
  await waitFor(`${url}/api/health`, child, () => output, 900);
  return { url, stop: stopper(child), cpuSeconds: cpuSecondsOf(child) };
}

const BARE_SERVER = `
const cluster = require('node:cluster');
const http = require('node:http');
const fs = require('node:fs');
const workers = Number(process.env.BARE_WORKERS);
if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers)) worker.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const body = fs.readFileSync(process.env.BODY_FILE);
  const type = process.env.BODY_TYPE;
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': body.length });
    res.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1');
}
`;

/**
 * A bare Node HTTP server answering every request with `body`: the machine's ceiling for those bytes.
 * With `workers` > 1 it forks that many with node:cluster, as the product's server does with workers
 * (workers.ts), so the yardstick runs in the product's shape.
 */
export async function startBare(port: number, body: Buffer, type: string, workers = 1): Promise<Running> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-bare-'));
  const file = path.join(dir, 'body');
  fs.writeFileSync(file, body);
  const script = path.join(dir, 'bare.cjs'); // a file, not `-e`: cluster forks the script it runs
  fs.writeFileSync(script, BARE_SERVER);
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), BODY_FILE: file, BODY_TYPE: type, BARE_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, child, () => output, 30);
  const stop = stopper(child);
  return {
    url,
    cpuSeconds: cpuSecondsOf(child),
    async stop() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
