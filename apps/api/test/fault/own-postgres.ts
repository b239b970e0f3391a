import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../helpers/free-port';

/** Debian's PostgreSQL 15 (apt-get install postgresql-15). */
const BIN = '/usr/lib/postgresql/15/bin';

/** A PostgreSQL server of the test's own, in a temporary directory, that the test may stop and start. */
export interface OwnPostgres {
  /** Connection string of the `fanlens` database. */
  url: string;
  /** `pg_ctl stop -m <mode>`: `immediate` is a crash (every connection cut, recovery at the next start). */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl restart -m fast`: connections are ended, the server is back when it returns. */
  restart(): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Stops the server and removes its directory. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL command as the `postgres` OS user (PostgreSQL refuses to run as root; the test runs
 * as root in CI, or as postgres), without blocking the event loop (the load goes on meanwhile).
 */
function asPostgres(command: string, args: string[]): Promise<string> {
  const full = path.join(BIN, command);
  if (!fs.existsSync(full)) throw new Error(`${full} is missing: apt-get install -y postgresql-15`);
  return runAsPostgres(full, args);
}

/** A program (its full path) run as the `postgres` OS user, as root or as postgres. */
export function runAsPostgres(full: string, args: string[]): Promise<string> {
  const [file, fileArgs] =
    os.userInfo().username === 'postgres'
      ? [full, args]
      : process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', full, ...args]]
        : [null, []];
  if (!file)
    throw new Error('the fault test runs PostgreSQL and PgBouncer as the postgres user: run it as root or postgres');
  return new Promise((resolve, reject) =>
    execFile(file, fileArgs, { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(full)} failed: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = ownDirectory('fanlens-fault-pg-');
  const data = path.join(dir, 'data');
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--no-instructions',
  ]);
  // initdb's defaults let a standby connect (wal_level replica, trusted replication from 127.0.0.1).
  const server = await serverIn(dir, data);
  await server.query('create database fanlens', [], 'postgres');
  return server;
}

/**
 * A streaming replica of `primary` (a server of startOwnPostgres): `pg_basebackup -R` into a
 * temporary directory, started on a port of its own; it follows the primary until stopped.
 */
export async function startOwnReplica(primary: OwnPostgres): Promise<OwnPostgres> {
  const dir = ownDirectory('fanlens-replica-pg-');
  const data = path.join(dir, 'data');
  const from = new URL(primary.url);
  await asPostgres('pg_basebackup', [
    '-D',
    data,
    '-R',
    '-X',
    'stream',
    '-N',
    '-h',
    from.hostname,
    '-p',
    from.port,
    '-U',
    'postgres',
  ]);
  return serverIn(dir, data);
}

/** A temporary directory the postgres user owns. */
export function ownDirectory(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const { uid, gid } = os.userInfo().username === 'postgres' ? os.userInfo() : postgresIds();
  fs.chownSync(dir, uid, gid);
  return dir;
}

/** Starts the server of `data` on a free port, its socket and log in `dir`. */
async function serverIn(dir: string, data: string): Promise<OwnPostgres & { query: QueryOn }> {
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const start = async () => void (await ctl('start', '-w', '-t', '60', '-o', options));
  await start();
  const query: QueryOn = async <T>(text: string, params?: unknown[], database = 'fanlens') => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/${database}` });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fanlens`,
    stop: async (mode) => void (await ctl('stop', '-m', mode, '-w')),
    start,
    restart: async () => void (await ctl('restart', '-m', 'fast', '-w', '-t', '60', '-o', options)),
    query,
    async remove() {
      if (removed) return;
      removed = true;
      await ctl('stop', '-m', 'immediate', '-w').catch(() => undefined); // Already stopped.
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type QueryOn = <T = Record<string, unknown>>(text: string, params?: unknown[], database?: string) => Promise<T[]>;

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
