import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBus } from '../src/lib/read-cache/invalidation-bus';
import { createReadCache } from '../src/lib/read-cache/read-cache';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_MB: '0.05', RATE_LIMIT_MULTIPLIER: '100' });
  for (let i = 0; i < 12; i += 1) await buildCreator(t.database, { tags: ['floodtag'] });
});
afterAll(async () => t?.close());

describe('read cache bounds', () => {
  it('stays within its byte bound under a flood of distinct URLs, and keeps serving them', async () => {
    const { maxBytes } = t.app.services.readCache.stats();
    expect(maxBytes).toBe(Math.round(0.05 * 1024 * 1024));
    for (let offset = 0; offset < 300; offset += 1) {
      const res = await t.app.inject({
        url: `/api/creators?search=floodtag&limit=${1 + (offset % 12)}&offset=${offset}`,
      });
      expect(res.statusCode).toBe(200);
      expect(t.app.services.readCache.stats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries, bytes } = t.app.services.readCache.stats();
    expect(entries).toBeGreaterThan(5);
    expect(bytes).toBeGreaterThan(maxBytes / 2);
  });

  it('keeps the fast path within its share of the bound under a flood of distinct addresses', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const creators = await t.database.query<{ username: string }>('select username from creators');
    const fastBound = Math.round(t.app.services.readCache.stats().maxBytes / 4);
    for (let round = 0; round < 3; round += 1) {
      for (const { username } of creators) {
        // Distinct addresses of one answer each (the same page by differently cased usernames).
        const url = `${base}/api/creators/details/${round % 2 ? username.toUpperCase() : username}?r=${round}`;
        for (let i = 0; i < 2; i += 1) expect((await fetch(url)).status).toBe(200);
        expect(t.app.fastPath.stats().bytes).toBeLessThanOrEqual(fastBound);
      }
    }
    expect(t.app.fastPath.stats().entries).toBeGreaterThan(0);
  });

  it('does not keep an answer whose computation overlapped an invalidation of its tags', async () => {
    const cache = createReadCache({ maxBytes: 1024 * 1024, bus: createLocalBus() });
    let version = 1;
    let release: () => void = () => undefined;
    const slow = cache.get('k', async () => {
      const read = version;
      await new Promise<void>((resolve) => (release = resolve));
      return { body: JSON.stringify({ version: read }), tags: ['t'] };
    });
    await new Promise((resolve) => setImmediate(resolve));
    version = 2;
    await cache.invalidate(['t']);
    // A read after the invalidation does not join the computation that started before it.
    const fresh = cache.get('k', async () => ({ body: JSON.stringify({ version }), tags: ['t'] }));
    release();
    expect(JSON.parse((await slow).body.toString())).toEqual({ version: 1 });
    expect(JSON.parse((await fresh).body.toString())).toEqual({ version: 2 });
    const again = await cache.get('k', async () => ({ body: JSON.stringify({ version: 3 }), tags: ['t'] }));
    expect(JSON.parse(again.body.toString())).toEqual({ version: 2 });
    await cache.invalidate(['other']);
    expect(cache.stats().entries).toBe(1);
    await cache.invalidate(['t']);
    expect(cache.stats().entries).toBe(0);
  });
});
