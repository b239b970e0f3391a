import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../helpers/server-process';
import { prometheusInstalled, startOwnPrometheus, type OwnPrometheus } from './own-prometheus';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';

/**
 * The alert rules of docs/ops/alerts.yml on a real Prometheus that scrapes FanLens's /metrics every
 * second: jobs that nobody runs (a server with its job runner off) make FanLensJobsWaiting fire, and
 * PostgreSQL stopped makes FanLensDatabaseDown fire while /metrics keeps answering. The rules are the
 * file's, with their waits (`for`) and the jobs' age threshold shortened to the test's seconds.
 * Runs in `test:fault` (CI's PostgreSQL pass) when Debian's prometheus is installed.
 */
const wanted = (Boolean(process.env.DATABASE_URL) || process.env.FAULT_TEST === '1') && prometheusInstalled();
const TOKEN = 'prometheus-fault-test-token-0123';
const RULES = fileURLToPath(new URL('../../../../docs/ops/alerts.yml', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rule file with every `for:` at 2 s and the jobs' waiting threshold at 5 s. */
function shortened(rules: string): string {
  const out = rules.replace(/for: \d+[smh]/g, 'for: 2s');
  const jobs = out.replace(/(fanlens_jobs_oldest_age_seconds\{state="queued"\}\)) > \d+/, '$1 > 5');
  if (jobs === out) throw new Error('the jobs-waiting rule of alerts.yml changed: update this test');
  return jobs;
}

describe.skipIf(!wanted)('the alert rules on a real Prometheus, through an outage', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-alerts-'));
  let postgres: OwnPostgres;
  let server: ServerProcess;
  let prometheus: OwnPrometheus;

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    server = await startServer({
      DATABASE_URL: postgres.url,
      SEED_CREATORS: '0',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      METRICS_TOKEN: TOKEN,
      // Nobody takes jobs: what is queued waits.
      JOBS_POLL_MS: '0',
      JWT_SECRET: 'alerts-fault-test-secret-alerts-fault-test',
    });
    prometheus = await startOwnPrometheus({
      target: new URL(server.url).host,
      token: TOKEN,
      rules: shortened(fs.readFileSync(RULES, 'utf8')),
    });
  }, 300_000);

  afterAll(async () => {
    await prometheus?.remove();
    await server?.stop();
    await postgres?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const firesWithin = async (name: string, seconds: number) => {
    const deadline = Date.now() + seconds * 1000;
    while (Date.now() < deadline) {
      if ((await prometheus.firing()).includes(name)) return true;
      await sleep(500);
    }
    return false;
  };

  it('fires FanLensJobsWaiting when queued mails are not taken', async () => {
    expect(await prometheus.firing()).toEqual([]);
    const res = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'waiting@example.test', password: 'alerts-test-9' }),
    });
    expect(res.status).toBe(200);
    expect(await firesWithin('FanLensJobsWaiting', 30)).toBe(true);
  }, 60_000);

  it('fires FanLensDatabaseDown while PostgreSQL is stopped, /metrics answering all along', async () => {
    expect(await prometheus.firing()).not.toContain('FanLensDatabaseDown');
    await postgres.stop('immediate');
    try {
      // Queries fail, the pool marks the database down, the gauge says 0.
      for (let i = 0; i < 3; i += 1) await fetch(`${server.url}/api/categories`).catch(() => undefined);
      expect(await firesWithin('FanLensDatabaseDown', 30)).toBe(true);
      const scrape = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('fanlens_database_up 0');
    } finally {
      await postgres.start();
    }
  }, 90_000);
});
