import { CREATOR_EDIT } from '@fanlens/shared';
import { sanitizeBio } from '../bio-html';
import { many } from './json-ld-nodes';

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex -- the same, keeping tab, line feed and carriage return
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/** The largest count a counter column holds (PostgreSQL integer). */
const MAX_COUNT = 2_147_483_647;
const ID_MAX = 100;

/** One line of text: control characters and runs of white space made single spaces, at most `max` characters; null when empty. */
export function lineText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
  return text || null;
}

/** A bio as an edited bio is stored: control characters dropped, at most CREATOR_EDIT.bioMax characters, sanitised. */
export function bioText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return sanitizeBio(value.replace(CONTROL_EXCEPT_LINES, '').trim().slice(0, CREATOR_EDIT.bioMax)) || null;
}

/** A published count: a whole number ≥ 0 (or its digits as text), null otherwise or past the column's range. */
export function countValue(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 && number <= MAX_COUNT ? number : null;
}

/** An absolute http(s) address (relative ones against `base`), or null. */
export function httpAddress(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first image address of a JSON-LD `image`: a URL, an ImageObject (`contentUrl`/`url`), or an array of them. */
export function imageAddress(value: unknown, base: string): string | null {
  for (const item of many(value)) {
    const candidate =
      item !== null && typeof item === 'object'
        ? ((item as Record<string, unknown>).contentUrl ?? (item as Record<string, unknown>).url)
        : item;
    const address = httpAddress(many(candidate)[0], base);
    if (address) return address;
  }
  return null;
}

/** A platform id: a string or number, or a PropertyValue's `value` (the first of an array). */
export function platformIdValue(value: unknown): string | null {
  const first = many(value)[0];
  const id = first !== null && typeof first === 'object' ? (first as Record<string, unknown>).value : first;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return lineText(id, ID_MAX);
}

/** The handle among a JSON-LD `alternateName` (with or without `@`) that is `username` in another case. */
export function spelledUsername(alternateNames: unknown, username: string): string {
  for (const name of many(alternateNames)) {
    if (typeof name !== 'string') continue;
    const handle = name.trim().replace(/^@/, '');
    if (handle.toLowerCase() === username.toLowerCase()) return handle;
  }
  return username;
}
