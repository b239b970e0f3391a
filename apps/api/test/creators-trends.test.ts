import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendSchema } from '@fanlens/shared';
import { z } from 'zod';
import { normalizeSearchTerm } from '../src/modules/creators/search-terms';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { authAs } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/** GET /creators/trends and the search terms GET /creators records for it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await buildCreator(t.database, { username: 'yoga_anna', name: 'Anna Stretch', tags: ['yoga'] });
});
afterAll(async () => t?.close());

async function searched(daysAgo: number, term: string, count: number) {
  await t.database.query(
    `insert into search_queries (term, day, count) values ($1, (now() at time zone 'utc')::date - $2::int, $3)
     on conflict (term, day) do update set count = excluded.count`,
    [term, daysAgo, count],
  );
}

async function stored() {
  return t.database.query<{ term: string; count: number }>(
    `select term, count from search_queries where day = (now() at time zone 'utc')::date order by term`,
  );
}

async function trends() {
  const res = await t.app.inject({ url: '/api/creators/trends' });
  expect(res.statusCode).toBe(200);
  return z.array(trendSchema).parse(res.json());
}

describe('search terms', () => {
  it('normalises a term: trimmed, lower-case, one space between words, at most 100 characters', () => {
    expect(normalizeSearchTerm('  Yoga \t  MATS  ')).toBe('yoga mats');
    expect(normalizeSearchTerm('x'.repeat(120))).toHaveLength(100);
  });

  it('records each first-page search of a term, normalised, counting repeats', async () => {
    await t.app.inject({ url: '/api/creators?search=%20%20Yoga%20%20%20Mats%20' });
    await t.app.inject({ url: '/api/creators?search=YOGA%20MATS' });
    const user = await buildUser(t.database);
    await t.app.inject({
      url: '/api/creators?search=yoga%20mats&platform=onlyfans',
      headers: await authAs(t.app, user.id),
    });
    expect(await stored()).toEqual([{ term: 'yoga mats', count: 3 }]);
  });

  it('records no later page, no term without words, no single letter and no invalid request', async () => {
    await t.app.inject({ url: '/api/creators?search=yoga%20mats&offset=10' });
    await t.app.inject({ url: '/api/creators?search=!!!' });
    await t.app.inject({ url: '/api/creators?search=a' });
    await t.app.inject({ url: `/api/creators?search=${'b'.repeat(101)}` });
    await t.app.inject({ url: '/api/creators?search=pilates&limit=0' });
    expect(await stored()).toEqual([{ term: 'yoga mats', count: 3 }]);
  });

  it('keeps only the term, the day and a count (no user, no address)', async () => {
    const columns = await t.database.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'search_queries' order by 1`,
    );
    expect(columns.map((c) => c.name)).toEqual(['count', 'day', 'term']);
  });
});

describe('GET /creators/trends', () => {
  it('ranks the terms searched most in the last 7 days, at most 10', async () => {
    await t.database.query('delete from search_queries');
    for (let i = 1; i <= 12; i++) await searched(i % 3, `term ${String(i).padStart(2, '0')}`, i);
    await searched(6, 'term 01', 100); // the 7th day back still counts: 1 + 100
    await searched(7, 'term 02', 1000); // 8 days back does not
    await searched(30, 'old favourite', 5000);
    const list = await trends();
    expect(list).toHaveLength(10);
    expect(list[0]).toEqual({ term: 'term 01', count: 101 });
    expect(list.slice(1).map((trend) => trend.term)).toEqual([
      'term 12',
      'term 11',
      'term 10',
      'term 09',
      'term 08',
      'term 07',
      'term 06',
      'term 05',
      'term 04',
    ]);
  });

  it('sums a term over its days and breaks ties by term', async () => {
    await t.database.query('delete from search_queries');
    await searched(0, 'beta', 2);
    await searched(1, 'beta', 3);
    await searched(2, 'alpha', 5);
    expect(await trends()).toEqual([
      { term: 'alpha', count: 5 },
      { term: 'beta', count: 5 },
    ]);
  });

  it('is empty without recent searches, and reflects new searches at once', async () => {
    await t.database.query('delete from search_queries');
    expect(await trends()).toEqual([]);
    await t.app.inject({ url: '/api/creators?search=Yoga' });
    expect(await trends()).toEqual([{ term: 'yoga', count: 1 }]);
  });
});
