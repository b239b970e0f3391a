/** The nine social links a creator may have, in display order. */
export const SOCIAL_LINKS = [
  'facebook',
  'instagram',
  'patreon',
  'twitch',
  'graphtreon',
  'twitter',
  'website',
  'wishlist',
  'youtube',
] as const;
export type SocialLink = (typeof SOCIAL_LINKS)[number];
export type SocialLinks = Record<SocialLink, string | null>;
