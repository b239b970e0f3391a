import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_LIMIT } from '../src/lib/rate-limits';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/**
 * The fast path (lib/read-cache/fast-path.ts): a guest's repeated read is answered before routing
 * with exactly what Fastify answered, still counts a page view and the read limit, and never
 * serves a signed-in viewer or a conditional request. (Freshness after writes, through the fast
 * path, is read-cache-freshness.test.ts.)
 */
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' };

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_MB: '8', RATE_LIMIT_MULTIPLIER: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const hits = () => t.app.fastPath.stats().hits;

async function read(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers: { ...BROWSER, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  // The date and the request's id belong to each answer (request-id.test.ts checks the id).
  const sent = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
  return { status: res.status, headers: sent, body };
}

/** Raw bytes as sent (fetch would decompress them). */
async function readRaw(path: string, acceptEncoding: string) {
  const http = await import('node:http');
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { ...BROWSER, 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('fast path of hot reads', () => {
  it('answers a repeated guest read with the bytes and headers Fastify sent', async () => {
    const creator = await buildCreator(t.database, { username: 'fast_fern', bio: 'Long bio. '.repeat(150) });
    const path = `/api/creators/details/${creator.username}`;
    const first = await read(path, { 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    const before = hits();
    const second = await read(path, { 'accept-encoding': 'identity' });
    expect(hits()).toBe(before + 1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toEqual(first.headers);
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
    expect(second.headers.etag).toBeTruthy();
  });

  it('sends brotli or gzip copies of the same answer, as Fastify negotiates them', async () => {
    const creator = await buildCreator(t.database, { username: 'fast_zip', bio: 'Compressible words. '.repeat(120) });
    const path = `/api/creators/details/${creator.username}`;
    const plain = await read(path, { 'accept-encoding': 'identity' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const byFastify = await readRaw(`${path}?`, 'gzip, deflate, br');
    const before = hits();
    const br = await readRaw(path, 'gzip, deflate, br');
    const gzip = await readRaw(path, 'gzip');
    expect(hits()).toBe(before + 2);
    expect(br.headers['content-encoding']).toBe(byFastify.headers['content-encoding']);
    expect(br.headers.vary).toBe(byFastify.headers.vary);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Weighted preferences are left to Fastify's negotiation.
    const weighted = hits();
    await readRaw(path, 'gzip;q=1.0, br;q=0.5');
    expect(hits()).toBe(weighted);
  });

  it('counts a page view on every read it answers', async () => {
    const creator = await buildCreator(t.database, { username: 'fast_views' });
    const path = `/api/creators/details/${creator.username}`;
    for (let i = 0; i < 3; i += 1) expect((await read(path)).status).toBe(200);
    await t.app.services.analytics.flush();
    const [row] = await t.database.query<{ views: number }>(
      'select views from creator_daily_stats where creator_id = $1',
      [creator.id],
    );
    expect(row?.views).toBe(3);
  });

  it("answers a guest's repeated list, search and deep page, counting impressions and the search on each", async () => {
    const creators = [];
    for (let i = 0; i < 3; i += 1) {
      creators.push(await buildCreator(t.database, { username: `fast_list_${i}`, tags: ['quokkafast'] }));
    }
    const search = '/api/creators?search=quokkafast&sort=liked';
    const deep = '/api/creators?search=quokkafast&sort=liked&offset=2&limit=1';
    const first = await read(search);
    expect(JSON.parse(first.body.toString()).count).toBe(3);
    const firstDeep = await read(deep);
    const before = hits();
    const second = await read(search);
    const secondDeep = await read(deep);
    expect(hits()).toBe(before + 2);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers).toEqual(first.headers);
    expect(secondDeep.body.equals(firstDeep.body)).toBe(true);

    await t.app.services.analytics.flush();
    const impressions = await t.database.query<{ id: number; impressions: number }>(
      'select creator_id as id, impressions from creator_daily_stats where creator_id = any($1::int[]) order by 1',
      [creators.map((creator) => creator.id)],
    );
    // Each creator shown twice on the first page; the deep page (one creator) twice more.
    const deepId = JSON.parse(firstDeep.body.toString()).results[0].id as number;
    expect(impressions).toEqual(creators.map(({ id }) => ({ id, impressions: id === deepId ? 4 : 2 })));
    // A first page searched counts once per visitor and day, fast or not.
    await t.app.services.searches.flush();
    const counted = await t.database.query<{ count: number }>(
      `select count from search_queries where term = 'quokkafast'`,
    );
    expect(counted).toEqual([{ count: 1 }]);
  });

  it('gives a signed-in viewer the list with their own flags, never from the fast path', async () => {
    const creator = await buildCreator(t.database, { username: 'fast_fav', tags: ['wombatfast'] });
    const fan = await buildUser(t.database);
    const auth = await authAs(t.app, fan.id);
    const favorite = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: auth,
      payload: { creatorId: creator.id },
    });
    expect(favorite.statusCode).toBeLessThan(300);
    const path = '/api/creators?search=wombatfast';
    await read(path);
    await read(path);
    const before = hits();
    const signedIn = JSON.parse((await read(path, auth)).body.toString());
    expect(signedIn.results[0].favorite).toBe(true);
    expect(hits()).toBe(before);
    expect(JSON.parse((await read(path)).body.toString()).results[0].favorite).toBe(false);
    expect(hits()).toBe(before + 1);
  });

  it('leaves signed-in viewers and conditional requests to Fastify', async () => {
    const creator = await buildCreator(t.database, { username: 'fast_flags' });
    const fan = await buildUser(t.database);
    await buildReview(t.database, { creatorId: creator.id, userId: fan.id });
    const path = `/api/creators/details/${creator.username}`;
    const guest = await read(path);
    await read(path);
    const before = hits();
    const signedIn = await read(path, await authAs(t.app, fan.id));
    expect(JSON.parse(signedIn.body.toString()).reviewed).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    const revalidated = await read(path, { 'if-none-match': String(guest.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(hits()).toBe(before);
  });

  it('keeps the per-IP read limit: past it, Fastify answers 429', async () => {
    // A route no other test of this file reads: its count starts here. Searches counted by the
    // tests above are written first, so that no trends invalidation falls inside the loop.
    await t.app.services.searches.flush();
    const path = '/api/creators/trends';
    const before = hits();
    const statuses: number[] = [];
    for (let i = 0; i < READ_LIMIT.max + 1; i += 1) statuses.push((await read(path)).status);
    expect(statuses.slice(0, READ_LIMIT.max).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(hits() - before).toBe(READ_LIMIT.max - 1);
  });
});
