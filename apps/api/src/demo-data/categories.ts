import { STANDARD_CATEGORIES, type Platform } from '@fanlens/shared';
import { insertRows } from './insert';
import type { Query } from './types';

export interface CategorySeed {
  id: number;
  name: string;
  slug: string;
  icon: string;
  platform: Platform;
  nsfw: boolean;
  /** Creator tags that go with the category. */
  tags: string[];
}

/** Creator tags the demo data gives the creators of each category, by slug. */
const DEMO_TAGS: Record<string, string> = {
  cosplay: 'cosplay anime costumes',
  fitness: 'fitness workouts gym',
  asmr: 'asmr relaxing whispers',
  comedy: 'comedy skits funny',
  music: 'music singing covers',
  'free-pages': 'free daily-posts',
  lingerie: 'lingerie boudoir fashion',
  boudoir: 'boudoir photography sensual',
  couples: 'couples romance',
  'alt-tattoo': 'tattoos alt piercings goth',
  curvy: 'curvy body-positive',
  feet: 'feet pedicure',
  fetish: 'fetish kink roleplay',
  amateur: 'amateur selfies',
  mature: 'mature milf',
  'digital-art': 'art illustration digital-art',
  podcasts: 'podcast interviews',
  'music-production': 'music production beats',
  'writing-fiction': 'writing fiction stories',
  'video-film': 'video film youtube',
  education: 'education tutorials science',
  'tabletop-miniatures': 'miniatures tabletop dnd',
  'comics-webtoons': 'comics webtoon manga',
  'game-development': 'gamedev indie pixel-art',
  photography: 'photography travel',
  cooking: 'cooking recipes food',
  'adult-art': 'adult-art hentai',
  'pin-up': 'pinup retro',
  'just-chatting': 'chatting irl community',
  shooters: 'fps valorant cs2',
  rpg: 'rpg elden-ring fantasy',
  speedrunning: 'speedrun retro',
  strategy: 'strategy chess rts',
  'music-djs': 'dj live-music',
  'art-creative': 'art drawing creative',
  esports: 'esports competitive',
  'retro-games': 'retro nintendo',
  'irl-travel': 'irl travel vlog',
  'horror-games': 'horror scary',
  'cozy-games': 'cozy minecraft stardew',
  'pools-hot-tubs': 'hottub bikini',
};

/** The standard categories (ids 1..n in their stable order), with the demo creators' tags of each. */
export function buildCategories(): CategorySeed[] {
  return STANDARD_CATEGORIES.map((category, index) => ({
    ...category,
    id: index + 1,
    tags: (DEMO_TAGS[category.slug] ?? '').split(' ').filter(Boolean),
  }));
}

export async function insertCategories(query: Query, categories: CategorySeed[]): Promise<void> {
  await insertRows(query, 'categories', [
    ['id', 'int', categories.map((c) => c.id)],
    ['name', 'text', categories.map((c) => c.name)],
    ['slug', 'text', categories.map((c) => c.slug)],
    ['icon', 'text', categories.map((c) => c.icon)],
    ['platform', 'text', categories.map((c) => c.platform)],
    ['nsfw', 'bool', categories.map((c) => c.nsfw)],
  ]);
}
