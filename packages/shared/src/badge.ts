import { z } from 'zod';
import { usernameParams, oneOf } from './schemas/common';
import { creatorPagePath } from './site-paths';

/** The rating badge a creator puts on their own site (`/{username}/badge.svg`, decision 024). */
export const BADGE_THEMES = ['light', 'dark'] as const;
export type BadgeTheme = (typeof BADGE_THEMES)[number];
export const BADGE_SIZES = ['large', 'small'] as const;
export type BadgeSize = (typeof BADGE_SIZES)[number];
export const BADGE_FORMATS = ['svg', 'png'] as const;
export type BadgeFormat = (typeof BADGE_FORMATS)[number];

/** The badge's size in CSS pixels (the PNG has twice as many pixels each way, for sharp screens). */
export const BADGE_DIMENSIONS: Record<BadgeSize, { width: number; height: number }> = {
  large: { width: 248, height: 64 },
  small: { width: 184, height: 40 },
};
/** Pixels of the PNG per CSS pixel. */
export const BADGE_PNG_SCALE = 2;

/** The badge's path parameter: a username as the creator page takes it (no control characters, ≤ 100). */
export const badgeParams = usernameParams;

/** GET /{username}/badge.svg|png: `theme` light (default) or dark, `size` large (default) or small. */
export const badgeQuery = z.object({
  theme: oneOf(BADGE_THEMES).default('light'),
  size: oneOf(BADGE_SIZES).default('large'),
});
export type BadgeOptions = z.output<typeof badgeQuery>;

/** The badge's path on the site: beside the creator page's own path; default options left out. */
export function badgePath(username: string, options: Partial<BadgeOptions> = {}, format: BadgeFormat = 'svg') {
  const query = new URLSearchParams();
  if (options.theme && options.theme !== 'light') query.set('theme', options.theme);
  if (options.size && options.size !== 'large') query.set('size', options.size);
  const text = query.toString();
  return `${creatorPagePath(username)}/badge.${format}${text ? `?${text}` : ''}`;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escapeMarkdown = (value: string) => value.replace(/([\\[\]()*_`])/g, '\\$1');

export interface BadgeSnippetInput {
  /** The site's own address (PUBLIC_URL, or the browser's origin). */
  siteUrl: string;
  username: string;
  /** The creator's display name (the username when it has none). */
  name: string;
  options: BadgeOptions;
  /** Shown size when not the badge's own (oEmbed's maxwidth / maxheight). */
  width?: number;
  height?: number;
}

/** The image's text alternative: stays true as the rating changes (the snippet is pasted once). */
export const badgeAlt = (name: string) => `${name}: rating and reviews on FanLens`;

/**
 * What a creator pastes on their site: the badge as a link to their FanLens page, in HTML and in
 * Markdown, and the page's plain address. The oEmbed answer's `html` is the HTML one.
 */
export function badgeSnippets({ siteUrl, username, name, options, width, height }: BadgeSnippetInput) {
  const site = siteUrl.replace(/\/+$/, '');
  const page = `${site}${creatorPagePath(username)}`;
  const image = `${site}${badgePath(username, options)}`;
  const size = BADGE_DIMENSIONS[options.size];
  const alt = badgeAlt(name);
  const html =
    `<a href="${escapeHtml(page)}" target="_blank" rel="noopener">` +
    `<img src="${escapeHtml(image)}" width="${width ?? size.width}" height="${height ?? size.height}" alt="${escapeHtml(alt)}"></a>`;
  return { html, markdown: `[![${escapeMarkdown(alt)}](${image})](${page})`, link: page, image };
}
