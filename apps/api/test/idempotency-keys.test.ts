import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEYED_POSTS, haproxyRetryRules } from '../src/lib/idempotency';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';

let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp({
    RATE_LIMIT_MULTIPLIER: '100',
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    VERIFY_TIMEOUT_MS: '2000',
    PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface Operation {
  parameters?: { in: string; name: string }[];
}

const reviewBody = (creatorId: number, comment = 'Posts every day, worth the price.') => ({
  creatorId,
  rating: 4,
  comment,
});

async function send(url: string, headers: Record<string, string>, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

const count = async (sql: string, params: unknown[]) => (await t.database.query<{ n: number }>(sql, params))[0].n;

describe('Idempotency-Key on POST /reviews', () => {
  it('answers a retry with the first answer (not 409), writes once and spends one allowance', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    const key = randomUUID();
    const first = await send('/api/reviews', headers, reviewBody(creator.id), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await send('/api/reviews', headers, reviewBody(creator.id), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    expect(await count('select count(*)::int as n from reviews where user_id = $1', [user.id])).toBe(1);
    const [allowance] = await t.database.query<{ used: number }>(
      `select used from write_allowances where user_id = $1 and kind = 'reviews'`,
      [user.id],
    );
    expect(allowance.used).toBe(1);
    // Without the key, the same request is the second review it is.
    expect((await send('/api/reviews', headers, reviewBody(creator.id))).json()).toMatchObject({
      code: 'already_reviewed',
    });
  });

  it('lets one of two concurrent requests with one key write; both get its answer', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send('/api/reviews', headers, reviewBody(creator.id), key),
      send('/api/reviews', headers, reviewBody(creator.id), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await count('select count(*)::int as n from reviews where user_id = $1', [user.id])).toBe(1);
  });

  it('refuses the key with another request (422 naming the header) and keeps keys per account', async () => {
    const [user, other] = [await buildUser(t.database), await buildUser(t.database)];
    const [c1, c2] = [await buildCreator(t.database), await buildCreator(t.database)];
    const key = randomUUID();
    expect((await send('/api/reviews', await authAs(t.app, user.id), reviewBody(c1.id), key)).statusCode).toBe(201);
    const reused = await send('/api/reviews', await authAs(t.app, user.id), reviewBody(c2.id, 'Another text'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused', field: 'idempotency-key' });
    // Another account's same key is its own.
    const theirs = await send('/api/reviews', await authAs(t.app, other.id), reviewBody(c1.id), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('remembers only writes that committed: a refused one may be retried with its key', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const key = randomUUID();
    const missing = await send('/api/reviews', headers, reviewBody(999_999), key);
    expect(missing.statusCode).toBe(404);
    const creator = await buildCreator(t.database);
    await buildReview(t.database, { creatorId: creator.id, userId: user.id });
    const refused = await send('/api/reviews', headers, reviewBody(creator.id), randomUUID());
    expect(refused.json()).toMatchObject({ code: 'already_reviewed' });
    expect(await count('select count(*)::int as n from idempotency_keys where user_id = $1', [user.id])).toBe(0);
  });

  it('forgets a key after a day', async () => {
    const user = await buildUser(t.database);
    const [c1, c2] = [await buildCreator(t.database), await buildCreator(t.database)];
    const headers = await authAs(t.app, user.id);
    const key = randomUUID();
    expect((await send('/api/reviews', headers, reviewBody(c1.id), key)).statusCode).toBe(201);
    await t.database.query(`update idempotency_keys set created_at = now() - interval '25 hours' where key = $1`, [
      key,
    ]);
    const later = await send('/api/reviews', headers, reviewBody(c2.id, 'A later review, same key'), key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().creatorUsername).toBe(c2.username);
  });

  it.each([
    ['with a space', 'two words'],
    ['too long', 'k'.repeat(256)],
  ])('answers 400 naming the header for a key %s', async (_what, key) => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const res = await send('/api/reviews', await authAs(t.app, user.id), reviewBody(creator.id), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'idempotency-key' });
  });
});

describe('Idempotency-Key on the other creating writes', () => {
  it('POST /favorites: a retry is told 201 (added) again, not 200 (already there)', async () => {
    const user = await buildUser(t.database);
    const creator = await buildCreator(t.database);
    const headers = await authAs(t.app, user.id);
    const key = randomUUID();
    expect((await send('/api/favorites', headers, { creatorId: creator.id }, key)).statusCode).toBe(201);
    const retry = await send('/api/favorites', headers, { creatorId: creator.id }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await send('/api/favorites', headers, { creatorId: creator.id })).statusCode).toBe(200);
  });

  it('POST /reviews/{id}/reports: a retry gets the report, not 409 already_reported', async () => {
    const review = await buildReview(t.database);
    const reporter = await buildUser(t.database);
    const headers = await authAs(t.app, reporter.id);
    const key = randomUUID();
    const url = `/api/reviews/${review.id}/reports`;
    const first = await send(url, headers, { reason: 'spam' }, key);
    expect(first.statusCode).toBe(201);
    const retry = await send(url, headers, { reason: 'spam' }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await send(url, headers, { reason: 'spam' })).json()).toMatchObject({ code: 'already_reported' });
    expect(await count('select count(*)::int as n from review_reports where user_id = $1', [reporter.id])).toBe(1);
  });

  it('POST /verification: a retry gets the first answer, not 409 already_verified', async () => {
    const creator = await buildCreator(t.database, { platform: 'onlyfans' });
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const text = (await t.app.inject({ url: `/api/verification/text?username=${creator.username}`, headers })).json();
    fake.setHtmlBio(`/onlyfans/${creator.username}`, text.text);
    const key = randomUUID();
    const first = await send('/api/verification', headers, { username: creator.username }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, creator: { id: creator.id } });
    const retry = await send('/api/verification', headers, { username: creator.username }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(fake.requests).toEqual([`/onlyfans/${creator.username}`]);
    const again = await send('/api/verification', headers, { username: creator.username });
    expect(again.json()).not.toEqual(first.json());
  });

  it('are exactly the writes the README lets the balancer replay, and the only ones taking the header', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const keyed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'))
          keyed.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const declared = KEYED_POSTS.map((path) => `POST ${path.replace(/:(\w+)/g, '{$1}')}`);
    expect(keyed.sort()).toEqual([...declared].sort());
    const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const line of haproxyRetryRules()) expect(readme).toContain(`\n  ${line}\n`);
  });

  it('documents the header and the 503 in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/reviews', 'post'],
      ['/api/favorites', 'post'],
      ['/api/reviews/{id}/reports', 'post'],
      ['/api/verification', 'post'],
    ]) {
      const operation = doc.paths[path][method];
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
      expect(operation.responses['503'].headers['Retry-After']).toBeDefined();
    }
    expect(doc.paths['/api/creators'].get.responses['503']).toBeDefined();
  });
});
