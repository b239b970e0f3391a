import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATOR_SORTS,
  GENDERS,
  PLATFORMS,
  PRICE_FILTERS,
  RATING_FILTERS,
  creatorListQuery,
  type CreatorListQuery,
  type Platform,
} from '@fanlens/shared';
import type { Database } from '../src/db/client';
import { Random } from '../src/demo-data/random';
import { ENGINE_LAYERS, setEngineLayersOff, type EngineLayer } from '../src/modules/creators/engine-layers';
import { countByFacets } from '../src/modules/creators/facet-counts';
import {
  countCreatorsExactly,
  estimatePrefixMatches,
  estimateSignaturePrefixShare,
  estimateTermMatches,
  pageCreatorIds,
  walksPlatformOnly,
} from '../src/modules/creators/list-queries';
import { filterOfQuery, listCreators, orderOf } from '../src/modules/creators/list-service';
import { matchesPage } from '../src/modules/creators/matches-page';
import { anyOperand } from '../src/modules/creators/term-signature';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/**
 * Each layer of the discovery engine turned off (DISCOVERY_LAYERS_OFF, engine-layers.ts) takes
 * another path to the same answers: seeded combinations of every parameter on a small world, with
 * every layer on and with each off, give the same ids in the same order and the same exact counts
 * (an estimate, `countExact: false`, may differ: it is the plan's). Twice: through listCreators as
 * the route calls it, and through matchesPage with the scope of the walks scaled to a million
 * creators, where the plans take the probes, sides and ranges a small world never needs. Each layer
 * must change the statements of some case, or the test would prove nothing of it.
 */
let t: TestApp;
const LAYERS = Object.keys(ENGINE_LAYERS) as EngineLayer[];
const SETTINGS: EngineLayer[][] = [[], ...LAYERS.map((layer) => [layer])];
const CREATORS = 2000;
const CASES = 140;
const DAY = 86_400_000;
const FIRST_NAMES = ['luna', 'maya', 'nova', 'iris', 'zoe', 'ava', 'leo', 'max', 'kai', 'finn', 'omar', 'rio'];
const WORDS = { common: 'yoga', medium: 'retro', rare: 'comics', other: 'gaming' };
const CITIES = [
  { name: 'Berlin', lat: 52.52, lon: 13.4 },
  { name: 'Lisbon', lat: 38.72, lon: -9.14 },
  { name: 'Austin', lat: 30.27, lon: -97.74 },
];
const usernames: string[] = [];
const categories: { slug: string; platform: Platform }[] = [];

/** Every statement of the database, recorded while `recording` (one wrapper: the engine keeps its caches per database). */
const statements: string[] = [];
let recording = false;
let watched: Database;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  const query: Database['query'] = (text, params) => {
    if (recording) statements.push(`${text} ${JSON.stringify(params ?? [])}`);
    return db.query(text, params);
  };
  watched = { ...db, query };
  const random = new Random(11);
  for (const [platform, name] of [
    ['onlyfans', 'Cosplay'],
    ['onlyfans', 'Fitness'],
    ['patreon', 'Art'],
    ['twitch', 'Speedrun'],
  ] as const) {
    const category = await buildCategory(db, { name, slug: name.toLowerCase(), platform });
    categories.push({ slug: category.slug, platform });
  }
  const categoryIds = new Map<string, number>();
  for (const row of await db.query<{ id: number; slug: string }>('select id, slug from categories')) {
    categoryIds.set(row.slug, row.id);
  }
  /**
   * A key spread over powers of two (so that ranges from 2^8 up hold some), or none. The creators of
   * the common word have the lower keys: its deep matches by likes sit below the others, where a
   * range of the key is cheaper than the walk down to it (rangePage).
   */
  const key = (none: number, common: boolean) =>
    random.chance(none) ? null : Math.floor(2 ** (common ? random.next() * 12 : 12 + random.next() * 3)) - 1;
  const creatorIds: number[] = [];
  for (let i = 0; i < CREATORS; i++) {
    const platform = random.pick(PLATFORMS);
    const first = random.pick(FIRST_NAMES);
    const username = `${first}_${random.pick(['star', 'moon', 'wave', 'pixel', 'fox'])}${i}`;
    usernames.push(username);
    const common = random.chance(0.65);
    const tags = [
      ...(common ? [WORDS.common] : []),
      ...(random.chance(0.3) ? [WORDS.medium] : []),
      ...(random.chance(0.08) ? [WORDS.rare] : []),
      ...(random.chance(0.2) ? [WORDS.other] : []),
    ];
    const city = random.chance(0.3) ? random.pick(CITIES) : null;
    const price = random.pick([null, 0, 300, 500, 999, 1500, 2500]);
    const own = categories.filter((category) => category.platform === platform && random.chance(0.4));
    const creator = await buildCreator(db, {
      username,
      name: `${first[0]!.toUpperCase()}${first.slice(1)} ${random.pick(['Rivers', 'Stone', 'Vale'])}`,
      bio: `<p>${random.pick(['Daily', 'Weekly', 'Live'])} ${random.pick(['streams', 'sets', 'posts'])}</p>`,
      platform,
      tags,
      priceCents: price,
      promoPriceCents: price && random.chance(0.2) ? Math.floor(price / 2) : null,
      // Twitch has no likes, as in the demo data: a page of it is never split by the key.
      likes: platform === 'twitch' ? null : key(0.15, common),
      subscribers: key(0.25, common),
      location: city?.name ?? null,
      lat: city ? city.lat + random.int(-20, 20) / 100 : null,
      lon: city ? city.lon + random.int(-20, 20) / 100 : null,
      gender: random.pick(GENDERS),
      nsfw: random.chance(0.25),
      verified: random.chance(0.2),
      verifiedAt: random.chance(0.2) ? new Date(Date.now() - random.int(1, 300) * DAY) : null,
      categoryIds: own.map((category) => categoryIds.get(category.slug)!),
    });
    creatorIds.push(creator.id);
  }
  const users = await Promise.all([1, 2, 3, 4].map(() => buildUser(db)));
  for (const creatorId of creatorIds) {
    if (!random.chance(0.3)) continue;
    const reviews = random.int(1, users.length);
    for (let index = 0; index < reviews; index++) {
      const days = random.chance(0.8) ? random.int(0, 29) : random.int(31, 90);
      const createdAt = new Date(Date.now() - days * DAY);
      await buildReview(db, { creatorId, userId: users[index]!.id, rating: random.int(1, 5), createdAt });
    }
  }
  await db.query('ANALYZE');
}, 300_000);
afterAll(async () => {
  setEngineLayersOff([]);
  await t?.close();
});

/** `count` seeded combinations of every parameter of GET /creators on this world. */
function cases(seed: number, count: number): CreatorListQuery[] {
  const random = new Random(seed);
  const terms = [
    () => null,
    () => WORDS.common,
    () => WORDS.medium,
    () => WORDS.rare,
    () => WORDS.other,
    () => random.pick(FIRST_NAMES),
    () => random.pick(usernames),
    () => random.pick(usernames).replace(/^(.)(.)/, '$2$1'),
    () => 'yo',
    () => random.pick(['a', 'l', 'z']),
    () => `${WORDS.common} ${WORDS.medium}`,
    () => `${random.pick(FIRST_NAMES)} ${random.pick(['star', 'rivers'])}`,
    () => 'zqx',
  ];
  const all: CreatorListQuery[] = [];
  for (let i = 0; i < count; i++) {
    const params: Record<string, string> = { sort: random.pick(CREATOR_SORTS) };
    // The common word a third of the time: its pages are those a large scope plans in most ways.
    const term = random.chance(0.3) ? WORDS.common : random.pick(terms)();
    if (term) params.search = term;
    if (random.chance(0.35)) params.platform = random.pick(PLATFORMS);
    if (random.chance(0.3)) params.price = random.pick(PRICE_FILTERS);
    if (random.chance(0.3)) params.rating = random.pick(RATING_FILTERS);
    if (random.chance(0.3)) params.gender = random.pick(GENDERS);
    if (random.chance(0.25)) params.nsfw = 'false';
    if (random.chance(0.15)) params.category = random.pick(categories).slug;
    if (random.chance(0.15)) {
      const city = random.pick(CITIES);
      params.coordinates = `${city.lat}, ${city.lon}`;
    }
    params.offset = String(random.pick([0, 0, 0, 5, 10, 30, 100, 300, 600]));
    params.limit = String(random.pick([1, 10, 24, 50]));
    all.push(creatorListQuery.parse(params));
  }
  return all;
}

interface Answer {
  ids: number[];
  count: number;
  exact: boolean;
  /** The statements it took (the background refreshes of the ranking and of the table layout left out). */
  path: string;
}

/** `read` with each setting of the layers in turn. */
async function eachSetting(read: () => Promise<Omit<Answer, 'path'>>): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const off of SETTINGS) {
    setEngineLayersOff(off);
    statements.length = 0;
    recording = true;
    try {
      const answer = await read();
      const path = statements.filter((text) => !BACKGROUND.test(text)).map(withoutReads);
      answers.push({ ...answer, path: path.join('\n') });
    } finally {
      recording = false;
      setEngineLayersOff([]);
    }
  }
  return answers;
}
const BACKGROUND = /string_agg\(creator_id|string_agg\(kept\.facts/;
/**
 * A statement without what a layer off merely leaves unread (a walk's term signature column): the
 * path changes only where a step does.
 */
const withoutReads = (text: string) => text.replace(', c.term_signature', '');

/** The filter listCreators reads a query as (null when its category leaves nothing). */
const filterOf = (query: CreatorListQuery) => filterOfQuery(t.database, query);

/**
 * The answers of every setting against that with every layer on (and, for a page of an index order
 * without a head, against plain SQL); the layers whose setting took another path.
 */
function compare(
  answers: Answer[],
  context: { text: string; offset: number },
  oracle: { ids: number[]; count: number } | null,
): EngineLayer[] {
  const [on] = answers as [Answer];
  if (oracle) {
    expect(on.ids, `${context.text} (plain SQL)`).toEqual(oracle.ids);
    if (on.exact) expect(on.count, `${context.text} (plain SQL)`).toBe(oracle.count);
  }
  const changed: EngineLayer[] = [];
  answers.forEach((answer, index) => {
    const setting = `${context.text} off: ${SETTINGS[index]!.join(',') || 'none'}`;
    expect(answer.ids, setting).toEqual(on.ids);
    if (answer.exact && on.exact) expect(answer.count, setting).toBe(on.count);
    if (answer.exact && oracle) expect(answer.count, setting).toBe(oracle.count);
    // An estimate is at least the matches up to the page's last.
    if (!answer.exact) expect(answer.count, setting).toBeGreaterThanOrEqual(context.offset + answer.ids.length);
    if (index > 0 && answer.path !== on.path) changed.push(SETTINGS[index]![0]!);
  });
  return changed;
}

describe('the discovery engine with each layer off', () => {
  it('answers every combination of GET /creators as with every layer on', async () => {
    const acted = new Set<EngineLayer>();
    const context = { viewerId: null, log: t.app.log };
    for (const query of cases(5, CASES)) {
      const answers = await eachSetting(async () => {
        const list = await listCreators(watched, query, context);
        return { ids: list.results.map((creator) => creator.id), count: list.count, exact: list.countExact };
      });
      const filter = await filterOf(query);
      const order = filter && orderOf(query.sort, filter);
      const plain =
        filter &&
        order &&
        order !== 'distance' &&
        order !== 'recent-reviews' &&
        !(query.sort === 'relevant' && query.search)
          ? {
              ids: await pageCreatorIds(t.database, filter, order, query),
              count: await countCreatorsExactly(t.database, filter),
            }
          : null;
      const text = JSON.stringify(query);
      for (const layer of compare(answers, { text, offset: query.offset }, plain)) acted.add(layer);
    }
    // The layers this world's plans reach through the route (the others need a large scope: below).
    for (const layer of ['packed-reviews', 'term-signatures', 'probe', 'sides'] as const) {
      expect(acted, layer).toContain(layer);
    }
  }, 600_000);

  it('plans every page of an index order as with every layer on, at the scale of a million creators', async () => {
    const acted = new Set<EngineLayer>();
    const random = new Random(9);
    const seeded = cases(6, CASES).map((query) => ({
      query,
      sidesAbove: random.pick([undefined, 0, 50, 10_000]),
      scale: random.pick([1, 2, 5, 1000]),
    }));
    // The pages of the common word alone, deep and shallow: its probe is capped, a sample; in a
    // scope of a million, a walk down to a deep page costs more than a range of the key.
    const deep = ['liked', 'subscribers', 'top', 'rated', 'relevant'].flatMap((sort) =>
      [0, 30, 300, 600].flatMap((offset) =>
        [1, 5, 1000].flatMap((scale) =>
          [undefined, 10_000].map((sidesAbove) => ({
            query: creatorListQuery.parse({ search: WORDS.common, sort, offset: String(offset), limit: '24' }),
            sidesAbove,
            scale,
          })),
        ),
      ),
    );
    for (const { query, sidesAbove, scale } of [...seeded, ...deep]) {
      const filter = await filterOf(query);
      if (!filter) continue;
      const order = orderOf(query.sort, filter);
      if (order === 'distance' || order === 'recent-reviews') continue;
      const scope = await countByFacets(t.database, {
        ...{ nsfw: true, rating: 'any', price: 'any', gender: 'all' },
        verifiedOnly: order === 'verified',
        platform: walksPlatformOnly(filter, order) ? filter.platform : undefined,
      });
      const limits = { sidesAbove };
      const looked = filter.search?.indexQuery ?? filter.search?.tsquery ?? null;
      const facts = {
        facetCount: await countByFacets(t.database, filter),
        // Walks look longer, up to as long as at a million creators: the plans probe, split and range.
        scopeSize: scope * scale,
        postings: () => (looked ? estimateTermMatches(t.database, anyOperand(looked)) : Promise.resolve(0)),
        prefixMatches: () => estimatePrefixMatches(t.database, looked),
        signaturePrefixShare: () => estimateSignaturePrefixShare(t.database, filter.search?.tsquery ?? null),
        head: query.sort === 'relevant' && Boolean(filter.search),
      };
      const page = { offset: query.offset, limit: query.limit };
      const answers = await eachSetting(async () => {
        const found = await matchesPage(watched, filter, order, page, facts, limits);
        return { ids: found.ids, count: found.count, exact: found.exact };
      });
      const plain = facts.head
        ? null
        : {
            ids: await pageCreatorIds(t.database, filter, order, page),
            count: await countCreatorsExactly(t.database, filter),
          };
      const text = JSON.stringify({ query, limits, scale });
      for (const layer of compare(answers, { text, offset: page.offset }, plain)) acted.add(layer);
    }
    const planned: EngineLayer[] = ['probe', 'sides', 'ranges', 'term-signatures', 'key-range-lexemes'];
    for (const layer of planned) expect(acted, layer).toContain(layer);
  }, 600_000);
});
