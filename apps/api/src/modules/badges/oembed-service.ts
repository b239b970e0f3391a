import {
  BADGE_DIMENSIONS,
  BADGE_SIZES,
  badgeSnippets,
  isSitePath,
  type BadgeSize,
  type Oembed,
  type OembedQuery,
} from '@fanlens/shared';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { badgeCreator, type BadgeCreator } from './badge-service';

/** How long a consumer may keep the answer (the badge image in it updates by itself). */
export const OEMBED_CACHE_AGE = 3600;

/**
 * The creator username a page address of this site names: `/{username}` or
 * `/creators/{username}`, on PUBLIC_URL's host (either scheme; query and fragment ignored).
 * Not an http(s) address: 400 on `url`. Another site or another page of this one: null.
 */
export function creatorUsernameOf(address: string, publicUrl: string): string | null {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw badRequest('url', 'Must be the http(s) address of a creator page');
  if (url.host.toLowerCase() !== new URL(publicUrl).host.toLowerCase()) return null;
  let segments: string[];
  try {
    segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  // No username holds a control character (and PostgreSQL takes no NUL in text).
  if (segments.some((segment) => /\p{Cc}/u.test(segment))) return null;
  if (segments.length === 1 && !isSitePath(segments[0])) return segments[0];
  if (segments.length === 2 && segments[0].toLowerCase() === 'creators') return segments[1];
  return null;
}

/** The largest badge within maxwidth × maxheight: the large one, the small one, or the small one scaled down. */
export function oembedSize(query: Pick<OembedQuery, 'maxwidth' | 'maxheight'>) {
  const maxWidth = query.maxwidth ?? Infinity;
  const maxHeight = query.maxheight ?? Infinity;
  const fits = (size: BadgeSize) =>
    BADGE_DIMENSIONS[size].width <= maxWidth && BADGE_DIMENSIONS[size].height <= maxHeight;
  const size = BADGE_SIZES.find(fits);
  if (size) return { size, ...BADGE_DIMENSIONS[size] };
  const small = BADGE_DIMENSIONS.small;
  const scale = Math.min(maxWidth / small.width, maxHeight / small.height);
  return {
    size: 'small' as const,
    width: Math.max(1, Math.floor(small.width * scale)),
    height: Math.max(1, Math.floor(small.height * scale)),
  };
}

/** GET /api/oembed: a creator page's rich embed, its rating badge linking to the page. */
export async function creatorOembed(
  database: Database,
  publicUrl: string,
  query: OembedQuery,
): Promise<{ creator: BadgeCreator; oembed: Oembed }> {
  const username = creatorUsernameOf(query.url, publicUrl);
  if (username === null) throw notFound('No creator page of FanLens at this address');
  const creator = await badgeCreator(database, publicUrl, username);
  const { size, width, height } = oembedSize(query);
  const { html } = badgeSnippets({
    siteUrl: publicUrl,
    username: creator.username,
    name: creator.name,
    options: { theme: query.theme, size },
    width,
    height,
  });
  return {
    creator,
    oembed: {
      version: '1.0',
      type: 'rich',
      title: `${creator.name} (@${creator.username}) on FanLens`,
      author_name: creator.name,
      author_url: creator.pageUrl,
      provider_name: 'FanLens',
      provider_url: publicUrl,
      cache_age: OEMBED_CACHE_AGE,
      html,
      width,
      height,
    },
  };
}
