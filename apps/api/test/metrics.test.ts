import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';

/** GET /metrics (lib/metrics): Prometheus's text format, behind METRICS_TOKEN. */
const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN, READ_CACHE_MB: '16', RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one sample (`name{labels}`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((pair) => line.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return 0;
}

describe('GET /metrics', () => {
  it('answers 404 without the token or with another one, and always while METRICS_TOKEN is unset', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('fanlens_');
    }
    const unset = await buildTestApp({}, { database: t.database });
    try {
      const res = await unset.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
    } finally {
      await unset.close();
    }
  });

  it('counts requests and their latency by route and status, fast-path answers included', async () => {
    const creator = await buildCreator(t.database);
    const route = { route: '/api/creators/details/:idOrUsername', method: 'GET', status: '200' };
    const before = await scrape();
    expect(before).toContain('# TYPE fanlens_http_request_duration_seconds histogram');
    const url = `/api/creators/details/${creator.username}`;
    // The first answer goes through Fastify; the fast path may answer the next ones (real HTTP only).
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/creators/details/no_such_creator_here' })).statusCode).toBe(404);
    const after = await scrape();
    expect(
      sample(after, 'fanlens_http_requests_total', route) - sample(before, 'fanlens_http_requests_total', route),
    ).toBe(3);
    expect(
      sample(after, 'fanlens_http_request_duration_seconds_count', route) -
        sample(before, 'fanlens_http_request_duration_seconds_count', route),
    ).toBe(3);
    // Cumulative buckets: all three within the last finite bound and +Inf, none above the count.
    const bucket = (text: string, le: string) =>
      sample(text, 'fanlens_http_request_duration_seconds_bucket', { ...route, le });
    expect(bucket(after, '+Inf') - bucket(before, '+Inf')).toBe(3);
    expect(bucket(after, '10') - bucket(before, '10')).toBe(3);
    expect(bucket(after, '0.0005')).toBeLessThanOrEqual(bucket(after, '10'));
    expect(sample(after, 'fanlens_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sample(after, 'fanlens_http_requests_total', { ...route, status: '404' })).toBeGreaterThanOrEqual(1);
    // Two of the three were read-cache hits.
    expect(
      sample(after, 'fanlens_read_cache_lookups_total', { result: 'hit' }) -
        sample(before, 'fanlens_read_cache_lookups_total', { result: 'hit' }),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts the fast path answers under their route, through a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    const route = { route: '/api/categories', method: 'GET', status: '200' };
    const before = sample(await scrape(), 'fanlens_http_requests_total', route);
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${base}/api/categories`)).status).toBe(200);
    expect(t.app.fastPath.stats().hits).toBeGreaterThanOrEqual(3);
    expect(sample(await scrape(), 'fanlens_http_requests_total', route) - before).toBe(5);
  });

  it('reports the job queue by kind and state, with the oldest waiting job', async () => {
    // Tests run no jobs in the background: the request's job stays queued.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'someone@example.test' },
    });
    expect(res.statusCode).toBe(200);
    const text = await scrape();
    const queued = text
      .split('\n')
      .filter((line) => line.startsWith('fanlens_jobs{') && line.includes('state="queued"'));
    expect(queued.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0)).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/fanlens_jobs_oldest_age_seconds\{kind="[a-z_.-]+",state="queued"\} \d+/);
  });

  it('reports the database, and mails sent', async () => {
    const text = await scrape();
    expect(sample(text, 'fanlens_database_up')).toBe(1);
    const sent = sample(text, 'fanlens_mails_total', { result: 'sent' });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } });
    await t.app.services.mailer.send({ to: 'someone@example.test', subject: 'Hello', text: 'A test mail' });
    expect(sample(await scrape(), 'fanlens_mails_total', { result: 'sent' })).toBe(sent + 1);
  });
});
