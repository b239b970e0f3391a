import { slugify } from './format';
import type { Platform } from './platforms';

/**
 * The categories every FanLens site has, per platform (name, emoji, NSFW), in a stable order: the
 * demo data and an empty site start with them (ids 1…n in this order), so pages added or imported
 * can be put in categories from the first day.
 */
const BY_PLATFORM: Record<Platform, [name: string, icon: string, nsfw: boolean][]> = {
  onlyfans: [
    ['Cosplay', '🎭', false],
    ['Fitness', '💪', false],
    ['ASMR', '🎧', false],
    ['Comedy', '😂', false],
    ['Music', '🎵', false],
    ['Free Pages', '🆓', false],
    ['Lingerie', '👙', true],
    ['Boudoir', '🌹', true],
    ['Couples', '💑', true],
    ['Alt & Tattoo', '🖤', true],
    ['Curvy', '🍑', true],
    ['Feet', '🦶', true],
    ['Fetish', '⛓️', true],
    ['Amateur', '📸', true],
    ['Mature', '🍷', true],
  ],
  patreon: [
    ['Digital Art', '🎨', false],
    ['Podcasts', '🎙️', false],
    ['Music Production', '🎸', false],
    ['Writing & Fiction', '✍️', false],
    ['Video & Film', '🎬', false],
    ['Education', '🎓', false],
    ['Tabletop & Miniatures', '🎲', false],
    ['Comics & Webtoons', '📚', false],
    ['Game Development', '🕹️', false],
    ['Photography', '📷', false],
    ['Cooking', '🍳', false],
    ['Adult Art', '🔞', true],
    ['Pin-up', '💋', true],
  ],
  twitch: [
    ['Just Chatting', '💬', false],
    ['Shooters', '🎯', false],
    ['RPG', '🐉', false],
    ['Speedrunning', '⏱️', false],
    ['Strategy', '♟️', false],
    ['Music & DJs', '🎛️', false],
    ['Art & Creative', '🖌️', false],
    ['Esports', '🏆', false],
    ['Retro Games', '👾', false],
    ['IRL & Travel', '🌍', false],
    ['Horror Games', '👻', false],
    ['Cozy Games', '🌱', false],
    ['Pools & Hot Tubs', '🩱', true],
  ],
};

export interface StandardCategory {
  name: string;
  slug: string;
  icon: string;
  platform: Platform;
  nsfw: boolean;
}

export const STANDARD_CATEGORIES: readonly StandardCategory[] = (Object.keys(BY_PLATFORM) as Platform[]).flatMap(
  (platform) =>
    BY_PLATFORM[platform].map(([name, icon, nsfw]) => ({ name, slug: slugify(name), icon, platform, nsfw })),
);
