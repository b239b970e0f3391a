import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSchema, listSchema, type Platform } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator, type CreatorOverrides } from './helpers/factories/creators';
import { collectPage, pageCreatorIds, walkPage } from '../src/modules/creators/list-queries';
import type { CreatorFilter } from '../src/modules/creators/creator-filter';
import { upsertListings } from '../src/modules/listings/listing-upsert';
import { markGone } from '../src/modules/refresh/refresh-queries';
import { recordPoints } from '../src/modules/stats-history/history-points';
import { GROWTH_FLOOR } from '../src/modules/stats-history/growth';
import { refreshGrowthScores } from '../src/modules/stats-history/growth-round';

/**
 * `sort=growing` (subscribers gained over 30 days over max(subscribers then, 1,000), growth.ts) on a
 * small world whose answers are known. Each creator's readings are written into its history, then
 * the daily round scores everyone as of today (T); days are counted back from T:
 *
 * | name    | platform | gender | price | readings (day: subscribers)  | score                 |
 * | fresh   | twitch   | female | 0     | T-10: 200, T-1: 1,400        | 1,200 / 1,000 = 1.2   |
 * | floor   | onlyfans | female | 300   | T-40: 500, T-2: 1,000        | 500 / 1,000 = 0.5     |
 * | mid     | onlyfans | male   | 900   | T-40: 2,000, T-2: 2,600      | 600 / 2,000 = 0.3     |
 * | tie_a   | onlyfans | female | 800   | T-40: 1,000, T-3: 1,200      | 0.2                   |
 * | tie_b   | twitch   | female | 800   | T-40: 1,000, T-3: 1,200      | 0.2                   |
 * | big     | patreon  | male   | 2000  | T-40: 100,000, T-2: 110,000  | 0.1                   |
 * | tiny    | onlyfans | female | 0     | T-40: 3, T-2: 9              | 6 / 1,000 = 0.006     |
 * | loser   | twitch   | male   | 100   | T-40: 5,000, T-2: 4,000      | 0 (only growth)       |
 * | stale   | patreon  | female | 100   | T-100: 1,000, T-60: 5,000    | 0 (nothing in 30 d)   |
 * | none    | onlyfans | female | 0     | —                            | 0                     |
 * | gone    | onlyfans | female | 0     | T-40: 1,000, T-2: 3,000      | 2.0, no longer listed |
 * | removed | twitch   | female | 0     | T-40: 1,000, T-2: 2,500      | 1.5, removed          |
 *
 * floor, tiny and none are in Cosplay (an OnlyFans category), and fresh, mid, big and loser paint.
 */
let t: TestApp;
const id: Record<string, number> = {};
const DAY = 86_400_000;
const T = new Date();
const dayOf = (back: number) => new Date(T.getTime() - back * DAY).toISOString().slice(0, 10);

const WORLD: [string, Partial<CreatorOverrides>, [number, number][]][] = [
  [
    'fresh',
    { platform: 'twitch', gender: 'female', priceCents: 0, tags: ['painting'] },
    [
      [10, 200],
      [1, 1400],
    ],
  ],
  [
    'floor',
    { platform: 'onlyfans', gender: 'female', priceCents: 300 },
    [
      [40, 500],
      [2, 1000],
    ],
  ],
  [
    'mid',
    { platform: 'onlyfans', gender: 'male', priceCents: 900, tags: ['painting'] },
    [
      [40, 2000],
      [2, 2600],
    ],
  ],
  [
    'tie_a',
    { platform: 'onlyfans', gender: 'female', priceCents: 800 },
    [
      [40, 1000],
      [3, 1200],
    ],
  ],
  [
    'tie_b',
    { platform: 'twitch', gender: 'female', priceCents: 800 },
    [
      [40, 1000],
      [3, 1200],
    ],
  ],
  [
    'big',
    { platform: 'patreon', gender: 'male', priceCents: 2000, tags: ['painting'] },
    [
      [40, 100_000],
      [2, 110_000],
    ],
  ],
  [
    'tiny',
    { platform: 'onlyfans', gender: 'female', priceCents: 0 },
    [
      [40, 3],
      [2, 9],
    ],
  ],
  [
    'loser',
    { platform: 'twitch', gender: 'male', priceCents: 100, tags: ['painting'] },
    [
      [40, 5000],
      [2, 4000],
    ],
  ],
  [
    'stale',
    { platform: 'patreon', gender: 'female', priceCents: 100 },
    [
      [100, 1000],
      [60, 5000],
    ],
  ],
  ['none', { platform: 'onlyfans', gender: 'female', priceCents: 0 }, []],
  [
    'gone',
    { platform: 'onlyfans', gender: 'female', priceCents: 0 },
    [
      [40, 1000],
      [2, 3000],
    ],
  ],
  [
    'removed',
    { platform: 'twitch', gender: 'female', priceCents: 0 },
    [
      [40, 1000],
      [2, 2500],
    ],
  ],
];
const RISING = ['fresh', 'floor', 'mid', 'tie_a', 'tie_b', 'big', 'tiny', 'loser', 'stale', 'none'];
const SCORES: Record<string, number> = {
  fresh: 1.2,
  floor: 0.5,
  mid: 0.3,
  tie_a: 0.2,
  tie_b: 0.2,
  big: 0.1,
  tiny: 0.006,
  loser: 0,
  stale: 0,
  none: 0,
  gone: 2,
  removed: 1.5,
};

/** Writes a creator's readings into its history, as the write path records a day's counters. */
async function readings(creatorId: number, points: [number, number][]) {
  for (const [back, subscribers] of [...points].sort((a, b) => b[0] - a[0])) {
    await t.database.db.transaction((tx) =>
      recordPoints(tx, [
        { creatorId, day: dayOf(back), values: { subscribers, likes: null, posts: null, photos: null, videos: null } },
      ]),
    );
  }
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
  await t.app.jobs.drain(); // the start-up rounds (an empty database: nothing)
  const cosplay = await buildCategory(t.database, { name: 'Cosplay', slug: 'cosplay', platform: 'onlyfans' });
  for (const [name, overrides, points] of WORLD) {
    const creator = await buildCreator(t.database, {
      username: name,
      name: name.toUpperCase(),
      categoryIds: ['floor', 'tiny', 'none'].includes(name) ? [cosplay.id] : [],
      subscribers: points.at(-1)?.[1] ?? null,
      ...overrides,
    });
    id[name] = creator.id;
    await readings(creator.id, points);
  }
  await t.database.db.transaction((tx) => markGone(tx, [id.gone], new Date()));
  await t.database.query('update creators set removed_at = now() where id = $1', [id.removed]);
  await refreshGrowthScores(t.database, { now: T });
});
afterAll(async () => t?.close());

const nameOf = (creatorId: number) => Object.keys(id).find((name) => id[name] === creatorId);

async function list(query: string) {
  const limit = query.includes('limit=') ? '' : 'limit=50&';
  const res = await t.app.inject({ url: `/api/creators?sort=growing&${limit}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchema(creatorSchema).parse(res.json());
  return { ...body, names: body.results.map((creator) => nameOf(creator.id)) };
}

async function scoreOf(name: string) {
  const [row] = await t.database.query<{ growth_score: number; growth_at: string | null }>(
    'select growth_score, growth_at from creators where id = $1',
    [id[name]],
  );
  return row;
}

describe('sort=growing: subscribers gained over 30 days, against a floor', () => {
  it('stores the known scores, gone and removed pages included', async () => {
    for (const [name, score] of Object.entries(SCORES)) {
      expect((await scoreOf(name)).growth_score, name).toBeCloseTo(score, 10);
    }
    expect(GROWTH_FLOOR).toBe(1000);
  });

  it('puts the floor above tripling from 3 fans, ties by id, no growth last by id, gone and removed out', async () => {
    const body = await list('');
    expect(body.names).toEqual(RISING);
    expect(body.count).toBe(10);
    expect(id.tie_a).toBeLessThan(id.tie_b);
    expect(id.loser).toBeLessThan(id.stale);
  });

  it.each([
    ['platform=onlyfans', ['floor', 'mid', 'tie_a', 'tiny', 'none']],
    ['platform=twitch', ['fresh', 'tie_b', 'loser']],
    ['platform=patreon', ['big', 'stale']],
    ['gender=male', ['mid', 'big', 'loser']],
    ['gender=female&platform=onlyfans', ['floor', 'tie_a', 'tiny', 'none']],
    ['price=free', ['fresh', 'tiny', 'none']],
    ['price=5to15', ['mid', 'tie_a', 'tie_b']],
    ['category=cosplay', ['floor', 'tiny', 'none']],
    ['category=cosplay&gender=female&price=free', ['tiny', 'none']],
    ['category=no-such-category', []],
    ['search=painting', ['fresh', 'mid', 'big', 'loser']],
    ['search=paintng&platform=twitch', ['fresh', 'loser']],
    ['search=painting&gender=male&price=under5', ['loser']],
    ['offset=2&limit=3', ['mid', 'tie_a', 'tie_b']],
  ])('with %s, in the rising order', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it('walks and collects the same pages as plain SQL in that order', async () => {
    const filters: CreatorFilter[] = [
      { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false },
      { nsfw: true, rating: 'any', price: 'any', gender: 'female', verifiedOnly: false },
      { nsfw: true, rating: 'any', price: 'under5', gender: 'all', verifiedOnly: false, platform: 'onlyfans' },
    ];
    for (const filter of filters) {
      for (const page of [
        { limit: 2, offset: 0 },
        { limit: 3, offset: 1 },
      ]) {
        const expected = await pageCreatorIds(t.database, filter, 'growing', page);
        const walked = await walkPage(
          t.database,
          filter,
          'growing',
          { ...page, excludeIds: [] },
          { cap: 1000, scopeSize: 12, exactScope: true },
        );
        const collected = await collectPage(t.database, filter, 'growing', { ...page, excludeIds: [] }, 1000);
        expect(walked.ids).toEqual(expected);
        expect(collected.ids).toEqual(expected);
      }
    }
  });

  it('refuses an unknown sort with the field named', async () => {
    const res = await t.app.inject({ url: '/api/creators?sort=rising' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'sort' });
  });
});

describe('the daily round', () => {
  it('moves the 30 days on: growth that stops falls back to 0, a fall that leaves the window rises', async () => {
    const creator = await buildCreator(t.database, { username: 'rebound', platform: 'patreon', subscribers: 3000 });
    id.rebound = creator.id;
    // 5,000 forty days ago, down to 100 at T-28, back up to 3,000 at T-5.
    await readings(creator.id, [
      [40, 5000],
      [28, 100],
      [5, 3000],
    ]);
    await refreshGrowthScores(t.database, { now: T });
    expect((await scoreOf('rebound')).growth_score).toBe(0); // against 5,000 (T-30): a loss
    // Three days on, the point before the window is T-28's 100: (3,000 − 100) / 1,000.
    const later = new Date(T.getTime() + 3 * DAY);
    expect(await refreshGrowthScores(t.database, { now: later })).toBeGreaterThan(0);
    const rebound = await scoreOf('rebound');
    expect(rebound.growth_score).toBeCloseTo(2.9, 10);
    expect(rebound.growth_at).not.toBeNull();
    expect((await scoreOf('mid')).growth_score).toBeCloseTo(0.3, 10); // T-40 is still before T-27
    // Forty days on, nobody has a reading within 30 days: every score is 0.
    await refreshGrowthScores(t.database, { now: new Date(T.getTime() + 40 * DAY) });
    const rows = await t.database.query<{ n: number }>(
      'select count(*)::int as n from creators where growth_score <> 0',
    );
    expect(rows[0].n).toBe(0);
    // A round with nothing changed writes nothing; today's scores come back.
    expect(await refreshGrowthScores(t.database, { now: new Date(T.getTime() + 40 * DAY) })).toBe(0);
    await refreshGrowthScores(t.database, { now: T });
    expect((await list('')).names.slice(0, 3)).toEqual(['fresh', 'floor', 'mid']);
  });

  it('is a periodic job of the queue', async () => {
    const [row] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'round.growth'`,
    );
    expect(row.n).toBe(1);
  });
});

describe('the write path', () => {
  /** What the platform says on day T-`back`, written through the one upsert path. */
  async function read(username: string, back: number, subscribers: number) {
    return t.database.db.transaction((tx) =>
      upsertListings(tx, [{ platform: 'twitch' as Platform, username, counters: { subscribers } }], {
        origin: { via: 'import', by: null },
        profileUrl: (_platform, name) => `https://www.twitch.tv/${name}`,
        categories: new Map(),
        alerts: false,
        now: new Date(T.getTime() - back * DAY),
      }),
    );
  }

  it('scores a reading at once, against a baseline months old, and the list follows', async () => {
    const { outcomes } = await read('rarely_read', 100, 4000);
    id.rarely_read = outcomes[0].id;
    expect((await scoreOf('rarely_read')).growth_score).toBe(0);
    // Read again today: the value 30 days ago is still the one of 100 days ago.
    await read('rarely_read', 0, 6000);
    const row = await scoreOf('rarely_read');
    expect(row.growth_score).toBeCloseTo(2000 / 4000, 10);
    expect(row.growth_at).not.toBeNull();
    expect((await list('platform=twitch')).names).toEqual(['fresh', 'rarely_read', 'tie_b', 'loser']);
    // Fewer fans: out of the rising creators at once.
    await read('rarely_read', 0, 3500);
    expect((await scoreOf('rarely_read')).growth_score).toBe(0);
  });
});
