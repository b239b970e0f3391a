import type { SocialLink } from './social-links';

/**
 * The hosts a social link may point at (the host itself or a subdomain of it, e.g.
 * `www.instagram.com`); `null` = any http(s) address (a website, a wishlist shop).
 */
export const SOCIAL_LINK_HOSTS: Record<SocialLink, readonly string[] | null> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  patreon: ['patreon.com'],
  twitch: ['twitch.tv'],
  graphtreon: ['graphtreon.com'],
  twitter: ['twitter.com', 'x.com'],
  website: null,
  wishlist: null,
  youtube: ['youtube.com', 'youtu.be'],
};

/** True when `url` is an http(s) address on one of the network's hosts. */
export function isSocialLinkOf(network: SocialLink, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const hosts = SOCIAL_LINK_HOSTS[network];
  if (hosts === null) return parsed.hostname.includes('.');
  const host = parsed.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
