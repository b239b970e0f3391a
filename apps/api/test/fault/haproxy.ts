import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { haproxyRetryRules } from '../../src/lib/idempotency';

/** Whether Debian's `haproxy` is installed (CI installs it: .ci/run). */
export function haproxyInstalled(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The balancer of the README's production set-up ("Workers and several instances"), on this
 * machine: health checks on /api/health, the client's address in X-Forwarded-For, a request whose
 * server refuses or drops it retried on the other one (GET, HEAD, or one of the writes that honour
 * an Idempotency-Key sent with its key; other writes only when the connection failed before they
 * were sent), each request's id made by the balancer and sent as X-Request-Id (always: a client's
 * own is replaced). The test only adds `X-Served-By` (which instance answered),
 * `X-Balancer-Request-Id` (the id the balancer made, to compare with the one the instance answers)
 * and a stats socket.
 */
export function haproxyConfig(options: { port: number; servers: Record<string, number>; socket: string }): string {
  const servers = Object.entries(options.servers).map(([name, port]) => `  server ${name} 127.0.0.1:${port} check`);
  return [
    'global',
    `  stats socket ${options.socket} mode 600 level admin`,
    'defaults',
    '  mode http',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout check 2s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response junk-response',
    'frontend web',
    `  bind 127.0.0.1:${options.port}`,
    '  option forwardfor',
    '  unique-id-format %[uuid()]',
    '  http-request set-header X-Request-Id %[unique-id]',
    ...haproxyRetryRules().map((line) => `  ${line}`),
    '  default_backend fanlens',
    'backend fanlens',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    '  http-response set-header X-Balancer-Request-Id %[unique-id]',
    ...servers,
    '',
  ].join('\n');
}

/** One row of `show stat` (the backend's servers and the backend itself), as named columns. */
export type StatRow = Record<string, string>;

export interface Haproxy {
  url: string;
  stats(): Promise<StatRow[]>;
  /** Resolves once the named servers' health checks say UP. */
  waitUp(names: string[], timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts haproxy in the foreground with its config in a temporary directory (removed on stop). */
export async function startHaproxy(port: number, servers: Record<string, number>): Promise<Haproxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-haproxy-'));
  const socket = path.join(dir, 'admin.sock');
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, haproxyConfig({ port, servers, socket }));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = net.createConnection(socket);
      let answer = '';
      connection.on('connect', () => connection.write(`${line}\n`));
      connection.on('data', (chunk) => (answer += chunk));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });
  const stats = async () => {
    const [header, ...lines] = (await command('show stat')).trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    return lines
      .map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
      .filter((row) => row.pxname === 'fanlens');
  };
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(socket)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`haproxy did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    async waitUp(names, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const rows = await stats();
        if (names.every((name) => rows.find((row) => row.svname === name)?.status === 'UP')) return;
        if (Date.now() > until) throw new Error(`not UP: ${JSON.stringify(rows.map((r) => [r.svname, r.status]))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
