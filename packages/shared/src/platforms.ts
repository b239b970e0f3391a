/** The three platforms FanLens covers. Nothing else spells their codes or names. */
export const PLATFORMS = ['onlyfans', 'patreon', 'twitch'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_NAMES: Record<Platform, string> = {
  onlyfans: 'OnlyFans',
  patreon: 'Patreon',
  twitch: 'Twitch',
};

export function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}
