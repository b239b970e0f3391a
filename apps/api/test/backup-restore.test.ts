import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { startSteadyLoad, type SteadyLoad } from './fault/steady-load';
import { createServerDatabase } from './helpers/database';
import { spawnServer, type ServerProcess } from './helpers/server-process';

/**
 * `npm run db:backup` under a steady write load, `npm run db:restore` into a fresh database, and a
 * server started on it: every review acknowledged before the backup began is there, and nothing
 * is half written (each creator's counted reviews match its statistics, updated in the review's
 * own transaction). On the embedded database (the backup asked of the running server through its
 * socket), or on the PostgreSQL server when DATABASE_URL is set (pg_dump / pg_restore): CI's two
 * passes run one each.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-backup-'));
const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

/** `npm run <script>` as an operator runs it (run-command.mjs), over a clean environment plus `env`. */
function operatorCommand(command: string, args: string[], env: Record<string, string>) {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'DATA_DIR']) delete base[name];
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['apps/api/run-command.mjs', command, ...args],
      { cwd: root, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

interface Site {
  /** What the server and the commands are given to reach this database. */
  env: Record<string, string>;
  /** Reads the database once no server has it open. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

async function newSite(name: string): Promise<Site> {
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl);
    cleanups.push(database.drop);
    const query = async <T>(text: string, params: unknown[] = []) => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(text, params)).rows as T[];
      } finally {
        await client.end();
      }
    };
    return { env: { DATABASE_URL: database.url, DATA_DIR: path.join(work, name) }, query };
  }
  const dataDir = path.join(work, name);
  const query = async <T>(text: string, params: unknown[] = []) => {
    const database = await openDatabase({ dataDir });
    try {
      return await database.query<T>(text, params);
    } finally {
      await database.close();
    }
  };
  return { env: { DATA_DIR: dataDir }, query };
}

async function start(site: Site, seed: boolean): Promise<ServerProcess> {
  const server = await spawnServer({
    ...site.env,
    SEED_CREATORS: seed ? '24' : '0',
    JWT_SECRET: 'backup-test-secret-backup-test-secret-1',
    WEB_DIST: path.join(work, 'no-web'),
    RATE_LIMIT_MULTIPLIER: '100',
    LOG_LEVEL: 'warn',
  });
  await server.healthy(120_000);
  cleanups.push(async () => void (await server.stop()));
  return server;
}

const until = async (done: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe(`backups of the ${serverUrl ? 'PostgreSQL server' : 'embedded database'}`, () => {
  it('backs up under a steady write load; the restore holds every review acknowledged before, nothing half written', async () => {
    const original = await newSite('original');
    const server = await start(original, true);
    const list = (await (await fetch(`${server.url}/api/creators?limit=24`)).json()) as {
      results: { id: number; username: string }[];
    };
    const load: SteadyLoad = startSteadyLoad(server.url, {
      readers: 1,
      writers: 3,
      creators: list.results,
      reviewsPerAccount: 6,
    });
    let backup: { code: number; output: string };
    let before: Map<number, { userId: number; creatorId: number }>;
    let afterBackup: number;
    const file = path.join(work, serverUrl ? 'fanlens.dump' : 'fanlens-db.tar.gz');
    try {
      await until(() => load.acknowledged.size >= 12, 60_000);
      before = new Map(load.acknowledged);
      backup = await operatorCommand('db-backup', [file], original.env);
      afterBackup = load.acknowledged.size;
      // The writes went on while the backup ran, and after it.
      await until(() => load.acknowledged.size >= afterBackup + 3, 30_000);
    } finally {
      await load.stop();
    }
    expect(backup.code, backup.output).toBe(0);
    if (!serverUrl) expect(backup.output).toContain('from the running server');
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    // Reviews were acknowledged while the backup ran.
    expect(afterBackup!).toBeGreaterThan(before!.size);

    // Never while a server runs on the database.
    const busy = await operatorCommand('db-restore', [file, '--force'], original.env);
    expect(busy.code).toBe(1);
    expect(busy.output).toMatch(/in use by process|FanLens server is connected/);
    expect(await server.stop()).toBe(0);

    const restored = await newSite('restored');
    const restore = await operatorCommand('db-restore', [file], restored.env);
    expect(restore.code, restore.output).toBe(0);
    // Not over a database that holds data, unless told.
    const again = await operatorCommand('db-restore', [file], restored.env);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already (holds a database|has \d+ tables)/);

    const second = await start(restored, false);
    const details = await fetch(`${second.url}/api/creators/details/${list.results[0].id}`);
    expect(details.status).toBe(200);
    expect(await second.stop()).toBe(0);

    const ids = [...before.keys()];
    const rows = await restored.query<{ id: number; user_id: number; creator_id: number }>(
      'select id, user_id, creator_id from reviews where id = any($1::int[])',
      [ids],
    );
    expect(rows.length).toBe(ids.length);
    for (const row of rows) expect(before.get(row.id)).toEqual({ userId: row.user_id, creatorId: row.creator_id });
    // Each creator's statistics count exactly its counted reviews (neither held nor hidden).
    const mismatched = await restored.query<{ id: number }>(
      `select c.id from creators c
         left join (select creator_id, count(*)::int as n, sum(rating)::int as s from reviews
                     where hidden_at is null and held_at is null group by creator_id) r on r.creator_id = c.id
        where c.review_count <> coalesce(r.n, 0) or c.rating_sum <> coalesce(r.s, 0)`,
    );
    expect(mismatched).toEqual([]);
    const [{ total }] = await restored.query<{ total: number }>('select count(*)::int as total from reviews');
    const [{ original: had }] = await original.query<{ original: number }>(
      'select count(*)::int as original from reviews',
    );
    expect(total).toBeLessThan(had); // the reviews acknowledged after the backup are not in it
  }, 300_000);
});
