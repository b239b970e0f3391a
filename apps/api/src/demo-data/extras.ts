import { insertRows } from './insert';
import type { Random } from './random';
import type { Query } from './types';

const DAY = 86_400;

/** Favorites: most fans keep a few, leaning towards creators with many reviews. */
export async function insertFavorites(
  query: Query,
  random: Random,
  options: { now: number; users: number[]; creators: number; reviewCreators: number[]; perUser?: number },
): Promise<number> {
  const users: number[] = [];
  const creators: number[] = [];
  const created: number[] = [];
  for (const user of options.users) {
    const count = options.perUser ?? (random.chance(0.3) ? 0 : random.int(1, 15));
    const chosen = new Set<number>();
    for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt++) {
      const fromReviews = options.reviewCreators.length > 0 && random.chance(0.7);
      chosen.add(fromReviews ? random.pick(options.reviewCreators) : random.int(1, options.creators));
    }
    for (const creator of chosen) {
      users.push(user);
      creators.push(creator);
      created.push(options.now - random.int(0, 300 * DAY));
    }
  }
  return insertRows(query, 'favorites', [
    ['user_id', 'int', users],
    ['creator_id', 'int', creators],
    ['created_at', 'timestamptz', created],
  ]);
}

const TERMS = [
  'cosplay',
  'fitness',
  'asmr',
  'gaming',
  'lingerie',
  'yoga',
  'digital art',
  'podcast',
  'cooking',
  'music',
  'free',
  'tattoo',
  'couples',
  'anime',
  'minecraft',
  'valorant',
  'speedrun',
  'just chatting',
  'miniatures',
  'comics',
  'photography',
  'travel',
  'redhead',
  'goth',
  'dj',
  'chess',
  'horror',
  'pixel art',
  'true crime',
  'writing',
];

/** Search terms per day over the last 14 days; some rise (trends), some fade, a few stay flat. */
export async function insertSearchQueries(
  query: Query,
  random: Random,
  now: Date,
  extraTerms: string[],
): Promise<number> {
  const terms: string[] = [];
  const days: string[] = [];
  const counts: number[] = [];
  for (const term of [...TERMS, ...extraTerms]) {
    const base = random.logNormal(25, 0.9);
    const trend = random.weighted([1.18, 1.0, 0.9], [25, 55, 20]);
    for (let ago = 13; ago >= 0; ago--) {
      if (random.chance(0.08)) continue;
      const day = new Date(now.getTime() - ago * DAY * 1000).toISOString().slice(0, 10);
      terms.push(term);
      days.push(day);
      counts.push(Math.max(1, Math.round(base * trend ** (13 - ago) * (0.8 + random.next() * 0.4))));
    }
  }
  return insertRows(query, 'search_queries', [
    ['term', 'text', terms],
    ['day', 'date', days],
    ['count', 'int', counts],
  ]);
}
