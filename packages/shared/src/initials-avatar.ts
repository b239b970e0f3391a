/**
 * The initials avatar of people without an uploaded picture: up to two initials on a diagonal
 * gradient whose hue comes from the name, so it never changes. The API draws it as an SVG at
 * INITIALS_AVATAR_PATH (for share images and other sites); the web draws the same thing in HTML
 * when a page shows that address, without fetching and painting an image per person.
 */
export const INITIALS_AVATAR_PATH = '/api/avatars/';

export function initialsAvatarUrl(name: string): string {
  return `${INITIALS_AVATAR_PATH}${encodeURIComponent(name)}.svg`;
}

/** The name of an initials avatar address, or null for any other picture. */
export function initialsAvatarName(url: string): string | null {
  if (!url.startsWith(INITIALS_AVATAR_PATH) || !url.endsWith('.svg')) return null;
  try {
    return decodeURIComponent(url.slice(INITIALS_AVATAR_PATH.length, -'.svg'.length));
  } catch {
    return null;
  }
}

/** 'Ada Lovelace' → 'AL', 'cherrylush' → 'CH', '' → '?'. */
export function avatarInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]).slice(0, 2).join('').toUpperCase();
  return (Array.from(words[0])[0] + Array.from(words[1])[0]).toUpperCase();
}

/** The gradient's first hue (0–359); the second is 40° further. */
export function avatarHue(name: string): number {
  let hash = 2166136261;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}
