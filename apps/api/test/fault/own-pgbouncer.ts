import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../helpers/free-port';
import { ownDirectory, runAsPostgres } from './own-postgres';

/** Whether Debian's `pgbouncer` is installed (CI installs it: .ci/run). */
export function pgbouncerInstalled(): boolean {
  try {
    execFileSync('pgbouncer', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface OwnPgBouncer {
  /** The `fanlens` database through the pooler. */
  url: string;
  /** Its configuration, as the example of docs/operations.md ("A connection pooler") has it. */
  config: string;
  remove(): Promise<void>;
}

/**
 * The PgBouncer of docs/operations.md in front of `server` (a PostgreSQL of startOwnPostgres): transaction
 * pooling, the clients' startup `options` ignored (FanLens's settings are the database's defaults
 * for its role), queries waiting at most 4 s for a server, at most `serverConnections` connections
 * to PostgreSQL. Run as the postgres user
 * (PgBouncer refuses root), on a free port, in a directory of its own.
 */
export async function startOwnPgBouncer(server: string, serverConnections = 8): Promise<OwnPgBouncer> {
  const dir = ownDirectory('fanlens-fault-pgbouncer-');
  const port = await freePort();
  const target = new URL(server);
  const config = [
    '[databases]',
    `fanlens = host=${target.hostname} port=${target.port} dbname=${target.pathname.slice(1)}`,
    '[pgbouncer]',
    `listen_addr = 127.0.0.1`,
    `listen_port = ${port}`,
    `unix_socket_dir = ${dir}`,
    'auth_type = trust',
    `auth_file = ${path.join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'ignore_startup_parameters = options,extra_float_digits',
    'max_client_conn = 500',
    `default_pool_size = ${serverConnections}`,
    'server_reset_query =',
    // A query waits this long for a server connection (PostgreSQL restarting): then the client gets
    // an error (08P01), which FanLens answers 503, within the 10 s a call of the web app has.
    'query_wait_timeout = 4',
    'server_login_retry = 1',
    `logfile = ${path.join(dir, 'pgbouncer.log')}`,
    `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'pgbouncer.ini'), config);
  fs.writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  for (const file of ['pgbouncer.ini', 'userlist.txt']) {
    const { uid, gid } = fs.statSync(dir);
    fs.chownSync(path.join(dir, file), uid, gid);
  }
  await runAsPostgres('/usr/sbin/pgbouncer', ['-d', path.join(dir, 'pgbouncer.ini')]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/fanlens`,
    config,
    async remove() {
      const pid = Number(fs.readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim());
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
