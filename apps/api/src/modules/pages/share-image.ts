import { PLATFORM_NAMES, type Creator } from '@fanlens/shared';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { UPLOADS_PREFIX } from '../../lib/storage';
import { initialsSvg } from '../avatars/initials-svg';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const AVATAR = 280;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The avatar as a PNG data URL: an uploaded picture (stored in the database), else the initials avatar. */
async function avatarDataUrl(creator: Creator, database: Database): Promise<string> {
  const avatar = creator.media.avatar ?? '';
  let source: Buffer = Buffer.from(initialsSvg(creator.name?.trim() || creator.username));
  if (avatar.startsWith(`${UPLOADS_PREFIX}/`)) {
    const [file] = await database.query<{ bytes: Buffer | Uint8Array }>('select bytes from uploads where key = $1', [
      avatar.slice(UPLOADS_PREFIX.length + 1),
    ]);
    if (file) source = Buffer.from(file.bytes);
  }
  const png = await sharp(source).resize(AVATAR, AVATAR, { fit: 'cover' }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function starPath(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** The share card as SVG: avatar, name, @username and platform, stars and review count. */
export function shareSvg(creator: Creator, avatar: string): string {
  const name = creator.name?.trim() || creator.username;
  const { rating, reviewCount } = creator.reviewsStatistic;
  const stars = Array.from({ length: 5 }, (_, index) => {
    const fill = rating >= index + 0.75 ? '#f5b301' : rating >= index + 0.25 ? 'url(#half)' : '#3a3a44';
    return `<polygon points="${starPath(470 + index * 64, 390, 28)}" fill="${fill}"/>`;
  }).join('');
  const reviews = `${reviewCount} review${reviewCount === 1 ? '' : 's'}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">`,
    '<defs><linearGradient id="half"><stop offset="50%" stop-color="#f5b301"/><stop offset="50%" stop-color="#3a3a44"/></linearGradient>',
    `<clipPath id="round"><circle cx="${120 + AVATAR / 2}" cy="${175 + AVATAR / 2}" r="${AVATAR / 2}"/></clipPath></defs>`,
    `<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#0b0b10"/>`,
    '<circle cx="1100" cy="80" r="260" fill="#e23d8c" opacity="0.18"/>',
    '<circle cx="120" cy="600" r="220" fill="#7c4dff" opacity="0.16"/>',
    `<image href="${avatar}" x="120" y="175" width="${AVATAR}" height="${AVATAR}" clip-path="url(#round)"/>`,
    '<g font-family="DejaVu Sans, Arial, sans-serif" fill="#ffffff">',
    `<text x="440" y="250" font-size="64" font-weight="700">${escapeXml(name.slice(0, 28))}</text>`,
    `<text x="440" y="315" font-size="34" fill="#b9b9c6">@${escapeXml(creator.username.slice(0, 40))} · ${PLATFORM_NAMES[creator.platform]}</text>`,
    stars,
    `<text x="790" y="402" font-size="34" fill="#ffffff">${rating.toFixed(1)} · ${reviews}</text>`,
    '<text x="120" y="560" font-size="36" font-weight="700" fill="#e23d8c">FanLens</text>',
    '</g></svg>',
  ].join('');
}

/**
 * The creator's share image (1200×630 PNG, made with sharp from an SVG). Kept in the read cache
 * (share-routes.ts), not on disk: bounded in memory with every other cached answer, dropped with
 * the creator's page, and made again on demand.
 */
export async function creatorShareImage(creator: Creator, database: Database): Promise<Buffer> {
  const svg = shareSvg(creator, await avatarDataUrl(creator, database));
  return sharp(Buffer.from(svg)).png().toBuffer();
}
