import fs from 'node:fs';
import { STANDARD_CATEGORIES, type Platform } from '@fanlens/shared';
import { Random } from '../../apps/api/src/demo-data/random';

const PLATFORMS: Platform[] = ['onlyfans', 'patreon', 'twitch'];
const WORDS = [
  'cosplay',
  'fitness',
  'gaming',
  'music',
  'art',
  'travel',
  'cooking',
  'retro',
  'asmr',
  'comedy',
  'fiction',
  'photography',
  'speedrun',
  'podcast',
  'dance',
  'yoga',
  'fashion',
  'anime',
  'tech',
  'science',
];
const PLACES = [
  'Madrid, Spain',
  'Berlin, Germany',
  'Paris, France',
  'Austin, TX, United States',
  'Tokyo, Japan',
  'Lima, Peru',
];
const NAMES = ['Luna', 'Kai', 'Mira', 'Theo', 'Ivy', 'Noah', 'Zoe', 'Leo', 'Ada', 'Finn', 'Nora', 'Eli'];

/**
 * Writes a data file of `lines` creators for `npm run creators:import` (JSONL), seeded: every field
 * of the line format in use (name, bio, prices with promotions, counters, links, tags, categories of
 * the page's platform, places the places list knows, gender, NSFW), unique usernames. Avatars are
 * left out: a benchmark must not reach the internet.
 */
export async function writeImportFile(path: string, lines: number, seed: number): Promise<void> {
  const random = new Random(seed);
  const pick = <T>(items: readonly T[]) => items[random.int(0, items.length - 1)];
  const out = fs.createWriteStream(path);
  for (let i = 0; i < lines; i += 1) {
    const platform = pick(PLATFORMS);
    const categories = STANDARD_CATEGORIES.filter((category) => category.platform === platform);
    const username = `bench_${i.toString(36)}_${random.int(0, 1295).toString(36)}`;
    const price = random.chance(0.2) ? 0 : random.int(1, 60) * 100 - 1;
    const line: Record<string, unknown> = {
      platform,
      username,
      name: `${pick(NAMES)} ${pick(WORDS)} ${i.toString(36)}`,
      bio: `${pick(WORDS)} and ${pick(WORDS)} every week. <b>New sets</b> on Fridays.`,
      price,
      counters: {
        subscribers: random.int(0, 200_000),
        likes: random.int(0, 2_000_000),
        posts: random.int(0, 5_000),
        photos: platform === 'twitch' ? null : random.int(0, 3_000),
        videos: random.int(0, 800),
      },
      tags: [...new Set([pick(WORDS), pick(WORDS)])],
      categories: [pick(categories).slug],
      gender: pick(['female', 'male', 'unknown'] as const),
      nsfw: platform === 'onlyfans' && random.chance(0.6),
    };
    if (price > 500 && random.chance(0.15)) {
      line.promoPrice = Math.floor(price / 2);
      line.promoEndsAt = '2099-06-30T00:00:00Z';
    }
    if (random.chance(0.5)) line.location = pick(PLACES);
    if (random.chance(0.4)) line.links = { instagram: `https://instagram.com/${username}` };
    if (!out.write(`${JSON.stringify(line)}\n`))
      await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => {
    out.on('error', reject);
    out.end(resolve);
  });
}
