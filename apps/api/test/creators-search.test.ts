import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorSchema, listSchema, NEARBY_RADIUS_KM, relatedSearchSchema } from '@fanlens/shared';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCategory, buildCreator, type CreatorOverrides } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';
import type { Database } from '../src/db/client';
import { estimateMatches } from '../src/modules/creators/list-queries';
import { resolveSearch } from '../src/modules/creators/search-resolver';

/** GET /creators?search= and ?coordinates=, and GET /creators/related, on a small known world. */
let t: TestApp;
const id: Record<string, number> = {};
const NYC = { lat: 40.7128, lon: -74.006 };
const KM_PER_DEGREE = 111.195;

/** A point `km` kilometres due north of `from`. */
const north = (from: { lat: number; lon: number }, km: number) => ({
  lat: from.lat + km / KM_PER_DEGREE,
  lon: from.lon,
});
/** A point `km` kilometres due east of `from` (along its parallel; close to the great circle for short hops). */
const east = (from: { lat: number; lon: number }, km: number) => ({
  lat: from.lat,
  lon: from.lon + km / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180)),
});

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database;
  const retro = await buildCategory(db, { name: 'Retro Games', slug: 'retro-games', platform: 'twitch' });
  const fitness = await buildCategory(db, { name: 'Fitness', slug: 'fitness', platform: 'onlyfans' });
  const adult = await buildCategory(db, { name: 'Boudoir', slug: 'boudoir', platform: 'onlyfans', nsfw: true });
  const world: Record<string, Partial<CreatorOverrides>> = {
    jennifer_fit: {
      name: 'Jennifer Moon',
      tags: ['fitness', 'yoga'],
      location: 'Miami, USA',
      bio: '<p>Morning <b>pilates</b> sessions &amp; more</p>',
      subscribers: 300,
      categoryIds: [fitness.id],
    },
    jenny_sky: { name: 'Jenny Sky', tags: ['cosplay'], location: 'Austin, USA', subscribers: 200 },
    moonlight: {
      name: 'Luna Light',
      tags: ['asmr'],
      location: 'New York, USA',
      bio: 'Soft whispering every night',
      ...NYC,
    },
    gamer_joe: {
      name: 'Joe Gamer',
      platform: 'twitch',
      tags: ['speedrun'],
      location: 'Berlin, Germany',
      categoryIds: [retro.id],
    },
    yoga_anna: { name: 'Anna Stretch', tags: ['yoga'], subscribers: 90_000, priceCents: 0 },
    yoga: { name: 'Plain Yoga Handle', tags: [], subscribers: 1 },
    velvet_yoga: { name: 'Velvet Night', tags: ['yoga'], nsfw: true, subscribers: 50_000, categoryIds: [adult.id] },
    near_50: { name: 'North Fifty', ...north(NYC, 50), location: 'Upstate', subscribers: 10 },
    east_99: { name: 'East Ninety Nine', ...east(NYC, 99), subscribers: 5000 },
    east_101: { name: 'East Hundred One', ...east(NYC, 101) },
    far_150: { name: 'North Hundred Fifty', ...north(NYC, 150) },
    nowhere: { name: 'No Place', lat: null, lon: null },
    dateline_west: { name: 'Dateline West', lat: 0, lon: -179.8 },
  };
  for (const [username, overrides] of Object.entries(world)) {
    id[username] = (await buildCreator(db, { username, ...overrides })).id;
  }
  await buildReview(db, { creatorId: id.jenny_sky, rating: 5 });
  await buildReview(db, { creatorId: id.jenny_sky, rating: 5 });
});
afterAll(async () => t?.close());

const names = (results: { id: number }[]) => results.map((c) => Object.keys(id).find((name) => id[name] === c.id));

async function search(query: string) {
  const res = await t.app.inject({ url: `/api/creators?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = listSchema(creatorSchema).parse(res.json());
  return { ...body, names: names(body.results) };
}

describe('GET /creators?search', () => {
  it('matches a username, a name, a tag, a location, a category name and bio words', async () => {
    expect((await search('search=jennifer_fit')).names).toEqual(['jennifer_fit']);
    expect((await search('search=Luna')).names).toEqual(['moonlight']);
    expect((await search('search=asmr')).names).toEqual(['moonlight']);
    expect((await search('search=miami')).names).toEqual(['jennifer_fit']);
    expect((await search('search=new%20york')).names).toEqual(['moonlight']);
    expect((await search('search=retro')).names).toEqual(['gamer_joe']);
    expect((await search('search=pilates')).names).toEqual(['jennifer_fit']);
    expect((await search('search=whispering')).names).toEqual(['moonlight']);
  });

  it('is typo-tolerant: a misspelt word finds the closest known words', async () => {
    expect((await search('search=jenifer')).names).toEqual(['jennifer_fit']);
    expect((await search('search=Jenifer%20Mooon')).names).toEqual(['jennifer_fit']);
    expect((await search('search=speedrunn')).names).toEqual(['gamer_joe']);
    expect((await search('search=berlim')).names).toEqual(['gamer_joe']);
  });

  it('matches words as prefixes, every word being required', async () => {
    expect((await search('search=jen')).names.sort()).toEqual(['jennifer_fit', 'jenny_sky']);
    expect((await search('search=jen%20miami')).names).toEqual(['jennifer_fit']);
    expect((await search('search=luna%20miami')).count).toBe(0);
  });

  it('checks a prefix of one or two letters on the rows the other words find in the index', async () => {
    // More dictionary words begin with "mo" and "ja" than a short prefix is looked up as (30): both stay prefixes.
    const many = ['mo', 'ja'].flatMap((prefix) => Array.from({ length: 31 }, (_, n) => `${prefix}${n}`));
    await t.database.query('insert into search_words (word) select unnest($1::text[])', [many]);
    try {
      const resolved = await resolveSearch(t.database, 'mo pilates');
      expect(resolved.tsquery).toContain("'mo':*");
      expect(resolved.indexQuery).toBeDefined();
      expect(resolved.indexQuery).not.toContain("'mo':*");
      expect(resolved.indexable).toBe(true);
      // `pilates` (a bio word) finds jennifer_fit in the index; her row holds Moon and Morning, not a word in "ja".
      expect((await search('search=mo%20pilates')).names).toEqual(['jennifer_fit']);
      for (const sort of ['relevant', 'subscribers', 'liked', 'rated', 'reviews']) {
        const whole = await search(`search=moon%20pilates&sort=${sort}`);
        expect((await search(`search=mo%20pilates&sort=${sort}`)).names, sort).toEqual(whole.names);
        expect((await search(`search=ja%20pilates&sort=${sort}`)).count, sort).toBe(0);
      }
      // Only short words: nothing else for the index to look up.
      expect((await resolveSearch(t.database, 'mo ja')).indexQuery).toBeUndefined();
      expect((await resolveSearch(t.database, 'moon pilates')).indexQuery).toBeUndefined();
    } finally {
      await t.database.query('delete from search_words where word = any($1::text[])', [many]);
    }
  });

  it('matches a prefix of words written later, whatever punctuation they hold', async () => {
    expect((await search('search=quokk')).count).toBe(0);
    await t.database.query('update creators set bio = $1 where id = $2', [
      'Trips to quokkaland, notes on quokka.example and retro-futurism',
      id.yoga,
    ]);
    expect((await search('search=quokk')).names).toEqual(['yoga']); // quokkaland and quokka.example
    expect((await search('search=quokka')).names).toEqual(['yoga']);
    expect((await search('search=futuri')).names).toEqual(['yoga']);
    expect((await search('search=retro-fut')).names).toEqual(['yoga']);
  });

  it('matches a prefix that begins many words: the word, and the longer words by the letter after it', async () => {
    const bios = {
      yoga: 'quokka all day',
      jenny_sky: 'quokka1 quokka2 quokka3 quokka4 quokka5 quokka6 quokka7 quokka8 quokka9',
      gamer_joe: 'quokkalake quokkalane quokkalark quokkalast quokkalava quokkalawn quokkalazy quokkaleaf',
    };
    const before = await t.database.query<{ id: number; bio: string }>(
      'select id, bio from creators where id = any($1::int[])',
      [Object.keys(bios).map((name) => id[name])],
    );
    try {
      for (const [name, bio] of Object.entries(bios))
        await t.database.query('update creators set bio = $1 where id = $2', [bio, id[name]]);
      // More than 16 words begin with "quokka" (with quokkaland and quokka.example, above): the
      // prefix is split by the eleven letters after it.
      const resolved = await resolveSearch(t.database, 'quokka');
      const letters = ['.', ...'123456789', 'l'];
      expect(resolved.tsquery).toBe(`('quokka' | ${letters.map((letter) => `'quokka${letter}':*`).join(' | ')})`);
      // The planner rates each rare word or prefix at a floor: the prefix is estimated whole.
      expect(resolved.estimateQuery).toBe("'quokka':*");
      const longer = await resolveSearch(t.database, 'quokkal');
      expect(longer.tsquery).toContain("'quokkalake'");
      expect(longer.estimateQuery).toBe("'quokkal':*");
      // The plan asks the planner's estimate of the prefix, not of the words and prefixes it is looked up by.
      const asked: unknown[][] = [];
      const watched = {
        ...t.database,
        query: ((text, params) => (asked.push(params ?? []), t.database.query(text, params))) as Database['query'],
      };
      const everyone = { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false } as const;
      await estimateMatches(watched, { ...everyone, search: resolved });
      expect(asked.flat().filter((param) => String(param).includes('quokka'))).toEqual(["('quokka':*)"]);
      expect((await search('search=quokka')).names.sort()).toEqual(['gamer_joe', 'jenny_sky', 'yoga']);
      expect((await search('search=quokkal')).names).toEqual(['gamer_joe']);
    } finally {
      for (const row of before) await t.database.query('update creators set bio = $1 where id = $2', [row.bio, row.id]);
    }
  });

  it('ranks the exact username first, then the most popular matches', async () => {
    const body = await search('search=yoga');
    expect(body.names).toEqual(['yoga', 'yoga_anna', 'velvet_yoga', 'jennifer_fit']);
    expect(body.count).toBe(4);
    // Paging keeps the order: the exact username is only on the first page.
    expect((await search('search=yoga&limit=2&offset=0')).names).toEqual(['yoga', 'yoga_anna']);
    expect((await search('search=yoga&limit=2&offset=2')).names).toEqual(['velvet_yoga', 'jennifer_fit']);
    expect((await search('search=yoga&limit=1&offset=3')).names).toEqual(['jennifer_fit']);
    expect(await search('search=yoga&offset=10')).toMatchObject({ results: [], count: 4 });
    expect(await search('search=yoga&limit=1')).toMatchObject({ count: 4 });
  });

  it('applies the other sorts and every filter to the matches', async () => {
    expect((await search('search=yoga&sort=subscribers')).names).toEqual([
      'yoga_anna',
      'velvet_yoga',
      'jennifer_fit',
      'yoga',
    ]);
    const sfw = await search('search=yoga&nsfw=false');
    expect(sfw.names).toEqual(['yoga', 'yoga_anna', 'jennifer_fit']);
    expect(sfw.count).toBe(3);
    expect((await search('search=yoga&price=free')).names).toEqual(['yoga_anna']);
    expect((await search('search=yoga&category=fitness')).names).toEqual(['jennifer_fit']);
    expect((await search('search=yoga&category=boudoir&nsfw=true')).names).toEqual(['velvet_yoga']);
    expect((await search('search=jen&rating=5')).names).toEqual(['jenny_sky']);
    expect((await search('search=jen&rating=5&gender=male')).count).toBe(0);
    expect((await search('search=jenifer&platform=twitch')).count).toBe(0);
    expect((await search('search=joe&platform=twitch&price=5to15&gender=unknown')).names).toEqual(['gamer_joe']);
  });

  it('counts collected matches exactly, and answers an estimate when it walks a sort index (countExact false)', async () => {
    const exact = await t.app.inject({ url: '/api/creators?search=yoga' });
    expect(exact.json()).toMatchObject({ count: 4, countExact: true });
    // A page without a head: by relevance, the rest of a page is taken beside the head, 10 matches
    // more than the page (12 here, where 4 match: a walk could not fill it).
    const url = '/api/creators?search=yoga&sort=rated&limit=2&offset=2';
    const collected = await t.app.inject({ url });
    expect(collected.json()).toMatchObject({ count: 4, countExact: true });
    // Make the planner and the facet counts say there are many creators and matches: the page then
    // walks the popularity index, and the count is the estimate.
    const query = t.database.query;
    t.database.query = (async (text: string, params?: unknown[]) => {
      if (text.startsWith('explain (format json)')) return [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': 123_456 } }] }];
      if (text.startsWith('select coalesce(sum(count), 0)::int as n from creator_facet_counts'))
        return [{ n: 123_456 }];
      return query.call(t.database, text, params);
    }) as typeof query;
    try {
      const estimated = await t.app.inject({ url });
      expect(estimated.json()).toMatchObject({ count: 123_456, countExact: false, limit: 2, offset: 2 });
      expect(names(estimated.json().results)).toEqual(names(collected.json().results));
      expect(estimated.json().results).toHaveLength(2);
    } finally {
      t.database.query = query;
    }
  });

  it('finds nothing for a term without letters or digits, or for an unknown word', async () => {
    expect(await search('search=!!!')).toMatchObject({ results: [], count: 0 });
    expect(await search('search=zzqxv')).toMatchObject({ results: [], count: 0 });
  });

  it('takes the words of a term whatever their case, spacing and punctuation', async () => {
    expect((await search('search=%20%20NEW%20%20%20York,%20')).names).toEqual(['moonlight']);
    expect((await search("search=jenny's")).names).toEqual(['jenny_sky']);
  });
});

describe('GET /creators?coordinates', () => {
  const at = ({ lat, lon }: { lat: number; lon: number }) => `coordinates=${encodeURIComponent(`${lat}, ${lon}`)}`;

  it(`keeps creators within ${NEARBY_RADIUS_KM} km, nearest first`, async () => {
    const body = await search(at(NYC));
    expect(body.names).toEqual(['moonlight', 'near_50', 'east_99']);
    expect(body.count).toBe(3);
  });

  it('pages the nearest-first order, the count staying the total past the end', async () => {
    expect((await search(`${at(NYC)}&limit=2&offset=1`)).names).toEqual(['near_50', 'east_99']);
    expect(await search(`${at(NYC)}&offset=10`)).toMatchObject({ results: [], count: 3 });
  });

  it('uses another sort when one is chosen, and combines with search and filters', async () => {
    expect((await search(`${at(NYC)}&sort=subscribers`)).names).toEqual(['east_99', 'near_50', 'moonlight']);
    expect((await search(`${at(NYC)}&search=north`)).names).toEqual(['near_50']);
    expect((await search(`${at(NYC)}&search=luna&sort=relevant`)).names).toEqual(['moonlight']);
  });

  it('measures across the date line', async () => {
    expect((await search(at({ lat: 0, lon: 179.5 }))).names).toEqual(['dateline_west']);
  });

  it('finds nothing far from everyone', async () => {
    expect(await search(at({ lat: -45, lon: 100 }))).toMatchObject({ results: [], count: 0 });
  });
});

describe('GET /creators/related', () => {
  const related = async (query: string) => {
    const res = await t.app.inject({ url: `/api/creators/related?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return z.array(relatedSearchSchema).parse(res.json());
  };

  it('suggests searches containing the term, then categories and tags of the top results', async () => {
    // Searched by visitors (recorded directly: these terms find no creator here, so searching would not record them).
    await t.database.query(
      `insert into search_queries (term, day, count) values ('yoga mats', (now() at time zone 'utc')::date, 2),
       ('hot yoga', (now() at time zone 'utc')::date, 1)`,
    );
    const items = await related('search=yoga');
    expect(items.filter((item) => item.kind === 'search').map((item) => item.term)).toEqual(['yoga mats', 'hot yoga']);
    expect(items).toContainEqual({ term: 'Fitness', kind: 'category', slug: 'fitness' });
    expect(items).toContainEqual({ term: 'Boudoir', kind: 'category', slug: 'boudoir' });
    const terms = items.map((item) => item.term.toLowerCase());
    expect(terms).not.toContain('yoga');
    expect(new Set(terms).size).toBe(terms.length);
    expect(items.length).toBeLessThanOrEqual(8);
  });

  it('leaves NSFW categories out when NSFW is hidden, and the current category out', async () => {
    const items = await related('search=yoga&nsfw=false');
    expect(items.map((item) => item.term)).not.toContain('Boudoir');
    const inCategory = await related('category=fitness');
    expect(inCategory.map((item) => item.term)).not.toContain('Fitness');
    expect(inCategory).toContainEqual({ term: 'fitness', kind: 'tag', slug: null });
  });

  it('answers an empty list for an unknown category and 400 for a bad parameter', async () => {
    expect(await related('category=nothing-here')).toEqual([]);
    const res = await t.app.inject({ url: '/api/creators/related?platform=myspace' });
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'platform' });
  });
});
