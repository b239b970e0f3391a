import { GENDERS, PLATFORMS, type Gender, type Platform, type SocialLinks } from '@fanlens/shared';
import type { CategorySeed } from './categories';
import { BRAND_SUFFIXES, CITIES, FEMALE_FIRST, LAST_NAMES, MALE_FIRST, STAGE_WORDS } from './names';
import { makeCounters, makeLinks, makePrices, PROFILE_URL, type Counters, type Prices } from './profile';
import type { Random } from './random';
import type { PriceHistorySeed } from './price-history';
import type { StatsHistorySeed } from './stats-history';
import { makeBio } from './text';

const DAY = 86_400;

export interface CreatorSeed extends Prices, Counters {
  id: number;
  username: string;
  name: string;
  firstName: string;
  bio: string;
  platform: Platform;
  url: string;
  avatar: string;
  links: SocialLinks;
  tags: string[];
  categories: CategorySeed[];
  location: string | null;
  lat: number | null;
  lon: number | null;
  gender: Gender;
  nsfw: boolean;
  verifiedAt: number | null;
  userId: number | null;
  createdAt: number;
  updatedAt: number;
  /** Mean rating of its reviews-to-be (1–5) and relative review volume. */
  quality: number;
  reviewWeight: number;
  stats: { count: number; sum: number; byRating: [number, number, number, number, number] };
  /** Its price history (price-history.ts), when drawn. */
  history?: PriceHistorySeed;
  /** Its counter history (stats-history.ts), when drawn. */
  statsHistory?: StatsHistorySeed;
}

export interface CreatorContext {
  random: Random;
  now: number;
  categories: Record<Platform, { sfw: CategorySeed[]; nsfw: CategorySeed[] }>;
  usernames: Set<string>;
}

const cap = (word: string) => word[0].toUpperCase() + word.slice(1);
const GENDER_WEIGHTS: Record<Platform, number[]> = {
  onlyfans: [75, 18, 7],
  patreon: [35, 40, 25],
  twitch: [30, 55, 15],
};
const NSFW_SHARE: Record<Platform, number> = { onlyfans: 0.8, patreon: 0.08, twitch: 0.03 };

function makeName(random: Random, gender: Gender): { name: string; first: string } {
  if (gender === 'unknown') {
    const first = cap(random.pick(STAGE_WORDS));
    const name = random.chance(0.5)
      ? `${first} ${cap(random.pick(STAGE_WORDS))}`
      : `${first} ${random.pick(BRAND_SUFFIXES)}`;
    return { name, first };
  }
  const first = random.pick(gender === 'female' ? FEMALE_FIRST : MALE_FIRST);
  const style = random.next();
  if (style < 0.5) return { name: `${first} ${random.pick(LAST_NAMES)}`, first };
  if (style < 0.8) return { name: `${first} ${cap(random.pick(STAGE_WORDS))}`, first };
  return { name: first, first };
}

function makeUsername(random: Random, name: string, usernames: Set<string>): string {
  const parts = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .filter(Boolean);
  const word = random.pick(STAGE_WORDS);
  const styles = [
    () => parts.join(''),
    () => parts.join('_'),
    () => `${parts[0]}_${word}`,
    () => `${word}${parts[0]}`,
    () => `its${parts.join('')}`,
    () => `${parts[0]}${parts[1]?.[0] ?? ''}${random.int(1, 99)}`,
  ];
  let base = random.pick(styles)().slice(0, 30);
  if (base.length < 3) base = `${base}${word}`;
  let username = base;
  while (usernames.has(username)) username = `${base}${random.int(1, 9999)}`;
  usernames.add(username);
  return username;
}

function pickCategories(ctx: CreatorContext, platform: Platform, nsfw: boolean): CategorySeed[] {
  const { random } = ctx;
  const pools = ctx.categories[platform];
  const count = random.weighted([1, 2, 3], [50, 35, 15]);
  const chosen = nsfw ? [random.pick(pools.nsfw)] : [];
  const rest = nsfw ? [...pools.sfw, ...pools.nsfw] : pools.sfw;
  for (const category of random.sample(rest, count)) {
    if (chosen.length < count && !chosen.includes(category)) chosen.push(category);
  }
  return chosen.sort((a, b) => a.id - b.id);
}

export function makeCreator(ctx: CreatorContext, id: number): CreatorSeed {
  const { random, now } = ctx;
  const platform = random.weighted(PLATFORMS, [45, 30, 25]);
  const gender = random.weighted(GENDERS, GENDER_WEIGHTS[platform]);
  const nsfw = random.chance(NSFW_SHARE[platform]);
  const { name, first } = makeName(random, gender);
  const username = makeUsername(random, name, ctx.usernames);
  const categories = pickCategories(ctx, platform, nsfw);
  const tagPool = [...new Set(categories.flatMap((c) => c.tags))];
  const tags = random.sample(tagPool, random.int(1, Math.min(5, tagPool.length)));
  const city = random.chance(0.78) ? random.pick(CITIES) : null;
  const fame = random.logNormal(1, 1.1);
  const links = makeLinks(random, platform, username);
  const createdAt = now - random.int(370, 1800) * DAY - random.int(0, DAY);
  return {
    id,
    username,
    name,
    firstName: first,
    bio: makeBio(random, first, tags, links.website),
    platform,
    url: `${PROFILE_URL[platform]}${username}`,
    avatar: `/api/avatars/${encodeURIComponent(username)}.svg`,
    links,
    tags,
    categories,
    location: city ? `${city[0]}, ${city[1]}` : null,
    lat: city ? Math.round((city[2] + (random.next() - 0.5) * 0.16) * 1e5) / 1e5 : null,
    lon: city ? Math.round((city[3] + (random.next() - 0.5) * 0.16) * 1e5) / 1e5 : null,
    gender,
    nsfw,
    verifiedAt: null,
    userId: null,
    createdAt,
    updatedAt: Math.min(now, createdAt + random.int(0, 360) * DAY),
    quality: Math.min(4.95, Math.max(1.3, 4 + random.normal() * 0.75)),
    reviewWeight: fame,
    stats: { count: 0, sum: 0, byRating: [0, 0, 0, 0, 0] },
    ...makePrices(random, platform),
    ...makeCounters(random, platform, fame),
  };
}
