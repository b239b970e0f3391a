import { avatarHue, avatarInitials } from '@fanlens/shared';
import { escapeHtml } from '../../lib/escape-html';

/** A square SVG avatar: up to two initials on a colour picked from the name, so it never changes. */
export function initialsSvg(name: string): string {
  const hue = avatarHue(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 70% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/>`,
    '</linearGradient></defs>',
    '<rect width="256" height="256" fill="url(#g)"/>',
    '<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" ',
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="104" font-weight="600">',
    escapeHtml(avatarInitials(name)),
    '</text></svg>',
  ].join('');
}
