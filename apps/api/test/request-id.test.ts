import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { freePort } from './helpers/free-port';

/**
 * Request ids (lib/request-id.ts): a sane incoming X-Request-Id is kept, anything else replaced by
 * a new one (the process's random prefix and its count); the id comes back in the X-Request-Id header (fast-path answers too), in `reqId` of
 * every log line of the request (one line per request), and in the body of a 5xx answer.
 */
const NEW_ID = /^[0-9a-f]{12}-[0-9a-z]+$/;

interface LogLine {
  reqId?: string;
  msg: string;
  status?: number;
  url?: string;
}

let t: TestApp;
let app: FastifyInstance;
let base: string;
const lines: string[] = [];
const logged = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
const linesOf = (id: string) => logged().filter((line) => line.reqId === id);

beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_MB: '8' });
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    database: t.database,
    logStream: { write: (line) => void lines.push(line) },
  });
  // A route that fails as a bug would: the error handler's 500.
  app.get('/api/test-failure', async () => {
    throw new Error('a bug');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe('request ids', () => {
  it('keeps a sane incoming X-Request-Id: in the answer and in one log line of the request', async () => {
    for (const id of ['3f1c9a2e-balancer-01', 'AF1E_0A0B:1F90_6734.0001', 'trace/abc+def=']) {
      const res = await get('/api/health', { 'x-request-id': id });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(id);
      const mine = linesOf(id);
      expect(mine, id).toHaveLength(1);
      expect(mine[0]).toMatchObject({ msg: 'request', status: 200, url: '/api/health' });
    }
    expect(logged().map((line) => line.msg)).not.toContain('incoming request');
    expect(logged().map((line) => line.msg)).not.toContain('request completed');
  });

  it('replaces an unusable one (too long, spaces, quotes, line breaks, empty) with a new id', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'a"b', 'a\tb', '<script>', '']) {
      const res = await get('/api/health', { 'x-request-id': bad });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id, JSON.stringify(bad)).toMatch(NEW_ID);
      expect(linesOf(id)).toHaveLength(1);
      expect(lines.join('')).not.toContain(bad || '"reqId":""');
    }
  });

  it('makes a new id for each request without one', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await get('/api/health')).headers.get('x-request-id')));
    for (const id of ids) expect(id).toMatch(NEW_ID);
    expect(new Set(ids).size).toBe(3);
  });

  it('names the request in a 500 answer, its header and its error log line', async () => {
    const res = await get('/api/test-failure', { 'x-request-id': 'failing-1' });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('failing-1');
    expect(await res.json()).toEqual({
      statusCode: 500,
      code: 'internal',
      message: 'Something went wrong',
      requestId: 'failing-1',
    });
    expect(linesOf('failing-1').map((line) => line.msg)).toEqual(['request failed', 'request']);
  });

  it('leaves it out of 4xx answers, which name their field instead', async () => {
    const res = await get('/api/creators?limit=abc', { 'x-request-id': 'bad-input-1' });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe('bad-input-1');
    expect(await res.json()).not.toHaveProperty('requestId');
    expect(await (await get('/api/nowhere', { 'x-request-id': 'lost-1' })).json()).not.toHaveProperty('requestId');
  });

  it("gives each fast-path answer its own request's id, never the id of the answer it replays", async () => {
    const creator = await buildCreator(t.database, { username: 'rid_fern' });
    const path = `/api/creators/details/${creator.username}`;
    const first = await get(path, { 'x-request-id': 'first-read' });
    expect(first.headers.get('x-request-id')).toBe('first-read');
    const before = app.fastPath.stats().hits;
    const second = await get(path, { 'x-request-id': 'second-read' });
    const third = await get(path);
    const fourth = await get(path, { 'x-request-id': 'bad id' });
    expect(app.fastPath.stats().hits).toBe(before + 3);
    expect(second.headers.get('x-request-id')).toBe('second-read');
    expect(third.headers.get('x-request-id')).toMatch(NEW_ID);
    expect(fourth.headers.get('x-request-id')).toMatch(NEW_ID);
    expect(await second.text()).toBe(await first.text());
  });
});

describe('a 503 while the database is out of reach', () => {
  let down: Database;
  let outage: TestApp;
  beforeAll(async () => {
    down = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/fanlens` });
    outage = await buildTestApp({}, { database: down });
  });
  afterAll(async () => {
    await outage?.close();
    await down?.close();
  });

  it('carries the request id in its body, as in its header', async () => {
    const res = await outage.app.inject({ url: '/api/creators?limit=5', headers: { 'x-request-id': 'outage-7' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-request-id']).toBe('outage-7');
    expect(res.json()).toMatchObject({ statusCode: 503, code: 'unavailable', requestId: 'outage-7' });
    const generated = await outage.app.inject({ url: '/api/creators?limit=5' });
    expect(generated.json().requestId).toMatch(NEW_ID);
    expect(generated.json().requestId).toBe(generated.headers['x-request-id']);
  });
});
