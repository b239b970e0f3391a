import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('server foundation', () => {
  it('answers the health check after asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      checks: { database: 'ok', redis: 'off' },
      // The job queue's e-mails given up after their tries (none here).
      jobs: { failed: 0, oldestFailedSeconds: null },
      // The refresher's backlog (an empty site: nothing to read again).
      refresh: { due: 0, overdue: 0, failing: 0 },
    });
  });

  it('reports 503 when the database does not answer', async () => {
    const original = t.database.query;
    t.database.query = async () => {
      throw new Error('connection lost');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'unavailable', redis: 'off' } });
    } finally {
      t.database.query = original;
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('publishes the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('describes the read limit (429) of public reads, category slugs in any case and the NSFW defaults', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/creators', '/api/reviews/recent', '/api/categories', '/api/creators/trends']) {
      expect(Object.keys(doc.paths[path].get.responses), path).toContain('429');
    }
    const parameter = (path: string, name: string) =>
      doc.paths[path].get.parameters.find((item: { name: string }) => item.name === name);
    expect(new RegExp(parameter('/api/creators', 'category').schema.pattern).test('Live-Music')).toBe(true);
    expect(parameter('/api/creators', 'nsfw').schema.default).toBe('true');
    expect(parameter('/api/categories', 'nsfw').schema.default).toBe('true');
    expect(parameter('/api/reviews/recent', 'nsfw').schema.default).toBe('false');
  });

  it('rejects bad input with a 400 naming the field, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/avatars/not-an-svg.png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'file' });
  });

  it('draws an initials avatar as SVG with escaped text', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${encodeURIComponent('<Ada> Lovelace')}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('>AL<');
    expect(res.body).not.toContain('<Ada>');
  });
});

describe('request bodies', () => {
  it('rejects malformed JSON with a 400 naming the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nope',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('answers over-long path parameters in the one error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${'a'.repeat(300)}.svg` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'file' });
  });
});
