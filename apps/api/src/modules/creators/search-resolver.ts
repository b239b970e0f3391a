import type { Database } from '../../db/client';
import type { CreatorSearch } from './creator-filter';
import {
  MIN_CORRECTED_WORD_LENGTH,
  buildTsQuery,
  normalizeSearchTerm,
  searchWords,
  type WordMatch,
} from './search-terms';

/** Corrections tried per unknown word, best first. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm similarity a dictionary word needs to count as a correction. */
const MIN_SIMILARITY = 0.3;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

interface WordRow {
  word: string;
  /** A dictionary word as typed. */
  exact: boolean;
  /** The beginning of a dictionary word. */
  known: boolean;
  similar: string[] | string;
}

/**
 * Turns a raw search term into a full-text query over creators.search_vector (username, name,
 * location, tags, categories, bio words). Each word must match:
 * - a dictionary word (search_words: names, locations, tags, categories) as itself, e.g. `olivia`;
 * - otherwise as a prefix, e.g. `jen` → `jennifer`, `jenny`;
 * - and, when it begins no dictionary word (a typo), also through its closest dictionary words by
 *   trigram similarity, e.g. `jenifer` → `jennifer`.
 * Whole words (not prefixes) keep the index lookup cheap when combined with filters (GIN can skip
 * through the other posting lists); the dictionary is small, so correcting a word costs about a
 * millisecond on any number of creators (a trigram scan of a million search texts does not; see
 * docs/decisions/004-discovery.md).
 */
export async function resolveSearch(database: Database, raw: string): Promise<CreatorSearch> {
  const term = normalizeSearchTerm(raw);
  const words = searchWords(term);
  if (words.length === 0) return { term, tsquery: null };
  const rows = await database.query<WordRow>(
    `select w.word,
       exists (select 1 from search_words s where s.word = (w.word collate "C")) as exact,
       exists (select 1 from search_words s
               where s.word >= (w.word collate "C") and s.word < (w.word || chr(1114111)) collate "C") as known,
       case when length(w.word) >= $2 then array(select s.word from search_words s
               where s.word % w.word and similarity(s.word, w.word) >= $3
               order by similarity(s.word, w.word) desc, s.word limit $4) else '{}'::text[] end as similar
     from unnest($1::text[]) as w(word)`,
    [words, MIN_CORRECTED_WORD_LENGTH, MIN_SIMILARITY, CORRECTIONS_PER_WORD],
  );
  const matches = new Map<string, WordMatch>();
  for (const row of rows) {
    if (row.exact) {
      matches.set(row.word, { whole: true, corrections: [] });
    } else if (!row.known) {
      const similar = parseTextArray(row.similar).filter((word) => PLAIN_WORD.test(word) && word !== row.word);
      matches.set(row.word, { whole: false, corrections: similar });
    }
  }
  return { term, tsquery: buildTsQuery(words, matches) };
}
/** node-postgres and PGlite both parse text[]; keep a fallback for the '{a,b}' literal. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}
