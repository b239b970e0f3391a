import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from './helpers/database';
import { startServer, type ServerProcess } from './helpers/server-process';

/**
 * Two server processes with separate DATA_DIRs on one PostgreSQL database and one Redis: what one
 * stores or writes, the other serves at once. Runs when DATABASE_URL and REDIS_URL are set.
 */
const serverUrl = process.env.DATABASE_URL;
const METRICS_TOKEN = 'two-instances-metrics-token-0123';
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!serverUrl || !redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-instance-')));
  let database: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  const legacy = { key: 'avatars/legacy-upload.webp', bytes: Buffer.alloc(0) };

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl!);
    legacy.bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    // A file an older version kept on disk: moved into the database on start-up.
    fs.mkdirSync(path.join(dirs[0], 'uploads', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dirs[0], 'uploads', legacy.key), legacy.bytes);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: `fanlens:test:${randomBytes(6).toString('hex')}:`,
      JWT_SECRET: 'two-instances-secret-two-instances-secret',
      RATE_LIMIT_MULTIPLIER: '100',
      WEB_DIST: path.join(dirs[0], 'no-web'),
      METRICS_TOKEN: METRICS_TOKEN,
    };
    // One of them runs two worker processes (WEB_CONCURRENCY): the same sharing holds between them.
    a = await startServer({ ...env, DATA_DIR: dirs[0], SEED_CREATORS: '20', WEB_CONCURRENCY: '2' });
    b = await startServer({ ...env, DATA_DIR: dirs[1] });
  }, 240_000);

  afterAll(async () => {
    expect(await b?.stop()).toBe(0);
    expect(await a?.stop()).toBe(0);
    expect(a.output()).toMatch(/"workers":2[,}].*started worker processes/);
    expect(a.output().match(/shut down cleanly/g)).toHaveLength(3);
    await database?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const json = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, init);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };

  async function register(instance: ServerProcess) {
    const email = `fan-${randomBytes(4).toString('hex')}@example.test`;
    const res = await json(`${instance.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'two-instances-9', name: 'Instance Fan' }),
    });
    expect(res.status).toBe(200);
    return { authorization: `Bearer ${res.body.accessToken}` };
  }

  it("answers /metrics for all of an instance's workers: counters summed, whichever worker is scraped", async () => {
    const scrape = async () => {
      // A new connection each time, so the cluster hands the scrapes to either worker.
      const res = await fetch(`${a.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}`, connection: 'close' },
      });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('fanlens_http_requests_total{') &&
            row.includes('route="/api/creators/trends"') &&
            row.includes('status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await scrape();
    for (let i = 0; i < 12; i += 1) {
      const res = await fetch(`${a.url}/api/creators/trends`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    const totals = [await scrape(), await scrape(), await scrape(), await scrape()];
    expect(totals).toEqual([before + 12, before + 12, before + 12, before + 12]);
  });

  it('serves through one an avatar uploaded through the other, and a file moved from disk', async () => {
    const headers = await register(a);
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa3366' } })
      .png()
      .toBuffer();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const updated = await json(`${a.url}/api/users/my`, { method: 'PATCH', headers, body: form });
    expect(updated.status).toBe(200);

    const served = await fetch(`${b.url}${updated.body.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const etag = served.headers.get('etag')!;
    const again = await fetch(`${a.url}${updated.body.avatarUrl}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const moved = await fetch(`${b.url}/uploads/${legacy.key}`);
    expect(moved.status).toBe(200);
    expect(Buffer.from(await moved.arrayBuffer()).equals(legacy.bytes)).toBe(true);
    expect(fs.existsSync(path.join(dirs[0], 'uploads', legacy.key))).toBe(false);
    expect((await fetch(`${b.url}/uploads/avatars/none.webp`)).status).toBe(404);
  });

  it('refuses on every worker of one a session ended through the other, as soon as the end answers', async () => {
    const email = `devices-${randomBytes(4).toString('hex')}@example.test`;
    const password = 'two-instances-9';
    const signUp = await json(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const ended = { authorization: `Bearer ${signUp.body.accessToken}` };
    const signIn = await json(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const here = { authorization: `Bearer ${signIn.body.accessToken}` };
    const sessions = (await json(`${b.url}/api/users/my/sessions`, { headers: here })).body.results;
    const other = sessions.find((session: { current: boolean }) => !session.current);
    // Instance a runs two workers: a few requests reach both.
    for (let i = 0; i < 4; i += 1) expect((await json(`${a.url}/api/users/my`, { headers: ended })).status).toBe(200);

    const res = await json(`${b.url}/api/users/my/sessions/${other.id}`, { method: 'DELETE', headers: here });
    expect(res).toEqual({ status: 200, body: { ended: 1 } });
    for (let i = 0; i < 4; i += 1) {
      expect((await json(`${a.url}/api/users/my/sessions`, { headers: ended })).status).toBe(401);
    }
    expect((await json(`${a.url}/api/users/my`, { headers: here })).status).toBe(200);
  });

  it('reads through one a review written through the other at once', async () => {
    const list = await json(`${b.url}/api/creators?sort=rated&limit=1`);
    const creator = list.body.results[0];
    const detailsUrl = `/api/creators/details/${creator.id}`;
    const before = (await json(`${b.url}${detailsUrl}`)).body.reviewsStatistic.reviewCount;
    const reviewsUrl = `/api/reviews/creator/${creator.username}`;
    await json(`${b.url}${reviewsUrl}`);

    const headers = await register(a);
    const created = await json(`${a.url}/api/reviews`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        creatorId: creator.id,
        rating: 5,
        comment: 'Written on one instance, read on the other.',
      }),
    });
    expect(created.status).toBe(201);
    expect((await json(`${b.url}${detailsUrl}`)).body.reviewsStatistic.reviewCount).toBe(before + 1);
    expect((await json(`${b.url}${reviewsUrl}`)).body.results.map((r: { id: number }) => r.id)).toContain(
      created.body.id,
    );
    const mine = await json(`${b.url}${detailsUrl}`, { headers });
    expect(mine.body.reviewed).toBe(true);
  });
});
