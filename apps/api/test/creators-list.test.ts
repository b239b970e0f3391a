import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORMS, creatorSchema, listSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import type { Database } from '../src/db/client';
import { buildCategory, buildCreator, type CreatorOverrides } from './helpers/factories/creators';
import { authAs, buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import {
  SqlParams,
  filterConditions,
  keyRange,
  whereSql,
  type CreatorFilter,
  type CreatorSearch,
} from '../src/modules/creators/creator-filter';
import {
  NULLABLE_KEYS,
  collectPage,
  countCreatorsExactly,
  pageCreatorIds,
  walkPage,
  type IndexOrder,
} from '../src/modules/creators/list-queries';
import { layerOn } from '../src/modules/creators/engine-layers';
import { matchesPage, rangePage } from '../src/modules/creators/matches-page';
import { collectBreakEven, firstCollectCap, type PlanFacts } from '../src/modules/creators/plan-costs';
import { recentReviewsPage } from '../src/modules/creators/recent-reviews';
import { readRanking } from '../src/modules/creators/ranking-queries';
import { FACT_BYTES, FACTS_SQL, RankedFacts } from '../src/modules/creators/ranked-facts';

/**
 * GET /creators filters, sorts and paging against a small world whose answers are known:
 *
 * | name    | platform | gender  | nsfw | pays now      | likes | subs | ratings (recent*)  | verified  | category |
 * | alpha   | onlyfans | female  |      | 0             | 100   | 500  | 5* 5*              | 10 d ago  | cosplay  |
 * | bravo   | onlyfans | female  | yes  | 500           | 300   | —    | 4*                 |           | lingerie |
 * | charlie | onlyfans | male    |      | 501           | —     | 900  | 4* (viewer) 3 old  | 2 d ago   | cosplay  |
 * | delta   | patreon  | male    |      | 1499          | 50    | 100  |                    |           |          |
 * | echo    | patreon  | unknown |      | 1500          | 200   | 50   | 2*                 |           |          |
 * | foxtrot | twitch   | female  |      | 2000→1499     | 10    | 5000 | 1 old              |           | gaming   |
 * | golf    | twitch   | male    |      | —             | 0     | 10   | 5* 4* 4 old        | 1 d ago   |          |
 * | hotel   | onlyfans | female  | yes  | 999→400       | 400   | 20   |                    |           |          |
 */
let t: TestApp;
const id: Record<string, number> = {};
const categoryId: Record<string, number> = {};
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
let viewer: { id: number };

const WORLD: Record<string, Partial<CreatorOverrides>> = {
  alpha: {
    platform: 'onlyfans',
    gender: 'female',
    priceCents: 0,
    likes: 100,
    subscribers: 500,
    verifiedAt: daysAgo(10),
  },
  bravo: { platform: 'onlyfans', gender: 'female', nsfw: true, priceCents: 500, likes: 300, subscribers: null },
  charlie: {
    platform: 'onlyfans',
    gender: 'male',
    priceCents: 501,
    likes: null,
    subscribers: 900,
    verifiedAt: daysAgo(2),
  },
  delta: { platform: 'patreon', gender: 'male', priceCents: 1499, likes: 50, subscribers: 100 },
  echo: { platform: 'patreon', gender: 'unknown', priceCents: 1500, likes: 200, subscribers: 50 },
  foxtrot: {
    platform: 'twitch',
    gender: 'female',
    priceCents: 2000,
    promoPriceCents: 1499,
    promoOff: 25,
    likes: 10,
    subscribers: 5000,
  },
  golf: { platform: 'twitch', gender: 'male', priceCents: null, likes: 0, subscribers: 10, verifiedAt: daysAgo(1) },
  hotel: {
    platform: 'onlyfans',
    gender: 'female',
    nsfw: true,
    priceCents: 999,
    promoPriceCents: 400,
    promoOff: 60,
    likes: 400,
    subscribers: 20,
  },
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  const cosplay = await buildCategory(db, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  const lingerie = await buildCategory(db, { name: 'Lingerie', slug: 'lingerie', platform: 'onlyfans', nsfw: true });
  const gaming = await buildCategory(db, { name: 'Gaming', slug: 'gaming', platform: 'twitch' });
  Object.assign(categoryId, { cosplay: cosplay.id, lingerie: lingerie.id, gaming: gaming.id });
  const categories: Record<string, number[]> = {
    alpha: [cosplay.id],
    bravo: [lingerie.id],
    charlie: [cosplay.id],
    foxtrot: [gaming.id],
  };
  for (const [name, overrides] of Object.entries(WORLD)) {
    const verified = overrides.verifiedAt !== undefined;
    const creator = await buildCreator(db, {
      username: name,
      name: name.toUpperCase(),
      verified,
      categoryIds: categories[name] ?? [],
      ...overrides,
    });
    id[name] = creator.id;
  }
  viewer = await buildUser(db);
  const review = (name: string, rating: number, days: number, userId?: number) =>
    buildReview(db, { creatorId: id[name], rating, createdAt: daysAgo(days), ...(userId ? { userId } : {}) });
  await review('alpha', 5, 1);
  await review('alpha', 5, 3);
  await review('bravo', 4, 5);
  await review('charlie', 4, 2, viewer.id);
  await review('charlie', 3, 45);
  await review('echo', 2, 20);
  await review('foxtrot', 1, 40);
  await review('golf', 5, 1);
  await review('golf', 4, 29);
  await review('golf', 4, 31);
  await db.query('insert into favorites (user_id, creator_id) values ($1, $2)', [viewer.id, id.alpha]);
});
afterAll(async () => t?.close());

const names = (results: { id: number }[]) => results.map((c) => Object.keys(id).find((name) => id[name] === c.id));

/** `database`, recording the text of every statement run through it. */
function watching(database: Database): { watched: Database; statements: string[] } {
  const statements: string[] = [];
  const query: Database['query'] = (text, params) => (statements.push(text), database.query(text, params));
  return { watched: { ...database, query }, statements };
}

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/creators${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchema(creatorSchema).parse(res.json());
  return { ...body, names: names(body.results) };
}

describe('GET /creators filters', () => {
  it('lists every creator by default, 10 a page, with the exact count', async () => {
    const res = await t.app.inject({ url: '/api/creators' });
    expect(res.json()).toMatchObject({ count: 8, countExact: true });
    const body = await list('');
    expect(body.count).toBe(8);
    expect(body.limit).toBe(10);
    expect(body.offset).toBe(0);
    expect(body.names).toHaveLength(8);
  });

  it.each([
    ['platform=onlyfans', ['alpha', 'bravo', 'charlie', 'hotel']],
    ['platform=patreon', ['delta', 'echo']],
    ['platform=twitch', ['foxtrot', 'golf']],
    ['platform=any', Object.keys(WORLD)],
    ['nsfw=false', ['alpha', 'charlie', 'delta', 'echo', 'foxtrot', 'golf']],
    ['nsfw=true', Object.keys(WORLD)],
    ['gender=female', ['alpha', 'bravo', 'foxtrot', 'hotel']],
    ['gender=male', ['charlie', 'delta', 'golf']],
    ['gender=unknown', ['echo']],
    ['gender=all', Object.keys(WORLD)],
    ['rating=2', ['alpha', 'bravo', 'charlie', 'echo', 'golf']],
    ['rating=3', ['alpha', 'bravo', 'charlie', 'golf']],
    ['rating=4', ['alpha', 'bravo', 'golf']],
    ['rating=5', ['alpha']],
    ['rating=any', Object.keys(WORLD)],
    // Price buckets on the price paid now (the promo price when there is one); no price = any only.
    ['price=free', ['alpha']],
    ['price=under5', ['alpha', 'bravo', 'hotel']],
    ['price=5to15', ['charlie', 'delta', 'foxtrot']],
    ['price=over15', ['echo']],
    ['price=any', Object.keys(WORLD)],
    ['category=cosplay', ['alpha', 'charlie']],
    ['category=gaming', ['foxtrot']],
    ['category=lingerie', ['bravo']],
    ['category=lingerie&nsfw=false', []],
    ['category=no-such-category', []],
    ['platform=onlyfans&price=under5&nsfw=false', ['alpha']],
    ['gender=female&rating=4', ['alpha', 'bravo']],
    ['platform=twitch&price=5to15&gender=female&rating=any', ['foxtrot']],
    ['category=cosplay&gender=male&rating=3&price=5to15&nsfw=false', ['charlie']],
  ])('%s', async (query, expected) => {
    const body = await list(`?${query}&limit=50`);
    expect(body.names.sort()).toEqual([...expected].sort());
    expect(body.count).toBe(expected.length);
  });

  it('treats an empty value as absent', async () => {
    const body = await list('?platform=&search=&category=&coordinates=');
    expect(body.count).toBe(8);
  });
});

describe('GET /creators sorts', () => {
  it.each([
    ['liked', ['hotel', 'bravo', 'echo', 'alpha', 'delta', 'foxtrot', 'golf', 'charlie']],
    ['subscribers', ['foxtrot', 'charlie', 'alpha', 'delta', 'echo', 'hotel', 'golf', 'bravo']],
    // review count, then rating; delta and hotel tie (no reviews) and keep id order.
    ['rated', ['golf', 'alpha', 'charlie', 'bravo', 'echo', 'foxtrot', 'delta', 'hotel']],
    ['verified', ['golf', 'charlie', 'alpha']],
    // reviews in the last 30 days: alpha 2, golf 2 (id order), then bravo, charlie, echo 1; foxtrot's is older.
    ['reviews', ['alpha', 'golf', 'bravo', 'charlie', 'echo']],
  ])('sort=%s', async (sort, expected) => {
    const body = await list(`?sort=${sort}`);
    expect(body.names).toEqual(expected);
    expect(body.count).toBe(expected.length);
  });

  it('sort=relevant without a term is the popularity blend (reviews, rating, subscribers), then id', async () => {
    const expected = await t.database.query<{ id: number }>('select id from creators order by popularity desc, id');
    const body = await list('?sort=relevant');
    expect(body.results.map((c) => c.id)).toEqual(expected.map((row) => row.id));
    expect(body.names[0]).toBe('alpha');
  });

  it('combines a sort with filters', async () => {
    expect((await list('?sort=liked&platform=onlyfans&nsfw=false')).names).toEqual(['alpha', 'charlie']);
    expect((await list('?sort=subscribers&category=cosplay')).names).toEqual(['charlie', 'alpha']);
    expect((await list('?sort=reviews&platform=twitch')).names).toEqual(['golf']);
    expect((await list('?sort=verified&gender=male')).names).toEqual(['golf', 'charlie']);
  });

  const everyone: CreatorFilter = { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false };
  /** A resolved search of `tsquery` (the term itself unless given). */
  const searchFor = (tsquery: string, resolved: Partial<CreatorSearch> = {}): CreatorSearch => ({
    term: tsquery,
    tsquery,
    indexable: true,
    joined: '',
    headQuery: null,
    joinedFixes: [],
    suggestion: null,
    ...resolved,
  });
  const ONE_LETTER = searchFor("'a':*", { term: 'a', indexable: false, joined: 'a' });
  /** A plan's facts for 10,000 creators that all pass the filters: the term's postings, no prefix. */
  const scopeFacts = (postings: number, head = false): PlanFacts => ({
    facetCount: 10_000,
    scopeSize: 10_000,
    postings: () => Promise.resolve(postings),
    prefixMatches: () => Promise.resolve(0),
    signaturePrefixShare: () => Promise.resolve(0),
    head,
  });

  it('sort=reviews past the ranked head: the matches ranked by their recent reviews, as from the head', async () => {
    const filters: CreatorFilter[] = [
      { ...everyone, platform: 'onlyfans' },
      { ...everyone, nsfw: false },
      { ...everyone, gender: 'male' },
      { ...everyone, platform: 'twitch' },
      { ...everyone, rating: '4' },
      { ...everyone, price: 'free' },
      { ...everyone, price: '5to15' },
      { ...everyone, price: 'over15' },
      { ...everyone, verifiedOnly: true },
      { ...everyone, platform: 'onlyfans', categoryId: categoryId.cosplay },
      // One-letter terms, checked row by row.
      { ...everyone, search: ONE_LETTER },
      { ...everyone, nsfw: false, search: { ...ONE_LETTER, tsquery: "'o':*" } },
      // Terms and a circle the GIN index finds.
      { ...everyone, search: searchFor("'alpha' | 'charlie' | 'golf' | 'echo'") },
      { ...everyone, gender: 'male', search: searchFor("'golf' | 'charlie':*") },
      { ...everyone, near: { lat: 52.52, lon: 13.4 } },
    ];
    // Terms and circles expected to match few creators are collected first: here, never.
    const ranking = { fewMatches: -1 };
    for (const filter of filters) {
      for (const page of [
        { limit: 10, offset: 0 },
        { limit: 1, offset: 1 },
      ]) {
        const fromHead = await recentReviewsPage(t.database, filter, page, ranking);
        // A head of one ranked creator: every page here is ranked from the collected matches.
        const fromMatches = await recentReviewsPage(t.database, filter, page, { ...ranking, rankedFiltered: 1 });
        expect(fromMatches, JSON.stringify({ filter, page })).toEqual(fromHead);
        // A collect that would reach (or reaches) its cap: the ranking is checked on instead.
        const fromWalk = await recentReviewsPage(t.database, filter, page, {
          ...ranking,
          rankedFiltered: 1,
          collectCap: 1,
        });
        expect(fromWalk, JSON.stringify({ filter, page, walk: true })).toEqual(fromHead);
        // Few matches expected (every term here): collected first, kept in ranking order.
        const fromFew = await recentReviewsPage(t.database, filter, page);
        expect(fromFew, JSON.stringify({ filter, page, few: true })).toEqual(fromHead);
      }
    }
    const page = { limit: 10, offset: 0 };
    const male = await recentReviewsPage(t.database, { ...everyone, gender: 'male' }, page, { rankedFiltered: 1 });
    expect(male).toEqual({ ids: [id.golf, id.charlie], count: 2, exact: true });
  });

  it('sort=reviews with a term expected to match few creators: collected first, the ranking not filtered', async () => {
    const { watched, statements } = watching(t.database);
    const filter = { ...everyone, search: searchFor("'alpha' | 'golf' | 'foxtrot'") };
    const page = { limit: 10, offset: 0 };
    const found = await recentReviewsPage(watched, filter, page);
    // foxtrot's one review is older than 30 days: not ranked.
    expect(found).toEqual(await recentReviewsPage(t.database, filter, page, { fewMatches: -1 }));
    expect(new Set(found.ids)).toEqual(new Set([id.alpha, id.golf]));
    expect(found.exact).toBe(true);
    expect(statements.some((text) => text.includes('as ranked(id, position)'))).toBe(false);
  });

  it('the columns the ranking keeps pass a filter exactly where the database does', async () => {
    // Two creators with coordinates (Berlin, and Paris: outside the circle, inside no box of Berlin's).
    await t.database.query('update creators set lat = 52.5, lon = 13.4 where id = $1', [id.alpha]);
    await t.database.query('update creators set lat = 48.85, lon = 2.35 where id = $1', [id.bravo]);
    try {
      const [row] = await t.database.query<{ ids: number[]; facts: Uint8Array }>(
        `select array_agg(c.id order by c.id) as ids, string_agg(${FACTS_SQL}, ''::bytea order by c.id) as facts from creators c`,
      );
      const facts = new RankedFacts(row!.facts);
      const filters: CreatorFilter[] = [
        everyone,
        ...PLATFORMS.map((platform) => ({ ...everyone, platform })),
        ...(['female', 'male', 'unknown'] as const).map((gender) => ({ ...everyone, gender })),
        ...(['free', 'under5', '5to15', 'over15'] as const).map((price) => ({ ...everyone, price })),
        ...(['2', '3', '4', '5'] as const).map((rating) => ({ ...everyone, rating })),
        { ...everyone, nsfw: false },
        { ...everyone, verifiedOnly: true },
        ...Object.values(categoryId).map((category) => ({ ...everyone, categoryId: category })),
        { ...everyone, near: { lat: 52.52, lon: 13.4 } },
        { ...everyone, near: { lat: 48.86, lon: 2.35 }, gender: 'female' },
      ];
      for (const filter of filters) {
        const params = new SqlParams();
        const expected = await t.database.query<{ id: number }>(
          `select c.id from creators c ${whereSql(filterConditions(filter, params))} order by c.id`,
          params.values,
        );
        const matches = facts.matcher(filter);
        const kept = row!.ids.filter((_, index) => matches(index));
        expect(kept, JSON.stringify(filter)).toEqual(expected.map((match) => match.id));
      }
    } finally {
      await t.database.query('update creators set lat = null, lon = null where id = any($1::int[])', [
        [id.alpha, id.bravo],
      ]);
    }
  });

  it('sort=reviews: the ranking reads the same in chunks of any size, paced or not', async () => {
    const whole = await readRanking(t.database, 1000);
    expect(whole.ids.length).toBeGreaterThan(3);
    expect(whole.facts.length).toBe(whole.ids.length * FACT_BYTES);
    for (const chunk of [1, 2, 3]) expect(await readRanking(t.database, chunk)).toEqual(whole);
    expect(await readRanking(t.database, 2, true)).toEqual(whole);
  });

  it('sort=reviews leaves out at once a ranked creator that no longer passes the filters', async () => {
    const male: CreatorFilter = { nsfw: true, rating: 'any', price: 'any', gender: 'male', verifiedOnly: false };
    const page = { limit: 10, offset: 0 };
    expect((await recentReviewsPage(t.database, male, page)).ids).toEqual([id.golf, id.charlie]);
    // The ranking (and the columns it keeps) was computed just now: the change is checked in the database.
    await t.database.query(`update creators set gender = 'female' where id = $1`, [id.charlie]);
    try {
      expect((await recentReviewsPage(t.database, male, page)).ids).toEqual([id.golf]);
      expect((await recentReviewsPage(t.database, male, page, { rankedFiltered: 1, collectCap: 1 })).ids).toEqual([
        id.golf,
      ]);
    } finally {
      await t.database.query(`update creators set gender = 'male' where id = $1`, [id.charlie]);
    }
  });

  it('a collect samples where its matches sit in the order: their first keys, those without one left out', async () => {
    const page = { limit: 10, offset: 0, excludeIds: [] };
    const keys = async (filter: CreatorFilter, order: IndexOrder) =>
      (await collectPage(t.database, filter, order, page, 500, true)).keys;
    // liked: hotel 400, bravo 300, echo 200, alpha 100, delta 50, foxtrot 10, golf 0; charlie has none.
    expect(await keys(everyone, 'liked')).toEqual(['400', '300', '200', '100', '50', '10', '0']);
    // subscribers on OnlyFans: charlie 900, alpha 500, hotel 20; bravo has none.
    expect(await keys({ ...everyone, platform: 'onlyfans' }, 'subscribers')).toEqual(['900', '500', '20']);
    expect((await collectPage(t.database, everyone, 'liked', page, 500)).keys).toBeNull();
  });

  it('a page by likes or subscribers takes the matches with the key, then those without it, as one order', async () => {
    // liked: alpha 100, golf 0, charlie none; subscribers: charlie 900, hotel 20, bravo none.
    const filters: CreatorFilter[] = [
      { ...everyone, search: searchFor("'alpha' | 'charlie' | 'golf'") },
      { ...everyone, search: searchFor("'bravo' | 'charlie' | 'hotel'") },
      { ...everyone, search: searchFor("'charlie'") },
      { ...everyone, search: searchFor("'alpha' | 'charlie' | 'golf'"), platform: 'onlyfans' },
      { ...everyone, search: searchFor("'nobody'") },
    ];
    for (const filter of filters) {
      const facetCount = await countCreatorsExactly(t.database, { ...filter, search: undefined });
      for (const order of ['liked', 'subscribers'] as const) {
        const scopeSize = await countCreatorsExactly(t.database, { ...everyone, platform: filter.platform });
        const total = await countCreatorsExactly(t.database, filter);
        for (const [offset, limit] of [
          [0, 1],
          [0, 3],
          [1, 1],
          [1, 2],
          [2, 1],
          [2, 5],
          [3, 2],
        ]) {
          const page = { offset, limit };
          const facts = {
            facetCount,
            scopeSize,
            postings: () => Promise.resolve(0),
            prefixMatches: () => Promise.resolve(0),
            signaturePrefixShare: () => Promise.resolve(0),
            head: false,
          };
          const expected = await pageCreatorIds(t.database, filter, order, page);
          // Split by the key at any number of matches (a few creators are below the threshold), and as one order.
          for (const sidesAbove of [0, undefined]) {
            const found = await matchesPage(t.database, filter, order, page, facts, { sidesAbove });
            const context = JSON.stringify({ tsquery: filter.search?.tsquery, order, page, sidesAbove });
            expect(found.ids, context).toEqual(expected);
            if (found.exact) expect(found.count, context).toBe(total);
          }
        }
      }
    }
  });

  it('a first collect stops where a walk at the density of its matches would cost what collecting them does', () => {
    const walkCost = (matches: number, costs: { perEntry: number }) => ((510 * 330_000) / matches) * costs.perEntry;
    for (const costs of [
      { perEntry: 0.3, fixedCollect: 0 },
      { perEntry: 1.2, fixedCollect: 0 },
      { perEntry: 0.5, fixedCollect: 30_000 },
    ]) {
      const matches = collectBreakEven(510, 330_000, costs);
      const collectCost = (count: number) => costs.fixedCollect + count * 18;
      // One match fewer, collecting is still cheaper than walking; at the break-even, no longer.
      expect(collectCost(matches - 1)).toBeLessThan(walkCost(matches - 1, costs));
      expect(collectCost(matches)).toBeGreaterThanOrEqual(walkCost(matches, costs));
    }
    // What a collect costs on top (a broad prefix) brings it down.
    expect(collectBreakEven(510, 330_000, { perEntry: 0.5, fixedCollect: 30_000 })).toBeLessThan(
      collectBreakEven(510, 330_000, { perEntry: 0.5, fixedCollect: 0 }),
    );
    // An estimate at or below the break-even (where a collect is planned) keeps room for twice its
    // matches; one far below it does not get eight times (`Speedrunning`: 1,722 expected, 18,253 match).
    for (const costs of [
      { perEntry: 0.3, fixedCollect: 0 },
      { perEntry: 0.5, fixedCollect: 30_000 },
    ]) {
      const breakEven = collectBreakEven(510, 330_000, costs);
      for (const estimate of [100, 1000, breakEven / 2, breakEven]) {
        expect(firstCollectCap(estimate, 510, 330_000, costs)).toBeGreaterThanOrEqual(Math.min(20_000, 2 * estimate));
      }
    }
    expect(firstCollectCap(1722, 510, 330_000, { perEntry: 0.3, fixedCollect: 0 })).toBeLessThan(8 * 1722);
  });

  it('the power-of-two range of a key is the same in the page plan and in the document', async () => {
    const values = [0, 1, 2, 3, 4, 7, 8, 100, 127, 128, 4095, 4096, 2 ** 30 - 1, 2 ** 30, 2 ** 31 - 1];
    const [row] = await t.database.query<{ ranges: number[] }>(
      'select array(select discovery_key_range(v) from unnest($1::int[]) with ordinality as u(v, n) order by n) as ranges',
      [values],
    );
    expect(row?.ranges).toEqual(values.map(keyRange));
    expect(values.map(keyRange)).toEqual([0, 0, 1, 1, 2, 2, 3, 6, 6, 7, 11, 12, 29, 30, 30]);
  });

  it('a deep page by likes is collected from a power of two of its key up when the sample puts it far down the walk', async () => {
    // liked: hotel 400, bravo 300 (256 and up), echo 200, alpha 100, delta 50.
    const filter = { ...everyone, search: searchFor("'alpha' | 'bravo' | 'delta' | 'echo' | 'hotel'") };
    const costly = { estimate: 10, scopeSize: 1_000_000, costs: { perEntry: 1, fixedCollect: 0 }, density: 1e-6 };
    const sample = { matched: 5, keys: ['400', '300', '200', '100', '50'] };
    const at = (offset: number, limit: number) => ({ offset, limit, excludeIds: [] as number[] });
    // Half the matches sampled: the page's 1st match is expected at the sample's 1st key (400), its
    // 2nd at the 2nd (300); both in 256 and up, which holds hotel and bravo.
    for (const [offset, limit] of [
      [0, 1],
      [0, 2],
      [1, 1],
    ]) {
      const expected = await pageCreatorIds(t.database, filter, 'liked', { offset, limit });
      expect(await rangePage(t.database, filter, 'liked', at(offset, limit), costly, sample)).toEqual(expected);
    }
    // The 3rd is expected at 200, below 256, the lowest power of two with a range lexeme.
    expect(await rangePage(t.database, filter, 'liked', at(2, 1), costly, sample)).toBeNull();
    // A sample that puts the 3rd match in 256 and up, which holds only 2: the page is left to the other plans.
    const wrong = { matched: 6, keys: ['400', '300', '260', '260', '260', '260'] };
    expect(await rangePage(t.database, filter, 'liked', at(2, 1), { ...costly, estimate: 6 }, wrong)).toBeNull();
    expect(await rangePage(t.database, filter, 'liked', at(1, 1), { ...costly, estimate: 6 }, wrong)).toEqual([
      id.bravo,
    ]);
    // Not taken where the walk costs less, nor by an order without a nullable key, nor on the side without it.
    const cheapWalk = { ...costly, density: 1 };
    expect(await rangePage(t.database, filter, 'liked', at(0, 2), cheapWalk, sample)).toBeNull();
    expect(await rangePage(t.database, filter, 'popularity', at(0, 2), costly, sample)).toBeNull();
    const keyless = { ...filter, keySide: { key: 'likes', present: false } as const };
    expect(await rangePage(t.database, keyless, 'liked', at(0, 2), costly, sample)).toBeNull();
  });

  it('a term checked row by row is walked, not probed: its collect would read every match of the filters', async () => {
    const { watched, statements } = watching(t.database);
    const filter = { ...everyone, search: ONE_LETTER };
    // As many as a scope where collecting every match of the filters costs more than a walk.
    const facts = scopeFacts(0);
    const page = { offset: 0, limit: 1 };
    const found = await matchesPage(watched, filter, 'popularity', page, facts);
    expect(found.ids).toEqual(await pageCreatorIds(t.database, filter, 'popularity', page));
    expect(statements.some((text) => text.includes('materialized'))).toBe(false);
  });

  it('a word with very many postings is walked, not probed: each search of the GIN index decodes them all', async () => {
    const filter = { ...everyone, search: searchFor("'alpha'") };
    const page = { offset: 0, limit: 1 };
    const expected = await pageCreatorIds(t.database, filter, 'popularity', page);
    for (const [postings, probed] of [
      [0, true],
      [1_000_000, false],
    ] as const) {
      const { watched, statements } = watching(t.database);
      const facts = scopeFacts(postings);
      const found = await matchesPage(watched, filter, 'popularity', page, facts);
      expect(found.ids).toEqual(expected);
      // Without term signatures a walk reads the row of every entry: it costs more than the probe.
      if (layerOn('term-signatures')) expect(statements.some((text) => text.includes('materialized'))).toBe(probed);
    }
  });

  it("a page whose head ranks the term's matches probes beside the head's query, however many postings", async () => {
    const filter = {
      ...everyone,
      search: searchFor("'alpha'", { term: 'alpha', joined: 'alpha', headQuery: "'alpha'" }),
    };
    const page = { offset: 0, limit: 1 };
    const pages: number[][] = [];
    for (const postings of [0, 10_000_000]) {
      const { watched, statements } = watching(t.database);
      const facts = scopeFacts(postings, true);
      pages.push((await matchesPage(watched, filter, 'popularity', page, facts)).ids);
      // The head's query is `with exact as …`; the probe is a collect (the `probe` layer off: planned without one).
      expect(statements.some((text) => text.startsWith('with exact as'))).toBe(true);
      if (layerOn('probe')) expect(statements.some((text) => text.startsWith('with m as materialized'))).toBe(true);
    }
    expect(pages[1]).toEqual(pages[0]);
  });

  it('a walk finds the page a collect finds, the term tested on the signature, then on the row', async () => {
    const search = searchFor("'alpha' | 'bravo' | 'golf' | 'hotel'", { term: 'alpha bravo golf hotel' });
    const filters: CreatorFilter[] = [
      everyone,
      { ...everyone, search },
      { ...everyone, search, nsfw: false },
      { ...everyone, search, platform: 'onlyfans' },
      { ...everyone, search, gender: 'female', price: 'under5' },
      { ...everyone, platform: 'twitch', rating: '4' },
      { ...everyone, search: { ...search, tsquery: null } },
      // Prefixes, a negation and both operators: tested on the term signature first.
      { ...everyone, search: { ...search, tsquery: "('alp':* | 'ech':*) & !'bravo' | 'h':* & 'hotel'" } },
      { ...everyone, search: { ...search, tsquery: "'golf':*", indexable: false } },
    ];
    const orders: IndexOrder[] = ['popularity', 'liked', 'rated', 'subscribers', 'verified'];
    const walk = { cap: 100, scopeSize: 8, exactScope: true };
    for (const filter of filters) {
      for (const order of orders) {
        const scoped = order === 'verified' ? { ...filter, verifiedOnly: true } : filter;
        // The orders by a key that may be missing, also on either side of it (the key lexemes of migration
        // 0016), and from a power of two of it up (migration 0019: likes 256 up: bravo and hotel;
        // subscribers 256 up: alpha, charlie and foxtrot; 512 up: charlie and foxtrot; 4,096 up: foxtrot).
        // The walk checks the key's column, the collect the document's range lexeme.
        const key = NULLABLE_KEYS[order];
        const sides = key
          ? [
              ...[true, false].map((present) => ({ ...scoped, keySide: { key, present } })),
              ...[8, 9, 12].map((fromRange) => ({ ...scoped, keySide: { key, present: true, fromRange } })),
            ]
          : [];
        for (const variant of [scoped, ...sides]) {
          const page = { limit: 2, offset: 1, excludeIds: [id.bravo] };
          const collected = await collectPage(t.database, variant, order, page, 500);
          const walked = await walkPage(t.database, variant, order, page, walk);
          expect(walked.ids, JSON.stringify({ variant, order })).toEqual(collected.ids);
        }
      }
    }
    const golfFirst = await walkPage(
      t.database,
      { ...everyone, search },
      'verified',
      { limit: 10, offset: 0, excludeIds: [] },
      walk,
    );
    expect(golfFirst.ids).toEqual([id.golf, id.alpha]);
  });

  it('serves the home sliders: most reviews this month and recently verified', async () => {
    const most = await t.app.inject({ url: '/api/creators/most-reviews?limit=3' });
    expect(names(most.json().results)).toEqual(['alpha', 'golf', 'bravo']);
    expect(most.json()).toMatchObject({ count: 5, limit: 3, offset: 0, countExact: true });
    const verified = await t.app.inject({ url: '/api/creators/recent-verified?limit=2&offset=1' });
    expect(names(verified.json().results)).toEqual(['charlie', 'alpha']);
    expect(verified.json()).toMatchObject({ count: 3, limit: 2, offset: 1 });
    const onlySfw = await t.app.inject({ url: '/api/creators/most-reviews?nsfw=false' });
    expect(names(onlySfw.json().results)).toEqual(['alpha', 'golf', 'charlie', 'echo']);
  });
});

describe('GET /creators paging', () => {
  const liked = ['hotel', 'bravo', 'echo', 'alpha', 'delta', 'foxtrot', 'golf', 'charlie'];

  it('pages with limit and offset without overlap, the count staying the total', async () => {
    const pages = await Promise.all([0, 3, 6].map((offset) => list(`?sort=liked&limit=3&offset=${offset}`)));
    expect(pages.map((page) => page.names)).toEqual([liked.slice(0, 3), liked.slice(3, 6), liked.slice(6)]);
    for (const [index, page] of pages.entries()) expect(page).toMatchObject({ count: 8, limit: 3, offset: index * 3 });
  });

  it('answers an empty page past the end, with the count', async () => {
    const body = await list('?offset=100');
    expect(body).toMatchObject({ results: [], count: 8, offset: 100 });
  });

  it('accepts the largest page size (50)', async () => {
    expect((await list('?limit=50')).limit).toBe(50);
  });
});

describe('GET /creators viewer flags and shape', () => {
  it('marks favorite and reviewed for the signed-in viewer only', async () => {
    const signedIn = await list('?limit=50', await authAs(t.app, viewer.id));
    const flags = Object.fromEntries(signedIn.results.map((c, i) => [signedIn.names[i], [c.favorite, c.reviewed]]));
    expect(flags.alpha).toEqual([true, false]);
    expect(flags.charlie).toEqual([false, true]);
    expect(flags.delta).toEqual([false, false]);
    const anonymous = await list('?limit=50');
    expect(anonymous.results.every((c) => !c.favorite && !c.reviewed)).toBe(true);
  });

  it('an invalid or expired token counts as signed out', async () => {
    const body = await list('?limit=50', { authorization: 'Bearer not-a-token' });
    expect(body.results.every((c) => !c.favorite)).toBe(true);
  });

  it('shows cards with the bio as plain text, statistics and categories', async () => {
    const [alpha] = (await list('?sort=rated&limit=2&offset=1')).results;
    expect(alpha.bio).toBe('Hello from my page');
    expect(alpha.reviewsStatistic).toEqual({
      rating: 5,
      reviewCount: 2,
      ratingBreakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 2 },
    });
    expect(alpha.categories).toEqual([expect.objectContaining({ name: 'Cosplay', slug: 'cosplay' })]);
    expect(alpha.verified).toBe(true);
  });
});

describe('GET /creators bad parameters', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
    ['sort=newest', 'sort'],
    ['platform=myspace', 'platform'],
    ['nsfw=maybe', 'nsfw'],
    ['rating=1', 'rating'],
    ['rating=6', 'rating'],
    ['price=cheap', 'price'],
    ['gender=other', 'gender'],
    ['category=Not%20A%20Slug!', 'category'],
    [`search=${'a'.repeat(101)}`, 'search'],
    ['coordinates=somewhere', 'coordinates'],
    ['coordinates=91,0', 'coordinates'],
    ['coordinates=0,181', 'coordinates'],
  ])('%s → 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/creators?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed', field });
  });

  it('validates the sliders the same way', async () => {
    const res = await t.app.inject({ url: '/api/creators/most-reviews?limit=100' });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'limit' });
    const verified = await t.app.inject({ url: '/api/creators/recent-verified?offset=-5' });
    expect(verified.json()).toMatchObject({ statusCode: 400, field: 'offset' });
  });
});
