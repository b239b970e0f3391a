import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendSchema } from '@fanlens/shared';
import { z } from 'zod';
import { normalizeSearchTerm } from '../src/modules/creators/search-terms';
import { pruneSearchTerms } from '../src/modules/trends/queries';
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

/** Today's counts, once the searches counted in memory are written. */
async function stored() {
  await t.app.services.searches.flush();
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

  const search = (query: string, remoteAddress = '203.0.113.1', headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/creators?${query}`, remoteAddress, headers });

  it('records each first-page search of a term, normalised, once per visitor and day', async () => {
    await search('search=%20%20Yoga%20%20%20');
    await search('search=YOGA');
    expect(await stored()).toEqual([{ term: 'yoga', count: 1 }]);
    await search('search=yoga&platform=onlyfans', '203.0.113.2');
    const user = await buildUser(t.database);
    await search('search=yoga', '203.0.113.3', await authAs(t.app, user.id));
    expect(await stored()).toEqual([{ term: 'yoga', count: 3 }]);
  });

  it('records no later page, no term without words or results, no single letter and no invalid request', async () => {
    await search('search=yoga&offset=10', '203.0.113.9');
    await search('search=!!!');
    await search('search=a');
    await search('search=pilates', '203.0.113.9');
    await search(`search=${'b'.repeat(101)}`);
    await search('search=yoga&limit=0', '203.0.113.9');
    expect(await stored()).toEqual([{ term: 'yoga', count: 3 }]);
  });

  it('keeps only the term, the day and a count; visitors only as a daily keyed hash, never the address', async () => {
    const columns = await t.database.query<{ name: string }>(
      `select column_name as name from information_schema.columns where table_name = 'search_queries' order by 1`,
    );
    expect(columns.map((c) => c.name)).toEqual(['count', 'day', 'term']);
    const visitors = await t.database.query<{ visitor: string }>('select visitor from search_query_visitors');
    expect(visitors).toHaveLength(3);
    for (const { visitor } of visitors) expect(visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it('prunes the visitors of past days and the terms older than 30 days', async () => {
    await searched(29, 'still kept', 1);
    await searched(30, 'pruned term', 1);
    await t.database.query(
      `insert into search_query_visitors (term, day, visitor) values ('old', (now() at time zone 'utc')::date - 1, 'x')`,
    );
    await pruneSearchTerms(t.database);
    const terms = await t.database.query<{ term: string }>('select distinct term from search_queries order by 1');
    expect(terms.map((row) => row.term)).toEqual(['still kept', 'yoga']);
    const old = await t.database.query(`select 1 from search_query_visitors where term = 'old'`);
    expect(old).toEqual([]);
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

  it('is empty without recent searches, and reflects new searches once they are written', async () => {
    await t.database.query('delete from search_queries');
    await t.database.query('delete from search_query_visitors');
    expect(await trends()).toEqual([]);
    await t.app.inject({ url: '/api/creators?search=Yoga' });
    await t.app.services.searches.flush();
    expect(await trends()).toEqual([{ term: 'yoga', count: 1 }]);
  });
});
