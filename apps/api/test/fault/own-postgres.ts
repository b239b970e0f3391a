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
  const [file, fileArgs] =
    os.userInfo().username === 'postgres'
      ? [full, args]
      : process.getuid?.() === 0
        ? ['runuser', ['-u', 'postgres', '--', full, ...args]]
        : [null, []];
  if (!file) throw new Error('the fault test starts PostgreSQL as the postgres user: run it as root or postgres');
  return new Promise((resolve, reject) =>
    execFile(file, fileArgs, { encoding: 'utf8' }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${stderr || error.message}`)) : resolve(stdout),
    ),
  );
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-fault-pg-'));
  const { uid, gid } = os.userInfo().username === 'postgres' ? os.userInfo() : postgresIds();
  fs.chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  const port = await freePort();
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
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const start = async () => void (await ctl('start', '-w', '-t', '60', '-o', options));
  await start();
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async <T>(text: string, params?: unknown[], url = `postgres://postgres@127.0.0.1:${port}/fanlens`) => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  await query('create database fanlens', [], admin);
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fanlens`,
    stop: async (mode) => void (await ctl('stop', '-m', mode, '-w')),
    start,
    restart: async () => void (await ctl('restart', '-m', 'fast', '-w', '-t', '60', '-o', options)),
    query: (text, params) => query(text, params),
    async remove() {
      if (removed) return;
      removed = true;
      await ctl('stop', '-m', 'immediate', '-w').catch(() => undefined); // Already stopped.
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}
