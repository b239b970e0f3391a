import { SEARCH_MAX_LENGTH } from '@fanlens/shared';

/** At most this many words of a search term are used (the rest are ignored). */
export const MAX_SEARCH_WORDS = 8;
/** Words shorter than this are only matched as typed (a prefix), never corrected. */
export const MIN_CORRECTED_WORD_LENGTH = 4;

/**
 * The canonical form of a search term, as matched and as recorded for trends: trimmed,
 * lower-case, inner whitespace collapsed to one space, at most 100 characters.
 */
export function normalizeSearchTerm(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The words of a term as the 'simple' text-search parser sees them: runs of letters and digits,
 * lower-case, without repeats, in order.
 */
export function searchWords(term: string): string[] {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** How one word matches: as a whole word, or as a prefix plus its corrections. */
export interface WordMatch {
  whole: boolean;
  corrections: readonly string[];
}

/**
 * A tsquery in text form (for a ::tsquery cast: the words are already lower-case): every word must
 * match, as a whole word, or as a prefix (`olivi` finds `olivia`) or one of its corrections
 * (`jenifer` finds `jennifer`); a word without an entry matches as a prefix. Words contain only
 * letters and digits, so quoting them is enough to keep the syntax valid.
 */
export function buildTsQuery(words: readonly string[], matches: ReadonlyMap<string, WordMatch> = new Map()): string {
  return words
    .map((word) => {
      const match = matches.get(word);
      if (match?.whole) return `'${word}'`;
      const options = [`'${word}':*`, ...(match?.corrections ?? []).map((fix) => `'${fix}'`)];
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/** A term without separators, as the joined username and name of a creator are indexed ('luna canvas' → 'lunacanvas'). */
export function joinedTerm(term: string): string {
  return searchWords(term).join('');
}

const VARIANT_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Digits typed for the letters they look like (and back). */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
};

/** The word with every look-alike digit read as its letter ('lun4c4nv4s' → 'lunacanvas'); null when it has none. */
export function lookAlikeLetters(word: string): string | null {
  if (!/[0-9]/.test(word)) return null;
  const mapped = [...word].map((char) => LOOK_ALIKES[char] ?? char).join('');
  return mapped === word ? null : mapped;
}

/**
 * Every word one typo away from `word` (a letter dropped, added, doubled, swapped with the next or
 * wrong), for an exact lookup in the dictionary; letters outside a–z and 0–9 are kept as they are.
 */
export function oneTypoVariants(word: string): string[] {
  const out = new Set<string>();
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    out.add([...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
    if (i + 1 < chars.length) {
      out.add([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
    }
    for (const letter of VARIANT_LETTERS) {
      if (letter !== chars[i]) out.add([...chars.slice(0, i), letter, ...chars.slice(i + 1)].join(''));
    }
  }
  for (let i = 0; i <= chars.length; i++) {
    for (const letter of VARIANT_LETTERS) out.add([...chars.slice(0, i), letter, ...chars.slice(i)].join(''));
  }
  out.delete(word);
  return [...out].filter((variant) => variant.length >= 3);
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of neighbours is one edit), up to
 * `max`; any larger distance is reported as max + 1.
 */
export function typoDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j++) rows[i].push(i === 0 ? j : 0);
  }
  for (let i = 1; i <= a.length; i++) {
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      }
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return Math.min(rows[a.length][b.length], max + 1);
}
