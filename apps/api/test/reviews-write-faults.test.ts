import { randomUUID } from 'node:crypto';
import { REVIEWS_PER_DAY } from '@fanlens/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertReview } from '../src/modules/reviews/queries';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs, buildCreatorAccount } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { freePort } from './helpers/free-port';

// The insert of a review, replaceable once by a test to die where a killed process would.
vi.mock('../src/modules/reviews/queries', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/modules/reviews/queries')>();
  return { ...actual, insertReview: vi.fn(actual.insertReview) };
});

/**
 * Faults around a review write: Redis down and the database lost right after the commit (the
 * answer is still the 201 of the stored review), and a request that dies between counting the
 * daily allowance and inserting (nothing is spent).
 */
let t: TestApp;
beforeAll(async () => {
  // Nothing listens on this port: Redis is down for the whole file (limits per process, no shared cache).
  const deadRedis = `redis://127.0.0.1:${await freePort()}/0`;
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', REDIS_URL: deadRedis, READ_CACHE_MB: '8' });
});
afterAll(async () => t?.close());

const body = (creatorId: number, comment = 'Answers every message, great value.') => ({
  creatorId,
  rating: 5,
  comment,
});
const post = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reviews', headers, payload });

describe('a review whose commit is followed by failures', () => {
  it('still answers 201 with the stored review when the database, Redis and mail fail after the commit', async () => {
    const { database } = t;
    const { creator } = await buildCreatorAccount(database);
    const author = await buildUser(database);
    const headers = { ...(await authAs(t.app, author.id)), 'idempotency-key': randomUUID() };

    // From the moment the review's transaction commits: every query fails as on a lost server,
    // mail cannot be sent, and (all along) Redis refuses the invalidation.
    const query = database.query;
    const transaction = database.db.transaction.bind(database.db);
    const send = t.app.services.mailer.send;
    let committed = false;
    database.db.transaction = (async (run: Parameters<typeof transaction>[0]) => {
      const result = await transaction(run);
      committed = true;
      return result;
    }) as typeof database.db.transaction;
    database.query = (async (text: string, params?: unknown[]) => {
      if (committed) throw new Error('Connection terminated unexpectedly');
      return query(text, params);
    }) as typeof database.query;
    t.app.services.mailer.send = async () => {
      throw new Error('SMTP server unreachable');
    };
    let res;
    try {
      res = await post(headers, body(creator.id));
    } finally {
      database.query = query;
      database.db.transaction = transaction;
      t.app.services.mailer.send = send;
    }
    expect(committed).toBe(true);
    expect(res.statusCode).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({ rating: 5, creatorUsername: creator.username, userId: author.id });
    const [stored] = await database.query<{ id: number }>('select id from reviews where user_id = $1', [author.id]);
    expect(stored.id).toBe(review.id);
    // A client that lost the answer retries with its key: the same 201, not 409 already_reviewed.
    const retry = await post(headers, body(creator.id));
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(review);
  });
});

describe('a review request killed between counting and inserting', () => {
  it('spends no daily allowance', async () => {
    const user = await buildUser(t.database);
    const headers = await authAs(t.app, user.id);
    const victim = await buildCreator(t.database);
    // The request stops right after its allowance was counted, as if its process stopped there:
    // none of its code runs again until the end of the test.
    let resume!: (error: Error) => void;
    const reached = new Promise<void>((counted) => {
      vi.mocked(insertReview).mockClear();
      vi.mocked(insertReview).mockImplementationOnce(async () => {
        counted();
        return new Promise<number>((_, reject) => (resume = reject));
      });
    });
    const killed = post(headers, body(victim.id));
    await reached;
    if (t.database.kind === 'server') {
      // Its connection dies as a killed process's does (the pool must survive a checked-out client's error).
      await t.database.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`,
      );
    } else {
      // The embedded database dies with its process; here the request dies with its transaction.
      resume(new Error('killed between counting and inserting'));
    }

    // Meanwhile the account has its whole allowance.
    for (let i = 0; i < REVIEWS_PER_DAY; i += 1) {
      const creator = i === 0 ? victim : await buildCreator(t.database);
      const res = await post(headers, body(creator.id, `Review number ${i} of the day`));
      expect(res.statusCode).toBe(201);
    }
    const over = await post(headers, body((await buildCreator(t.database)).id, 'One more than the day allows'));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });

    resume(new Error('killed between counting and inserting'));
    expect((await killed).statusCode).toBe(t.database.kind === 'server' ? 503 : 500);
    expect(vi.mocked(insertReview)).toHaveBeenCalledTimes(REVIEWS_PER_DAY + 1);
  });
});
