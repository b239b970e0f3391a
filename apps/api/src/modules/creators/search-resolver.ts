import type { Database } from '../../db/client';
import type { CreatorSearch } from './creator-filter';
import { MIN_CORRECTED_WORD_LENGTH, buildTsQuery, normalizeSearchTerm, searchWords } from './search-terms';

/** Corrections tried per unknown word, best first. */
const CORRECTIONS_PER_WORD = 3;
/** pg_trgm similarity a dictionary word needs to count as a correction. */
const MIN_SIMILARITY = 0.3;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

interface WordRow {
  word: string;
  known: boolean;
  similar: string[] | string;
}

/**
 * Turns a raw search term into a full-text query over creators.search_vector (username, name,
 * location, tags, categories, bio words). Typo tolerance: a word that begins no word of the
 * dictionary (search_words: names, locations, tags, categories) is also matched through its
 * closest dictionary words by trigram similarity, e.g. `jenifer` → `jennifer`. The dictionary is
 * small, so this stays fast on any number of creators (a trigram scan of a million search texts
 * does not; see docs/decisions/004-discovery.md).
 */
export async function resolveSearch(database: Database, raw: string): Promise<CreatorSearch> {
  const term = normalizeSearchTerm(raw);
  const words = searchWords(term);
  if (words.length === 0) return { term, tsquery: null };
  const candidates = words.filter((word) => word.length >= MIN_CORRECTED_WORD_LENGTH);
  const corrections = new Map<string, string[]>();
  if (candidates.length > 0) {
    const rows = await database.query<WordRow>(
      `select w.word,
         exists (select 1 from search_words s
                 where s.word >= (w.word collate "C") and s.word < (w.word || chr(1114111)) collate "C") as known,
         array(select s.word from search_words s
               where s.word % w.word and similarity(s.word, w.word) >= $2
               order by similarity(s.word, w.word) desc, s.word limit $3) as similar
       from unnest($1::text[]) as w(word)`,
      [candidates, MIN_SIMILARITY, CORRECTIONS_PER_WORD],
    );
    for (const row of rows) {
      if (row.known) continue;
      const similar = parseTextArray(row.similar).filter((word) => PLAIN_WORD.test(word) && word !== row.word);
      if (similar.length > 0) corrections.set(row.word, similar);
    }
  }
  return { term, tsquery: buildTsQuery(words, corrections) };
}

/** node-postgres and PGlite both parse text[]; keep a fallback for the '{a,b}' literal. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}
