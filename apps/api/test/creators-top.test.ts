import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSchema, listSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator, type CreatorOverrides } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';
import { collectPage, pageCreatorIds, walkPage } from '../src/modules/creators/list-queries';
import type { CreatorFilter } from '../src/modules/creators/creator-filter';
import {
  TOP_PRIOR_WEIGHT,
  readTopPrior,
  refreshTopPrior,
  siteMeanRating,
  topScore,
} from '../src/modules/creators/top-prior';

/**
 * `sort=top` (the Bayesian average, top-prior.ts) on a small world whose answers are known. The
 * statistics are written as the review writers write them (review_count, rating_sum), so the
 * trigger of migration 0024 scores them. With every review counted, the site's mean is
 * 2361 / 499 = 4.7315 and m = 10:
 *
 * | name   | platform | gender  | nsfw | price | reviews | average | score  | where            |
 * | many   | onlyfans | female  |      | 0     | 400     | 4.9     | 4.8959 | London, cosplay  |
 * | single | onlyfans | male    |      | 300   | 1       | 5.0     | 4.7559 | cosplay          |
 * | twi    | twitch   | female  |      | 900   | 5       | 4.8     | 4.7543 |                  |
 * | pat    | patreon  | unknown |      | 2000  | 50      | 4.6     | 4.6219 |                  |
 * | tie_a  | onlyfans | female  | yes  | 800   | 10      | 4.5     | 4.6158 | London           |
 * | tie_b  | onlyfans | female  |      | 800   | 10      | 4.5     | 4.6158 | London           |
 * | mid    | patreon  | male    |      | 1200  | 3       | 4.0     | 4.5627 |                  |
 * | low    | twitch   | male    |      | 100   | 20      | 2.0     | 2.9105 |                  |
 * | none   | onlyfans | female  |      | 0     | 0       | —       | 0      | cosplay          |
 */
let t: TestApp;
const id: Record<string, number> = {};
const LONDON = { location: 'London', lat: 51.5072, lon: -0.1276 };
const WORLD: [string, Partial<CreatorOverrides>, number, number][] = [
  ['many', { platform: 'onlyfans', gender: 'female', priceCents: 0, tags: ['painting'], ...LONDON }, 400, 1960],
  ['single', { platform: 'onlyfans', gender: 'male', priceCents: 300, tags: ['painting'] }, 1, 5],
  ['twi', { platform: 'twitch', gender: 'female', priceCents: 900 }, 5, 24],
  ['pat', { platform: 'patreon', gender: 'unknown', priceCents: 2000, tags: ['painting'] }, 50, 230],
  ['tie_a', { platform: 'onlyfans', gender: 'female', nsfw: true, priceCents: 800, ...LONDON }, 10, 45],
  ['tie_b', { platform: 'onlyfans', gender: 'female', priceCents: 800, ...LONDON }, 10, 45],
  ['mid', { platform: 'patreon', gender: 'male', priceCents: 1200 }, 3, 12],
  ['low', { platform: 'twitch', gender: 'male', priceCents: 100, tags: ['painting'] }, 20, 40],
  ['none', { platform: 'onlyfans', gender: 'female', priceCents: 0 }, 0, 0],
];
const BEST_FIRST = ['many', 'single', 'twi', 'pat', 'tie_a', 'tie_b', 'mid', 'low', 'none'];
const stats = Object.fromEntries(WORLD.map(([name, , count, sum]) => [name, { count, sum }]));

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.jobs.drain(); // the start-up look at the prior (an empty database: nothing)
  const cosplay = await buildCategory(t.database, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  for (const [name, overrides, count, sum] of WORLD) {
    const categoryIds = ['many', 'single', 'none'].includes(name) ? [cosplay.id] : [];
    const creator = await buildCreator(t.database, {
      username: name,
      name: name.toUpperCase(),
      categoryIds,
      ...overrides,
    });
    id[name] = creator.id;
    await t.database.query('update creators set review_count = $2, rating_sum = $3 where id = $1', [
      creator.id,
      count,
      sum,
    ]);
  }
  await refreshTopPrior(t.database, { force: true });
});
afterAll(async () => t?.close());

const nameOf = (creatorId: number) => Object.keys(id).find((name) => id[name] === creatorId);

async function list(query: string) {
  const limit = query.includes('limit=') ? '' : 'limit=50&';
  const res = await t.app.inject({ url: `/api/creators?sort=top&${limit}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchema(creatorSchema).parse(res.json());
  return { ...body, names: body.results.map((creator) => nameOf(creator.id)) };
}

describe('sort=top: the Bayesian average', () => {
  it('takes the site mean as the prior, weighted as m reviews', async () => {
    const prior = await readTopPrior(t.database);
    expect(prior.weight).toBe(TOP_PRIOR_WEIGHT);
    expect(prior.mean).toBeCloseTo(2361 / 499, 10);
    expect(await siteMeanRating(t.database)).toBeCloseTo(2361 / 499, 10);
  });

  it('puts 400 reviews at 4.9 above one review at 5.0, ties by id, no reviews last', async () => {
    const body = await list('');
    expect(body.names).toEqual(BEST_FIRST);
    expect(body.count).toBe(9);
    expect(id.tie_a).toBeLessThan(id.tie_b);
  });

  it('stores the known scores and keeps the displayed rating the plain average', async () => {
    const prior = await readTopPrior(t.database);
    const rows = await t.database.query<{ id: number; top_score: number }>('select id, top_score from creators');
    const known: Record<string, number> = { many: 4.8959, single: 4.7559, low: 2.9105, none: 0 };
    for (const row of rows) {
      const name = nameOf(row.id)!;
      expect(row.top_score).toBeCloseTo(topScore(stats[name].count, stats[name].sum, prior), 10);
      if (known[name] !== undefined) expect(row.top_score).toBeCloseTo(known[name], 4);
    }
    const body = await list('');
    const many = body.results.find((creator) => creator.id === id.many)!;
    const single = body.results.find((creator) => creator.id === id.single)!;
    expect([
      many.rating,
      many.reviewsStatistic.reviewCount,
      single.rating,
      single.reviewsStatistic.reviewCount,
    ]).toEqual([4.9, 400, 5, 1]);
  });

  it.each([
    ['platform=onlyfans', ['many', 'single', 'tie_a', 'tie_b', 'none']],
    ['platform=patreon', ['pat', 'mid']],
    ['platform=twitch', ['twi', 'low']],
    ['nsfw=false', BEST_FIRST.filter((name) => name !== 'tie_a')],
    ['rating=5', ['single']],
    ['rating=4', ['many', 'single', 'twi', 'pat', 'tie_a', 'tie_b', 'mid']],
    ['rating=2', BEST_FIRST.filter((name) => name !== 'none')],
    ['price=free', ['many', 'none']],
    ['price=under5', ['many', 'single', 'low', 'none']],
    ['price=5to15', ['twi', 'tie_a', 'tie_b', 'mid']],
    ['price=over15', ['pat']],
    ['gender=female', ['many', 'twi', 'tie_a', 'tie_b', 'none']],
    ['gender=male', ['single', 'mid', 'low']],
    ['gender=unknown', ['pat']],
    ['category=cosplay', ['many', 'single', 'none']],
    ['category=no-such-category', []],
    ['search=painting', ['many', 'single', 'pat', 'low']],
    ['search=paintng', ['many', 'single', 'pat', 'low']],
    ['search=painting&platform=onlyfans&gender=male', ['single']],
    [`coordinates=${LONDON.lat},${LONDON.lon}`, ['many', 'tie_a', 'tie_b']],
    [`coordinates=${LONDON.lat},${LONDON.lon}&nsfw=false&price=5to15`, ['tie_b']],
    ['platform=onlyfans&rating=4&gender=female&price=5to15&nsfw=true', ['tie_a', 'tie_b']],
    ['offset=2&limit=3', ['twi', 'pat', 'tie_a']],
  ])('with %s, in the best-rated order', async (query, expected) => {
    const body = await list(query);
    expect(body.names).toEqual(expected);
  });

  it('walks and collects the same pages as plain SQL in that order', async () => {
    const filters: CreatorFilter[] = [
      { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false },
      { nsfw: false, rating: '4', price: 'any', gender: 'female', verifiedOnly: false },
      { nsfw: true, rating: 'any', price: 'under5', gender: 'all', verifiedOnly: false, platform: 'onlyfans' },
    ];
    for (const filter of filters) {
      for (const page of [
        { limit: 2, offset: 0 },
        { limit: 3, offset: 1 },
      ]) {
        const expected = await pageCreatorIds(t.database, filter, 'top', page);
        const walked = await walkPage(
          t.database,
          filter,
          'top',
          { ...page, excludeIds: [] },
          {
            cap: 1000,
            scopeSize: 9,
            exactScope: true,
          },
        );
        const collected = await collectPage(t.database, filter, 'top', { ...page, excludeIds: [] }, 1000);
        expect(walked.ids).toEqual(expected);
        expect(collected.ids).toEqual(expected);
      }
    }
  });

  it('rescores a creator at once when a review is written (the trigger)', async () => {
    const creator = await buildCreator(t.database, { username: 'newcomer', platform: 'twitch', gender: 'male' });
    id.newcomer = creator.id;
    expect((await list('platform=twitch')).names).toEqual(['twi', 'low', 'newcomer']);
    await buildReview(t.database, { creatorId: creator.id, rating: 5 });
    await buildReview(t.database, { creatorId: creator.id, rating: 5 });
    // (10 + 10·4.7315) / 12 = 4.7763: above twi (4.7543), below many.
    expect((await list('platform=twitch')).names).toEqual(['newcomer', 'twi', 'low']);
    const [row] = await t.database.query<{ top_score: number }>('select top_score from creators where id = $1', [
      creator.id,
    ]);
    expect(row.top_score).toBeCloseTo(topScore(2, 10, await readTopPrior(t.database)), 10);
  });
});

describe('the prior', () => {
  it('is rewritten when due and the mean moved, and left alone otherwise', async () => {
    const mean = (await siteMeanRating(t.database))!;
    // A prior a day old that is far from today's mean: every score is stale.
    await t.database.query(`update top_rating_prior set mean = 3, checked_at = now() - interval '25 hours'`);
    const rewritten = await refreshTopPrior(t.database);
    expect(rewritten?.prior.mean).toBeCloseTo(mean, 10);
    expect(rewritten?.rewritten).toBe(9); // every creator with a review (`none` stays 0)
    const prior = await readTopPrior(t.database);
    const rows = await t.database.query<{ id: number; review_count: number; rating_sum: number; top_score: number }>(
      'select id, review_count, rating_sum, top_score from creators',
    );
    for (const row of rows) {
      expect(row.top_score).toBeCloseTo(topScore(row.review_count, row.rating_sum, prior), 10);
    }
    // Checked a moment ago: not due.
    expect(await refreshTopPrior(t.database)).toBeNull();
    // Due again, but the mean moved by less than the drift: nothing is rewritten.
    await t.database.query(`update top_rating_prior set mean = mean + 0.01, checked_at = now() - interval '25 hours'`);
    expect((await refreshTopPrior(t.database))?.rewritten).toBe(0);
    // Another weight is due at once.
    await t.database.query('update top_rating_prior set weight = 3');
    expect((await refreshTopPrior(t.database))?.prior.weight).toBe(TOP_PRIOR_WEIGHT);
  });

  it('refuses an unknown sort with the field named', async () => {
    const res = await t.app.inject({ url: '/api/creators?sort=best' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'sort' });
  });
});
