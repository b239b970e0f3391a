import { BADGE_DIMENSIONS, type BadgeOptions, type BadgeTheme } from '@fanlens/shared';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { textWidth } from './text-width';

/** What a badge shows of a creator. */
export interface BadgeFacts {
  username: string;
  name: string;
  /** The creator page's absolute address (the badge links there). */
  pageUrl: string;
  /** Average rating (0 without reviews) and number of published reviews: the creator's statistics. */
  rating: number;
  reviewCount: number;
}

const COLORS: Record<BadgeTheme, { background: string; border: string; text: string; muted: string; empty: string }> = {
  light: { background: '#ffffff', border: '#dcdce4', text: '#16161d', muted: '#55556a', empty: '#d4d4dc' },
  dark: { background: '#14141b', border: '#34343f', text: '#f4f4f7', muted: '#b4b4c4', empty: '#464654' },
};
const GOLD = '#f5b301';
const FONT = 'DejaVu Sans, Verdana, Geneva, Arial, sans-serif';

/** Where things sit, per size (CSS pixels). */
const LAYOUT = {
  large: { mark: 40, pad: 12, star: 16, gap: 3, ratingSize: 16, line1: 28, countSize: 12, line2: 49 },
  small: { mark: 24, pad: 8, star: 11, gap: 2, ratingSize: 12, line1: 18, countSize: 10, line2: 32 },
} as const;

const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plural = new Intl.PluralRules('en-US');

/** '4.3' (one decimal, as the creator page shows it). */
export const badgeRatingText = (rating: number) => oneDecimal.format(rating);

/** 'No reviews yet', '1 review', '1,234 reviews'. */
export function badgeReviewsText(reviewCount: number) {
  if (reviewCount === 0) return 'No reviews yet';
  return `${count.format(reviewCount)} ${plural.select(reviewCount) === 'one' ? 'review' : 'reviews'}`;
}

/** 'Ada: rated 4.3 out of 5 from 12 reviews on FanLens' (the badge's title, read by screen readers). */
export function badgeTitle(facts: BadgeFacts) {
  if (facts.reviewCount === 0) return `${facts.name}: no reviews yet on FanLens`;
  return `${facts.name}: rated ${badgeRatingText(facts.rating)} out of 5 from ${badgeReviewsText(facts.reviewCount)} on FanLens`;
}

/** A five-pointed star's points inside the square at (x, y) of side `size`. */
function starPoints(x: number, y: number, size: number) {
  const cx = x + size / 2;
  const cy = y + size / 2 + size * 0.04;
  const outer = size / 2;
  return Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** The FanLens mark (the site's icon: a lens over a spark), drawn in a `size` square at (x, y). */
function addMark(parent: XMLBuilder, x: number, y: number, size: number) {
  const mark = parent.ele('g', { transform: `translate(${x} ${y}) scale(${size / 40})` });
  mark.ele('rect', { width: 40, height: 40, rx: 9, fill: '#000000' });
  mark.ele('circle', { cx: 18, cy: 18, r: 11, fill: 'none', stroke: 'url(#fl-mark)', 'stroke-width': 4 });
  mark.ele('path', { d: 'M26.5 26.5 33 33', stroke: 'url(#fl-mark)', 'stroke-width': 5, 'stroke-linecap': 'round' });
  mark.ele('path', {
    d: 'M18 11.5c.6 3 2 5 5 6.5-3 1.5-4.4 3.5-5 6.5-.6-3-2-5-5-6.5 3-1.5 4.4-3.5 5-6.5Z',
    fill: 'url(#fl-mark)',
  });
}

/**
 * Where the stars' gold ends: whole stars for the integer part, then the same fraction of the next
 * star's width (4.3 fills four stars and 30 % of the fifth), so any average is drawn exactly.
 */
export function starFillWidth(rating: number, star: number, gap: number) {
  const clamped = Math.min(5, Math.max(0, rating));
  const whole = Math.floor(clamped);
  return whole * (star + gap) + (clamped - whole) * star - (whole === 5 ? gap : 0);
}

/**
 * The rating badge as SVG: the FanLens mark, five stars filled to the average rating, the rating
 * and the number of reviews, all inside a link to the creator page. Built as XML (names and text
 * are escaped by the builder).
 */
export function badgeSvg(facts: BadgeFacts, options: BadgeOptions): string {
  const { width, height } = BADGE_DIMENSIONS[options.size];
  const layout = LAYOUT[options.size];
  const colors = COLORS[options.theme];
  const left = layout.pad + layout.mark + layout.pad;
  const starsWidth = 5 * layout.star + 4 * layout.gap;
  const starTop = layout.line1 - layout.star + layout.star * 0.1;
  const fill = facts.reviewCount > 0 ? starFillWidth(facts.rating, layout.star, layout.gap) : 0;
  const title = badgeTitle(facts);

  const svg = create().ele('svg', {
    xmlns: 'http://www.w3.org/2000/svg',
    'xmlns:xlink': 'http://www.w3.org/1999/xlink',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-label': title,
    'data-rating': facts.rating,
    'data-review-count': facts.reviewCount,
    'data-theme': options.theme,
  });
  svg.ele('title').txt(title);
  const defs = svg.ele('defs');
  const gradient = defs.ele('linearGradient', {
    id: 'fl-mark',
    x1: 4,
    y1: 4,
    x2: 36,
    y2: 36,
    gradientUnits: 'userSpaceOnUse',
  });
  gradient.ele('stop', { offset: 0, 'stop-color': '#ff4d8d' });
  gradient.ele('stop', { offset: 1, 'stop-color': '#8b5cf6' });
  defs.ele('clipPath', { id: 'fl-fill' }).ele('rect', { x: left, y: 0, width: fill.toFixed(2), height });

  const link = svg.ele('a', { href: facts.pageUrl, 'xlink:href': facts.pageUrl, target: '_blank' });
  link.ele('rect', {
    x: 0.5,
    y: 0.5,
    width: width - 1,
    height: height - 1,
    rx: options.size === 'large' ? 10 : 7,
    fill: colors.background,
    stroke: colors.border,
  });
  addMark(link, layout.pad, (height - layout.mark) / 2, layout.mark);

  const stars = Array.from({ length: 5 }, (_, index) =>
    starPoints(left + index * (layout.star + layout.gap), starTop, layout.star),
  );
  const empty = link.ele('g', { fill: colors.empty, 'data-stars': 'empty' });
  for (const points of stars) empty.ele('polygon', { points });
  const gold = link.ele('g', { fill: GOLD, 'clip-path': 'url(#fl-fill)', 'data-stars': 'filled' });
  for (const points of stars) gold.ele('polygon', { points });

  const text = link.ele('g', { 'font-family': FONT });
  if (facts.reviewCount > 0) {
    text
      .ele('text', {
        x: left + starsWidth + layout.gap * 2,
        y: layout.line1,
        'font-size': layout.ratingSize,
        'font-weight': 700,
        fill: colors.text,
        'data-field': 'rating',
      })
      .txt(badgeRatingText(facts.rating));
  }
  const line2 = `${badgeReviewsText(facts.reviewCount)} on FanLens`;
  // A long count gets a smaller font rather than overflowing (renderers differ on textLength).
  const room = width - left - layout.pad;
  const fontSize = Math.min(layout.countSize, Math.floor((room / textWidth(line2, 1)) * 10) / 10);
  text
    .ele('text', { x: left, y: layout.line2, 'font-size': fontSize, fill: colors.muted, 'data-field': 'reviews' })
    .txt(line2);
  return svg.end({ headless: true, prettyPrint: false });
}
