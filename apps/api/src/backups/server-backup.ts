import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client';

/**
 * libpq's environment for a connection URL, so that pg_dump and pg_restore get no password on
 * their command line (where `ps` shows it). The URL's `sslmode`, if any, goes along.
 */
function libpqEnvironment(databaseUrl: string): { env: NodeJS.ProcessEnv; database: string } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (name: string, value: string | null) => {
    if (value) env[name] = value;
  };
  set('PGHOST', url.searchParams.get('host') ?? decodeURIComponent(url.hostname).replace(/^\[|\]$/g, ''));
  set('PGPORT', url.port || url.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(url.username) || url.searchParams.get('user'));
  set('PGPASSWORD', decodeURIComponent(url.password) || url.searchParams.get('password'));
  set('PGSSLMODE', url.searchParams.get('sslmode'));
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.searchParams.get('dbname') || '';
  set('PGDATABASE', database);
  return { env, database };
}

/** Runs a PostgreSQL client program; its own messages go to this process's error output. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${program} is not installed: it comes with PostgreSQL's client (Debian: apt-get install postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/**
 * `pg_dump -Fc` of the DATABASE_URL database into `file`: one snapshot (a repeatable-read
 * transaction), so every transaction committed before it began is in it and none is half in it,
 * while FanLens goes on writing. Written beside `file`, then renamed.
 */
export async function backupServer(databaseUrl: string, file: string): Promise<void> {
  const { env } = libpqEnvironment(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], env);
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * `pg_restore` of a backupServer() file into the DATABASE_URL database (which must exist), in one
 * transaction (a failure leaves the database as it was). Refused while a FanLens server is
 * connected to it (its connections are named `fanlens`), and into a database that has tables
 * unless `force`, which drops what the backup holds before restoring it (`--clean`).
 */
export async function restoreServer(databaseUrl: string, file: string, options: { force: boolean }): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
  const { env, database } = libpqEnvironment(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ servers: number; tables: number }>(
      `select (select count(*)::int from pg_stat_activity
                where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()) as servers,
              (select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables`,
      [APPLICATION_NAME],
    );
    if (rows[0].servers > 0) {
      throw new Error(`A FanLens server is connected to ${database} (${rows[0].servers} connections): stop it first`);
    }
    if (rows[0].tables > 0 && !options.force) {
      throw new Error(
        `${database} already has ${rows[0].tables} tables: restore into an empty database, or add --force to replace what the backup holds`,
      );
    }
  } finally {
    await client.end();
  }
  const clean = options.force ? ['--clean', '--if-exists'] : [];
  await run(
    'pg_restore',
    [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      ...clean,
      `--dbname=${database}`,
      file,
    ],
    env,
  );
}
