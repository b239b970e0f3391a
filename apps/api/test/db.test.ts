import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { creators, reviews, users } from '../src/db/schema';
import { createTestDatabase } from './helpers/database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Runs `action` and returns the Postgres error code it failed with (undefined when it did not fail). */
async function errorCode(action: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await action();
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return (error as { code?: string }).code ?? cause?.code;
  }
  return undefined;
}

async function insertUser(email: string) {
  const [user] = await database.db.insert(users).values({ email, passwordHash: 'x', name: 'Someone' }).returning();
  return user;
}

describe('database', () => {
  it('applies the migrations (and applying them again changes nothing)', async () => {
    await migrate(database);
    const tables = await database.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining([
        'categories',
        'creator_categories',
        'creators',
        'favorites',
        'password_resets',
        'review_helpful',
        'review_reactions',
        'reviews',
        'search_queries',
        'sessions',
        'users',
        'verification_attempts',
      ]),
    );
    const [ext] = await database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(ext.n).toBe(1);
  });

  it('supports pg_trgm similarity and the % operator on the search text', async () => {
    const [row] = await database.query<{ s: number; m: boolean }>(`SELECT similarity($1, $2) AS s, $1 % $2 AS m`, [
      'stephanie',
      'stefanie',
    ]);
    expect(row.s).toBeGreaterThan(0.3);
    expect(row.m).toBe(true);

    await database.db.insert(creators).values([
      {
        username: 'stephanie_fit',
        name: 'Stephanie Moon',
        platform: 'onlyfans',
        url: 'u1',
        searchText: 'stephanie_fit Stephanie Moon',
      },
      { username: 'gamer_joe', name: 'Joe Gamer', platform: 'twitch', url: 'u2', searchText: 'gamer_joe Joe Gamer' },
    ]);
    const found = await database.query<{ username: string }>(
      `SELECT username FROM creators WHERE search_text % $1 ORDER BY similarity(search_text, $1) DESC`,
      ['stefanie_fit stefanie moon'],
    );
    expect(found.map((c) => c.username)).toEqual(['stephanie_fit']);
    const byText = await database.query<{ username: string }>(
      `SELECT username FROM creators WHERE document @@ websearch_to_tsquery('simple', $1)`,
      ['joe'],
    );
    expect(byText.map((c) => c.username)).toEqual(['gamer_joe']);
  });

  it('keeps e-mail addresses unique regardless of case', async () => {
    await insertUser('Someone@Example.com');
    expect(await errorCode(() => insertUser('someone@example.COM'))).toBe('23505');
  });

  it('allows one review per creator and user', async () => {
    const user = await insertUser('reviewer@example.com');
    const [creator] = await database.db
      .insert(creators)
      .values({ username: 'reviewed', name: 'Reviewed', platform: 'patreon', url: 'u3' })
      .returning();
    const review = { creatorId: creator.id, userId: user.id, rating: 4, comment: 'Great stuff' };
    await database.db.insert(reviews).values(review);
    expect(await errorCode(() => database.db.insert(reviews).values({ ...review, rating: 1 }))).toBe('23505');
    const [stats] = await database.query<{ rating: number }>(`SELECT rating FROM creators WHERE id = $1`, [creator.id]);
    expect(stats.rating).toBe(0);
  });
});
