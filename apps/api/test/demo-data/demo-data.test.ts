import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { CREATOR_SEARCH_TEXT_SQL } from '../../src/db/search-text';
import { createTestDatabase } from '../helpers/database';
import {
  DEMO_ACCOUNTS,
  DEMO_CREATOR_ID,
  loadDemoData,
  UNUSABLE_PASSWORD_HASH,
  type DemoCounts,
} from '../../src/demo-data';

const now = new Date('2025-06-01T12:00:00Z');
const options = { seed: 7, creators: 200, now };
let first: Database;
let second: Database;
let counts: DemoCounts;

/** One digest over every generated row (password hashes excluded: their salt is random by design). */
const DIGEST_SQL = `SELECT md5(
  (SELECT string_agg(c::text, ';' ORDER BY c.id) FROM creators c) ||
  (SELECT string_agg(r::text, ';' ORDER BY r.id) FROM reviews r) ||
  (SELECT string_agg(h::text, ';' ORDER BY h.review_id, h.user_id) FROM review_helpful h) ||
  (SELECT string_agg(x::text, ';' ORDER BY x.id) FROM review_reactions x) ||
  (SELECT string_agg(f::text, ';' ORDER BY f.user_id, f.creator_id) FROM favorites f) ||
  (SELECT string_agg(concat_ws(',', u.id, u.email, u.name, u.created_at), ';' ORDER BY u.id) FROM users u) ||
  (SELECT string_agg(cc::text, ';' ORDER BY cc.creator_id, cc.category_id) FROM creator_categories cc) ||
  (SELECT string_agg(q::text, ';' ORDER BY q.term, q.day) FROM search_queries q) ||
  (SELECT string_agg(s::text, ';' ORDER BY s.creator_id, s.month) FROM creator_stats_history s)
) AS digest`;

async function digest(database: Database): Promise<string> {
  const [row] = await database.query<{ digest: string }>(DIGEST_SQL);
  return row.digest;
}

async function count(database: Database, sql: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`SELECT (${sql})::int AS n`);
  return row.n;
}

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  counts = await loadDemoData(first.query, options);
  await loadDemoData(second.query, options);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('demo data', () => {
  it('is deterministic: the same seed gives the same rows', async () => {
    expect(await digest(first)).toBe(await digest(second));
  });

  it('gives other rows for another seed; without the demo sign-ins nobody can sign in and there is no moderator', async () => {
    const other = await createTestDatabase();
    try {
      await loadDemoData(other.query, { ...options, seed: 8, signInAccounts: false });
      expect(await digest(other)).not.toBe(await digest(first));
      expect(await count(other, `SELECT count(*) FROM users WHERE password_hash <> '${UNUSABLE_PASSWORD_HASH}'`)).toBe(
        0,
      );
      expect(await count(other, `SELECT count(*) FROM users WHERE role <> 'user'`)).toBe(0);
      expect(await count(other, `SELECT count(*) FROM reviews WHERE user_id = 1`)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('reports the counts it wrote', async () => {
    expect(counts.creators).toBe(200);
    expect(await count(first, 'SELECT count(*) FROM creators')).toBe(counts.creators);
    expect(await count(first, 'SELECT count(*) FROM reviews')).toBe(counts.reviews);
    expect(await count(first, 'SELECT count(*) FROM users')).toBe(counts.users);
    expect(await count(first, 'SELECT count(*) FROM review_helpful')).toBe(counts.helpfulVotes);
    expect(await count(first, 'SELECT count(*) FROM review_reactions')).toBe(counts.reactions);
    expect(await count(first, 'SELECT count(*) FROM favorites')).toBe(counts.favorites);
    expect(await count(first, 'SELECT count(*) FROM creator_price_history')).toBe(counts.priceChanges);
    expect(await count(first, 'SELECT count(*) FROM creator_stats_history')).toBe(counts.statsMonths);
    expect(await count(first, 'SELECT count(*) FROM categories')).toBeGreaterThanOrEqual(36);
    expect(counts.reviews).toBeGreaterThan(800);
  });

  it('keeps the creators statistics equal to the aggregate of their reviews', async () => {
    const mismatches = await count(
      first,
      `SELECT count(*) FROM creators c LEFT JOIN (
         SELECT creator_id, count(*) AS n, sum(rating) AS s,
                count(*) FILTER (WHERE rating = 1) AS r1, count(*) FILTER (WHERE rating = 2) AS r2,
                count(*) FILTER (WHERE rating = 3) AS r3, count(*) FILTER (WHERE rating = 4) AS r4,
                count(*) FILTER (WHERE rating = 5) AS r5
         FROM reviews GROUP BY creator_id) a ON a.creator_id = c.id
       WHERE c.review_count <> coalesce(a.n, 0) OR c.rating_sum <> coalesce(a.s, 0)
          OR c.rating_1 <> coalesce(a.r1, 0) OR c.rating_2 <> coalesce(a.r2, 0) OR c.rating_3 <> coalesce(a.r3, 0)
          OR c.rating_4 <> coalesce(a.r4, 0) OR c.rating_5 <> coalesce(a.r5, 0)
          OR c.rating <> CASE WHEN a.n > 0 THEN round(a.s::numeric / a.n, 2)::float8 ELSE 0 END`,
    );
    expect(mismatches).toBe(0);
    const helpful = await count(
      first,
      `SELECT count(*) FROM reviews r WHERE r.helpful_count <> (SELECT count(*) FROM review_helpful h WHERE h.review_id = r.id)`,
    );
    expect(helpful).toBe(0);
  });

  it('scores the best-rated order with the prior of the loaded reviews', async () => {
    const [prior] = (await first.query(
      `SELECT p.mean, p.weight, sum(c.rating_sum)::float8 / sum(c.review_count) AS site
       FROM top_rating_prior p, creators c GROUP BY p.mean, p.weight`,
    )) as { mean: number; weight: number; site: number }[];
    expect(prior.mean).toBeCloseTo(prior.site, 10);
    const stale = await count(
      first,
      `SELECT count(*) FROM creators c, top_rating_prior p
       WHERE abs(c.top_score - CASE WHEN c.review_count > 0
         THEN (c.rating_sum + p.weight * p.mean) / (c.review_count + p.weight) ELSE 0 END) > 1e-9`,
    );
    expect(stale).toBe(0);
  });

  it('leaves every trigger of the creators on, and their counts and word lists as the triggers keep them', async () => {
    const fresh = await createTestDatabase();
    try {
      const triggers = `SELECT string_agg(tgname || ':' || tgenabled::text, ',' ORDER BY tgname) AS n FROM pg_trigger
        WHERE tgrelid IN ('creators'::regclass, 'creator_categories'::regclass) AND NOT tgisinternal`;
      const [loaded] = await first.query<{ n: string }>(triggers);
      const [migrated] = await fresh.query<{ n: string }>(triggers);
      expect(loaded.n).toBe(migrated.n);
    } finally {
      await fresh.close();
    }
    // What the triggers would have kept: one count per creator and category link, every word.
    expect(await count(first, 'SELECT sum(count) FROM creator_facet_counts WHERE category_id = 0')).toBe(
      options.creators,
    );
    expect(await count(first, 'SELECT sum(count) FROM creator_facet_counts WHERE category_id <> 0')).toBe(
      await count(first, 'SELECT count(*) FROM creator_categories'),
    );
    expect(await count(first, 'SELECT sum(count) FROM creator_deal_counts WHERE category_id = 0')).toBe(
      await count(first, 'SELECT count(*) FROM creators WHERE deal_off IS NOT NULL'),
    );
    const missingWords = `SELECT count(*) FROM creators c, discovery_dictionary_words(c.username, c.name) w
      WHERE w NOT IN (SELECT word FROM search_words)`;
    expect(await count(first, missingWords)).toBe(0);
    const missingLexemes = `SELECT count(*) FROM ts_stat('SELECT document FROM creators')
      WHERE left(word, 1) <> '§' AND word NOT IN (SELECT word FROM document_lexemes)`;
    expect(await count(first, missingLexemes)).toBe(0);
  });

  it('fills search_text as the API computes it, and keeps prices and replies consistent', async () => {
    expect(
      await count(first, `SELECT count(*) FROM creators c WHERE c.search_text <> ${CREATOR_SEARCH_TEXT_SQL}`),
    ).toBe(0);
    expect(
      await count(
        first,
        `SELECT count(*) FROM creators WHERE promo_off IS NOT NULL
           AND promo_price_cents <> round(price_cents * (100 - promo_off) / 100.0)`,
      ),
    ).toBe(0);
    expect(
      await count(
        first,
        `SELECT count(*) FROM review_reactions x JOIN reviews r ON r.id = x.review_id
           JOIN creators c ON c.id = r.creator_id WHERE NOT c.verified OR c.user_id IS DISTINCT FROM x.user_id`,
      ),
    ).toBe(0);
  });

  it('creates the demo accounts; the demo creator has reviews to answer', async () => {
    const [fan] = await first.query<{ password_hash: string; name: string }>(
      'SELECT password_hash, name FROM users WHERE email = $1',
      [DEMO_ACCOUNTS.fan.email],
    );
    expect(fan.name).toBe('Demo Fan');
    expect(await verify(fan.password_hash, DEMO_ACCOUNTS.fan.password)).toBe(true);
    const [owner] = await first.query<{ id: number; password_hash: string; name: string }>(
      'SELECT id, password_hash, name FROM users WHERE email = $1',
      [DEMO_ACCOUNTS.creator.email],
    );
    expect(owner.name).toBe('Demo Creator');
    expect(await verify(owner.password_hash, DEMO_ACCOUNTS.creator.password)).toBe(true);
    const [creator] = await first.query<{ id: number; verified: boolean }>(
      'SELECT id, verified FROM creators WHERE user_id = $1',
      [owner.id],
    );
    expect(creator).toEqual({ id: DEMO_CREATOR_ID, verified: true });
    const unanswered = await count(
      first,
      `SELECT count(*) FROM reviews r WHERE r.creator_id = ${DEMO_CREATOR_ID}
         AND NOT EXISTS (SELECT 1 FROM review_reactions x WHERE x.review_id = r.id)`,
    );
    expect(unanswered).toBeGreaterThanOrEqual(10);
  });

  it('confirms the address of every account of the demo data, the demo sign-ins and moderators included', async () => {
    expect(await count(first, 'SELECT count(*) FROM users WHERE email_confirmed_at IS NULL')).toBe(0);
    const demo = await first.query<{ email: string }>(
      'SELECT email FROM users WHERE email = ANY($1) AND email_confirmed_at <= now()',
      [Object.values(DEMO_ACCOUNTS).map((account) => account.email)],
    );
    expect(demo).toHaveLength(Object.keys(DEMO_ACCOUNTS).length);
  });

  it('gives every generated account an unusable password hash: only the demo accounts can sign in', async () => {
    const rows = await first.query<{ email: string }>(
      `SELECT email FROM users WHERE password_hash LIKE '$argon2%' ORDER BY email`,
    );
    expect(rows.map((row) => row.email)).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((account) => account.email)
        .sort(),
    );
    expect(await count(first, `SELECT count(*) FROM users WHERE password_hash <> '${UNUSABLE_PASSWORD_HASH}'`)).toBe(4);
  });

  it('adds the two demo moderators, the only accounts with the moderator role', async () => {
    const rows = await first.query<{ email: string; password_hash: string }>(
      `SELECT email, password_hash FROM users WHERE role <> 'user' ORDER BY id`,
    );
    const moderators = [DEMO_ACCOUNTS.moderator, DEMO_ACCOUNTS.secondModerator];
    expect(rows.map((row) => row.email)).toEqual(moderators.map((account) => account.email));
    for (const [index, account] of moderators.entries()) {
      expect(await verify(rows[index].password_hash, account.password)).toBe(true);
    }
  });

  it('refuses a database that already holds data', async () => {
    await expect(loadDemoData(first.query, options)).rejects.toThrow(/empty database/);
  });
});
