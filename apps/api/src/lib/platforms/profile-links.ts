import { CREATOR_EDIT, SOCIAL_LINK_HOSTS, SOCIAL_LINKS, isSocialLinkOf, type SocialLink } from '@fanlens/shared';

/** Wishlist shops: a link there is the creator's wishlist rather than their website. */
const WISHLIST_HOSTS = ['throne.com', 'throne.me', 'wishtender.com'];
const isOn = (host: string, hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));

/** The link key of one address: the network whose host it is on, a wishlist, else a website. */
function linkKey(url: URL): SocialLink {
  const host = url.hostname.toLowerCase();
  for (const key of SOCIAL_LINKS) {
    const hosts = SOCIAL_LINK_HOSTS[key];
    if (hosts && isOn(host, hosts)) return key;
  }
  const amazonList = isOn(host, ['amazon.com']) && /\/(?:hz\/)?wishlist\//i.test(url.pathname);
  return isOn(host, WISHLIST_HOSTS) || amazonList ? 'wishlist' : 'website';
}

/**
 * The creator's links among `addresses` (JSON-LD `sameAs`), each under one of the nine link keys
 * (the first address of each key wins). Left out: what is not an http(s) address of at most
 * CREATOR_EDIT.linkMax characters, and addresses on `ownHosts` or their subdomains (host names of
 * the platform's own pages, e.g. the profile itself, which is no link of the creator's).
 */
export function profileLinks(addresses: unknown[], ownHosts: readonly string[]): Partial<Record<SocialLink, string>> {
  const links: Partial<Record<SocialLink, string>> = {};
  for (const address of addresses) {
    if (typeof address !== 'string') continue;
    const text = address.trim();
    if (text.length > CREATOR_EDIT.linkMax) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    if (isOn(url.hostname.toLowerCase(), ownHosts)) continue;
    const key = linkKey(url);
    if (links[key] === undefined && isSocialLinkOf(key, text)) links[key] = text;
  }
  return links;
}
