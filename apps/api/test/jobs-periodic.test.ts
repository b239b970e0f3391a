import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './helpers/database';
import { startServer, type ServerProcess } from './helpers/server-process';

/**
 * A periodic job of the queue (the price-alert round, every second here) with two instances of two
 * worker processes each on one PostgreSQL and one Redis: it runs once per period for the whole
 * cluster, never twice at once, whichever process runs it. Runs when DATABASE_URL and REDIS_URL are set.
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface Run {
  pid: number;
  startedAt: number;
  tookMs: number;
}

/** The rounds a server's log says it ran (the queue logs each job it finished at debug level). */
function roundsIn(output: string): Run[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; kind?: string; pid: number; startedAt: number; tookMs: number })
    .filter((line) => line.msg === 'job done' && line.kind === 'round.price-alerts')
    .map(({ pid, startedAt, tookMs }) => ({ pid, startedAt, tookMs }));
}

describe.skipIf(!serverUrl || !redisUrl)('periodic jobs with two instances of two workers', () => {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-periodic-')));
  let database: { url: string; drop(): Promise<void> } | null = null;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the round once per period for the cluster, never two at once', async () => {
    database = await createServerDatabase(serverUrl!);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `fanlens-periodic-${process.pid}:`,
      SEED_CREATORS: '0',
      JWT_SECRET: 'periodic-test-secret-periodic-test-1234',
      WEB_CONCURRENCY: '2',
      ALERT_ROUND_SECONDS: '1',
      JOBS_POLL_MS: '100',
      LOG_LEVEL: 'debug',
    };
    servers.push(await startServer({ ...env, DATA_DIR: dirs[0] }));
    servers.push(await startServer({ ...env, DATA_DIR: dirs[1] }));
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const to = Date.now();
    for (const server of servers) expect(await server.stop()).toBe(0);

    const runs = servers
      .flatMap((server) => roundsIn(server.output()))
      .filter((run) => run.startedAt >= from && run.startedAt + run.tookMs <= to)
      .sort((a, b) => a.startedAt - b.startedAt);
    const seconds = (to - from) / 1000;
    // One period is a second after the last run ended: at most one run a second, for all four workers.
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(seconds / 2));
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds));
    for (let i = 1; i < runs.length; i += 1) {
      const previousEnd = runs[i - 1].startedAt + runs[i - 1].tookMs;
      expect(runs[i].startedAt, `run ${i} began before run ${i - 1} ended`).toBeGreaterThanOrEqual(previousEnd);
      expect(runs[i].startedAt - previousEnd).toBeGreaterThanOrEqual(900);
    }
    // Every worker of both instances competes for it; more than one process takes turns.
    expect(new Set(runs.map((run) => run.pid)).size).toBeGreaterThan(1);
  }, 180_000);
});
