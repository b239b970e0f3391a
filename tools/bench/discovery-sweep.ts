import { CREATOR_SORTS, DEAL_SORTS, GENDER_FILTERS, PLATFORMS, PRICE_FILTERS, RATING_FILTERS } from '@fanlens/shared';
import type { Database } from '../../apps/api/src/db/client';
import { CITIES, FEMALE_FIRST, LAST_NAMES, MALE_FIRST } from '../../apps/api/src/demo-data/names';
import { Random } from '../../apps/api/src/demo-data/random';
import { measureThroughput } from './measure';

/**
 * The sweep of the discovery benchmark: seeded random combinations of every parameter a visitor can
 * reach on the search page (term class × platform × price × rating × gender × NSFW × sort × category
 * × coordinates × offset), each requested warm, one at a time.
 */
export const TERM_CLASSES = [
  'none',
  'first name',
  'rare username',
  'category word',
  'city',
  'tag',
  'typo',
  'two words',
  'one letter',
  'no match',
] as const;
export type TermClass = (typeof TERM_CLASSES)[number];

/** The sort a sweep path measures: `deals:<sort>` for the deals, the creators' sort otherwise. */
export function sweepSortOf(path: string): string | null {
  const url = new URL(path, 'http://sweep.invalid');
  const sort = url.searchParams.get('sort');
  return url.pathname === '/api/deals' ? `deals:${sort}` : sort;
}

/** Every sort the sweep reports on. */
export const SWEEP_SORTS = (creatorSorts: readonly string[]) => [
  ...creatorSorts,
  ...DEAL_SORTS.map((sort) => `deals:${sort}`),
];

export interface SweepCase {
  path: string;
  termClass: TermClass;
}

export interface SweepTiming extends SweepCase {
  ms: number;
  count: number;
}

/** Words of the data set the terms are drawn from (read once from the database). */
export interface Vocabulary {
  usernames: string[];
  categories: { slug: string; name: string }[];
  tags: string[];
}

export async function readVocabulary(database: Database): Promise<Vocabulary> {
  const usernames = await database.query<{ username: string }>(
    'select username from creators where id % 997 = 1 order by id limit 200',
  );
  const categories = await database.query<{ slug: string; name: string }>(
    'select slug, name from categories order by id',
  );
  const tags = await database.query<{ tag: string }>(
    'select distinct unnest(tags) as tag from creators where id <= 2000 order by 1',
  );
  return {
    usernames: usernames.map((row) => row.username),
    categories,
    tags: tags.map((row) => row.tag),
  };
}

function swapTypo(random: Random, word: string): string {
  if (word.length < 4) return word;
  const i = random.int(1, word.length - 3);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

function term(random: Random, kind: TermClass, words: Vocabulary): string | null {
  const firstNames = [...FEMALE_FIRST, ...MALE_FIRST];
  switch (kind) {
    case 'none':
      return null;
    case 'first name':
      return random.pick(firstNames);
    case 'rare username':
      return random.pick(words.usernames);
    case 'category word':
      return random.pick(random.pick(words.categories).name.split(' '));
    case 'city':
      return random.pick(CITIES)[0];
    case 'tag':
      return random.pick(words.tags);
    case 'typo':
      return swapTypo(random, random.chance(0.5) ? random.pick(firstNames) : random.pick(words.usernames));
    case 'two words':
      return `${random.pick(firstNames)} ${random.pick(LAST_NAMES)}`;
    case 'one letter':
      return random.pick([...'abcdefghijklmnopqrstuvwxyz']);
    default:
      return `zq${random.int(100, 999)}xv`;
  }
}

/** `count` seeded random combinations; every term class and sort appears about equally often. */
export function sweepCases(seed: number, count: number, words: Vocabulary): SweepCase[] {
  const random = new Random(seed);
  const cases: SweepCase[] = [];
  for (let i = 0; i < count; i++) {
    const termClass = TERM_CLASSES[i % TERM_CLASSES.length];
    const params = new URLSearchParams();
    const text = term(random, termClass, words);
    if (text) params.set('search', text);
    if (random.chance(0.4)) params.set('platform', random.pick(PLATFORMS));
    if (random.chance(0.4)) params.set('price', random.pick(PRICE_FILTERS));
    if (random.chance(0.4)) params.set('rating', random.pick(RATING_FILTERS));
    if (random.chance(0.4)) params.set('gender', random.pick(GENDER_FILTERS));
    if (random.chance(0.3)) params.set('nsfw', 'false');
    params.set('sort', CREATOR_SORTS[Math.floor(i / TERM_CLASSES.length) % CREATOR_SORTS.length]);
    if (random.chance(0.25)) params.set('category', random.pick(words.categories).slug);
    if (random.chance(0.25)) {
      const city = random.pick(CITIES);
      params.set('coordinates', `${city[2] + random.int(-30, 30) / 100}, ${city[3] + random.int(-30, 30) / 100}`);
    }
    const offset = random.chance(0.5) ? 0 : random.pick([10, 20, 50, 100, 200, 500, 990, 1000]);
    if (offset > 0) params.set('offset', String(offset));
    cases.push({ path: `/api/creators?${params.toString()}`, termClass });
  }
  return cases;
}

/** Each case once to warm it, then once measured (one request at a time). */
export async function runSweep(baseUrl: string, cases: SweepCase[]): Promise<SweepTiming[]> {
  const timings: SweepTiming[] = [];
  for (const sweepCase of cases) {
    await fetchOk(baseUrl + sweepCase.path);
    const started = performance.now();
    const body = (await fetchOk(baseUrl + sweepCase.path)) as { count: number };
    timings.push({ ...sweepCase, ms: performance.now() - started, count: body.count });
  }
  return timings;
}

async function fetchOk(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export interface SweepSummary {
  cases: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  over100: number;
  byClass: { termClass: TermClass; p95: number; max: number }[];
  /** Per sort (every order of GET /creators, `top` and `growing` included, and of GET /deals as `deals:<sort>`). */
  bySort: { sort: string; cases: number; p50: number; p95: number; max: number; over100: number }[];
  throughput10: { requestsPerSecond: number; p99: number; failures: number };
  concurrent64: { requestsPerSecond: number; p99: number; failures: number };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export async function summarize(baseUrl: string, timings: SweepTiming[], seconds: number): Promise<SweepSummary> {
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const byClass = TERM_CLASSES.map((termClass) => {
    const times = timings
      .filter((timing) => timing.termClass === termClass)
      .map((timing) => timing.ms)
      .sort((a, b) => a - b);
    return { termClass, p95: percentile(times, 95), max: times[times.length - 1] ?? NaN };
  });
  const sortOf = (timing: SweepTiming) => sweepSortOf(timing.path);
  const bySort = SWEEP_SORTS(CREATOR_SORTS).flatMap((sort) => {
    const times = timings
      .filter((timing) => sortOf(timing) === sort)
      .map((timing) => timing.ms)
      .sort((a, b) => a - b);
    if (times.length === 0) return [];
    return {
      sort,
      cases: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times[times.length - 1] ?? NaN,
      over100: times.filter((ms) => ms > 100).length,
    };
  });
  const paths = timings.map((timing) => timing.path);
  return {
    cases: timings.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    over100: sorted.filter((ms) => ms > 100).length,
    byClass,
    bySort,
    throughput10: await measureThroughput(baseUrl, paths, seconds, 10),
    concurrent64: await measureThroughput(baseUrl, paths, seconds, 64),
  };
}
