import { PLATFORMS, type Platform } from '@fanlens/shared';
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

type Row = [name: string, icon: string, nsfw: boolean, tags: string];

const BY_PLATFORM: Record<Platform, Row[]> = {
  onlyfans: [
    ['Cosplay', '🎭', false, 'cosplay anime costumes'],
    ['Fitness', '💪', false, 'fitness workouts gym'],
    ['ASMR', '🎧', false, 'asmr relaxing whispers'],
    ['Comedy', '😂', false, 'comedy skits funny'],
    ['Music', '🎵', false, 'music singing covers'],
    ['Free Pages', '🆓', false, 'free daily-posts'],
    ['Lingerie', '👙', true, 'lingerie boudoir fashion'],
    ['Boudoir', '🌹', true, 'boudoir photography sensual'],
    ['Couples', '💑', true, 'couples romance'],
    ['Alt & Tattoo', '🖤', true, 'tattoos alt piercings goth'],
    ['Curvy', '🍑', true, 'curvy body-positive'],
    ['Feet', '🦶', true, 'feet pedicure'],
    ['Fetish', '⛓️', true, 'fetish kink roleplay'],
    ['Amateur', '📸', true, 'amateur selfies'],
    ['Mature', '🍷', true, 'mature milf'],
  ],
  patreon: [
    ['Digital Art', '🎨', false, 'art illustration digital-art'],
    ['Podcasts', '🎙️', false, 'podcast interviews'],
    ['Music Production', '🎸', false, 'music production beats'],
    ['Writing & Fiction', '✍️', false, 'writing fiction stories'],
    ['Video & Film', '🎬', false, 'video film youtube'],
    ['Education', '🎓', false, 'education tutorials science'],
    ['Tabletop & Miniatures', '🎲', false, 'miniatures tabletop dnd'],
    ['Comics & Webtoons', '📚', false, 'comics webtoon manga'],
    ['Game Development', '🕹️', false, 'gamedev indie pixel-art'],
    ['Photography', '📷', false, 'photography travel'],
    ['Cooking', '🍳', false, 'cooking recipes food'],
    ['Adult Art', '🔞', true, 'adult-art hentai'],
    ['Pin-up', '💋', true, 'pinup retro'],
  ],
  twitch: [
    ['Just Chatting', '💬', false, 'chatting irl community'],
    ['Shooters', '🎯', false, 'fps valorant cs2'],
    ['RPG', '🐉', false, 'rpg elden-ring fantasy'],
    ['Speedrunning', '⏱️', false, 'speedrun retro'],
    ['Strategy', '♟️', false, 'strategy chess rts'],
    ['Music & DJs', '🎛️', false, 'dj live-music'],
    ['Art & Creative', '🖌️', false, 'art drawing creative'],
    ['Esports', '🏆', false, 'esports competitive'],
    ['Retro Games', '👾', false, 'retro nintendo'],
    ['IRL & Travel', '🌍', false, 'irl travel vlog'],
    ['Horror Games', '👻', false, 'horror scary'],
    ['Cozy Games', '🌱', false, 'cozy minecraft stardew'],
    ['Pools & Hot Tubs', '🩱', true, 'hottub bikini'],
  ],
};

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The fixed category set, ids 1..n in a stable order. */
export function buildCategories(): CategorySeed[] {
  const result: CategorySeed[] = [];
  for (const platform of PLATFORMS) {
    for (const [name, icon, nsfw, tags] of BY_PLATFORM[platform]) {
      result.push({ id: result.length + 1, name, slug: slugify(name), icon, platform, nsfw, tags: tags.split(' ') });
    }
  }
  return result;
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
