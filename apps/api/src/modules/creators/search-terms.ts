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
